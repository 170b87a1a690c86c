import GameKit
import Geometry
import Motion
import Stage

extension AnimationLab {
  /// Adds the section's fields to the Lab's state: the dots, the spring ball, the card and the
  /// thrown square (positions in canvas points).
  public func writeFields(to o: inout JSONWriter.ObjectWriter) {
    o.field("dots") { list in
      list.array { a in
        for dot in dots { a.element { $0.number(dot.center.x) } }
      }
    }
    o.field("springBall") { writePoint(onCanvas(springBall), to: &$0) }
    o.field("card") { c in
      c.object { f in
        f.field("face") { $0.bool(cardShowsFace) }
        f.field("squeeze") { $0.number(card.transitionTransform.a * card.transitionTransform.d) }
        f.field("shade") { $0.number(card.shade) }
        f.field("x") { $0.number(onCanvas(card).x) }
        f.field("y") { $0.number(onCanvas(card).y) }
      }
    }
    o.field("thrown") { writePoint(onCanvas(thrown), to: &$0) }
    o.field("time") { $0.number(clock.now) }
  }

  /// The card's side and where the thrown square is.
  public var summary: String {
    "card \(cardShowsFace ? "face" : "back") square \(Int(thrown.center.x.rounded())),\(Int(thrown.center.y.rounded()))"
  }

  /// Mixes the animated views' state and the section's time into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    for dot in dots { hasher.combine(dot.center) }
    hasher.combine(springBall.center)
    hasher.combine(Int64(cardShowsFace ? 1 : 0))
    hasher.combine(card.shade)
    hasher.combine(thrown.center)
    hasher.combine(clock.now)
  }

  /// A view's centre on the canvas.
  private func onCanvas(_ view: View) -> Point {
    view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
  }

  private func writePoint(_ p: Point, to json: inout JSONWriter) {
    json.object { f in
      f.field("x") { $0.number(p.x) }
      f.field("y") { $0.number(p.y) }
    }
  }
}
