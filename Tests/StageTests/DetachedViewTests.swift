import Geometry
import Testing

@testable import Stage

/// What happens to a gesture and to references when a view leaves the tree while in use.
@Suite struct DetachedViewTests {
  @Test func aDragOnAViewRemovedMidwayIsCancelledAndHearsNoMore() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card)
    let log = StateLog()
    addEagerPan(to: card) { log.record($0) }
    let script = PointerScript(root: root)
    script.down(1, 150, 150, at: 0)
    script.move(1, 160, 150, at: 0.02)
    #expect(log.states == [.began, .changed])
    card.removeFromSuperview()
    script.move(1, 170, 150, at: 0.04)
    #expect(log.states == [.began, .changed, .cancelled])
    script.move(1, 180, 150, at: 0.06)
    script.up(1, 180, 150, at: 0.08)
    #expect(log.states == [.began, .changed, .cancelled])
    #expect(script.router.trackedPointers.isEmpty)
  }

  @Test func aDragOnAFreedViewIsCancelled() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var card: View? = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card!)
    let log = StateLog()
    let pan = addEagerPan(to: card!) { log.record($0) }
    let script = PointerScript(root: root)
    script.down(1, 150, 150, at: 0)
    script.move(1, 160, 150, at: 0.02)
    card?.removeFromSuperview()
    card = nil
    #expect(pan.view == nil)
    script.move(1, 170, 150, at: 0.04)
    #expect(log.states == [.began, .changed, .cancelled])
  }

  @Test func aTapOnTheRootStillWorksAfterASubviewGoes() {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card)
    var taps = 0
    root.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
    let script = PointerScript(root: root)
    script.down(1, 150, 150, at: 0)
    card.removeFromSuperview()
    script.up(1, 150, 150, at: 0.05)
    #expect(taps == 1)
  }

  @Test func aFreedViewLeavesItsSubviewsWithoutASuperview() {
    let child = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
    let grandchild = View(frame: Rect(x: 1, y: 1, width: 2, height: 2))
    child.addSubview(grandchild)
    do {
      let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      parent.addSubview(child)
      #expect(grandchild.isDescendant(of: parent))
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
    #expect(grandchild.superview === child)
    #expect(grandchild.isDescendant(of: child))
  }
}
