import Geometry
import Stage

/// `view`'s bounds as a box in its root view's coordinates (its transforms and its ancestors' applied).
func frameInRoot(_ view: View) -> Rect {
  let a = view.convert(Point(x: 0, y: 0), to: nil)
  let b = view.convert(Point(x: view.bounds.width, y: view.bounds.height), to: nil)
  return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
}
