import Geometry
import Testing

@testable import Stage

@Suite struct HitTestTests {
  private let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))

  @Test func skipsHiddenTransparentAndNonInteractiveViewsAndPrefersFront() {
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let front = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    let p = Point(x: 60, y: 60)
    #expect(root.hitTest(p) === front)
    front.isHidden = true
    #expect(root.hitTest(p) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(root.hitTest(p) === back)
    front.alpha = 0.01
    #expect(root.hitTest(p) === front, "UIKit skips alpha below 0.01 only")
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(p) === back)
    #expect(root.hitTest(Point(x: 250, y: 250)) === root)
    #expect(root.hitTest(Point(x: 350, y: 10)) == nil)
    #expect(root.hitTest(Point(x: .nan, y: 10)) == nil)
  }

  @Test func aDisabledOrHiddenParentHidesItsSubviews() {
    let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    parent.addSubview(child)
    root.addSubview(parent)
    #expect(root.hitTest(Point(x: 20, y: 20)) === child)
    parent.isUserInteractionEnabled = false
    #expect(root.hitTest(Point(x: 20, y: 20)) === root)
    parent.isUserInteractionEnabled = true
    parent.alpha = 0
    #expect(root.hitTest(Point(x: 20, y: 20)) === root)
  }

  @Test func followsRotation() {
    let bar = View(frame: Rect(x: 100, y: 140, width: 100, height: 20))
    bar.transform = AffineTransform(rotationAngle: Trig.pi / 2)
    root.addSubview(bar)
    #expect(root.hitTest(Point(x: 150, y: 110)) === bar)
    #expect(root.hitTest(Point(x: 110, y: 150)) === root)
    bar.transform = AffineTransform(rotationAngle: Trig.pi / 4)
    #expect(root.hitTest(Point(x: 180, y: 180)) === bar, "on the diagonal, 42 pt from the centre")
    #expect(root.hitTest(Point(x: 190, y: 150)) === root, "inside the unrotated frame only")
  }

  @Test func followsScale() {
    let dot = View(frame: Rect(x: 140, y: 140, width: 20, height: 20))
    root.addSubview(dot)
    #expect(root.hitTest(Point(x: 175, y: 150)) === root)
    dot.transform = AffineTransform(scaleX: 3, y: 3)
    #expect(root.hitTest(Point(x: 175, y: 150)) === dot)
    dot.transform = AffineTransform(scaleX: 0.25, y: 0.25)
    #expect(root.hitTest(Point(x: 145, y: 150)) === root)
    #expect(root.hitTest(Point(x: 151, y: 151)) === dot)
    dot.transform = AffineTransform(scaleX: 0, y: 0)
    #expect(root.hitTest(Point(x: 150, y: 150)) === root, "a collapsed view cannot be hit")
  }

  @Test func followsNestedTransforms() {
    let table = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
    table.transform = AffineTransform(rotationAngle: Trig.pi)
    let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 60))
    card.transform = AffineTransform(scaleX: 2, y: 2)
    table.addSubview(card)
    root.addSubview(table)
    // The card's centre (20, 30) in the table is at (230, 220) on screen once the table turns half.
    #expect(root.hitTest(Point(x: 230, y: 220)) === card)
    #expect(root.hitTest(Point(x: 200, y: 170)) === card, "table (50, 80): only the scaled card reaches it")
    card.transform = .identity
    #expect(root.hitTest(Point(x: 200, y: 170)) === table)
    card.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(root.hitTest(Point(x: 260, y: 260)) === card, "table (-10, -10): outside the table, which does not clip")
    table.clipsToBounds = true
    #expect(root.hitTest(Point(x: 260, y: 260)) === root)
    let local = card.convert(Point(x: 230, y: 220), from: nil)
    #expect(abs(local.x - 20) < 1e-9 && abs(local.y - 30) < 1e-9)
  }

  @Test func clippingHidesSubviewsOutsideTheBounds() {
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let overhang = View(frame: Rect(x: 80, y: 80, width: 60, height: 60))
    box.addSubview(overhang)
    root.addSubview(box)
    #expect(root.hitTest(Point(x: 120, y: 120)) === overhang)
    box.clipsToBounds = true
    #expect(root.hitTest(Point(x: 120, y: 120)) === root)
    #expect(root.hitTest(Point(x: 90, y: 90)) === overhang)
  }
}
