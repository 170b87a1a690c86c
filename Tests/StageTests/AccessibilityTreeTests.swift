import Geometry
import Testing

@testable import Stage

@Suite struct AccessibilityTreeTests {
  private let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
  private let tree = AccessibilityTree()

  private func element(_ label: String, _ frame: Rect, traits: AccessibilityTraits = .button) -> View {
    let view = View(frame: frame)
    view.isAccessibilityElement = true
    view.accessibilityLabel = label
    view.accessibilityTraits = traits
    return view
  }

  private var labels: [String] { tree.elements.map(\.label) }

  @Test func readsElementsInSubviewOrderSkippingHiddenTransparentAndTheirSubtrees() {
    let a = element("a", Rect(x: 0, y: 0, width: 10, height: 10))
    let group = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    let b = element("b", Rect(x: 10, y: 10, width: 20, height: 20))
    let inner = element("inside b", Rect(x: 0, y: 0, width: 5, height: 5))
    b.addSubview(inner)
    group.addSubview(b)
    let c = element("c", Rect(x: 0, y: 50, width: 10, height: 10))
    group.addSubview(c)
    for v in [a, group] { root.addSubview(v) }
    tree.update(root: root)
    #expect(labels == ["a", "b", "c"], "an element's own subviews are not read")
    #expect(tree.elements[1].frame == Rect(x: 110, y: 110, width: 20, height: 20), "frames are in root coordinates")
    c.isHidden = true
    tree.update(root: root)
    #expect(labels == ["a", "b"])
    c.isHidden = false
    group.alpha = 0.005
    tree.update(root: root)
    #expect(labels == ["a"])
    group.alpha = 1
    group.accessibilityElementsHidden = true
    tree.update(root: root)
    #expect(labels == ["a"])
  }

  @Test func accessibilityElementsOverrideTheOrderAndReachDeeperViews() {
    let bar = View(frame: Rect(x: 0, y: 300, width: 400, height: 100))
    let button = element("button", Rect(x: 10, y: 10, width: 80, height: 40))
    bar.addSubview(button)
    let card = element("card", Rect(x: 0, y: 0, width: 50, height: 70))
    root.addSubview(card)
    root.addSubview(bar)
    tree.update(root: root)
    #expect(labels == ["card", "button"])
    root.accessibilityElements = [button, card]
    tree.update(root: root)
    #expect(labels == ["button", "card"])
    #expect(tree.elements[0].frame == Rect(x: 10, y: 310, width: 80, height: 40))
    bar.isHidden = true
    tree.update(root: root)
    #expect(labels == ["card"], "an element listed out of order is not read while its superview is hidden")
    bar.isHidden = false
    bar.alpha = 0
    tree.update(root: root)
    #expect(labels == ["card"], "nor while its superview is transparent")
  }

  @Test func framesFollowTransformsAndRoundToWholePoints() {
    let card = element("card", Rect(x: 100.3, y: 100.6, width: 40, height: 20))
    root.addSubview(card)
    card.transform = AffineTransform(rotationAngle: Trig.pi / 2)
    tree.update(root: root)
    #expect(tree.elements[0].frame == Rect(x: 110, y: 91, width: 20, height: 40))
    card.accessibilityFrame = Rect(x: 1, y: 2, width: 3, height: 4)
    tree.update(root: root)
    #expect(tree.elements[0].frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func containersGroupTheirElements() {
    let grid = View(frame: root.bounds)
    grid.accessibilityLabel = "Cards"
    grid.accessibilityContainerType = .grid(columns: 2)
    for k in 0..<4 { grid.addSubview(element("card \(k)", Rect(x: 0, y: Double(k) * 10, width: 10, height: 10))) }
    root.addSubview(element("score", .zero, traits: .staticText))
    root.addSubview(grid)
    tree.update(root: root)
    #expect(tree.containers.count == 1)
    let container = tree.containers[0]
    #expect(container.label == "Cards" && container.type == .grid(columns: 2))
    #expect(tree.elements[0].container == 0)
    #expect(tree.elements.dropFirst().allSatisfy { $0.container == container.identifier })
  }

  @Test func idsStayWithTheirViewsAndTheRevisionMovesOnlyOnChange() {
    let a = element("a", Rect(x: 0, y: 0, width: 10, height: 10))
    let b = element("b", Rect(x: 20, y: 0, width: 10, height: 10))
    root.addSubview(a)
    root.addSubview(b)
    tree.update(root: root)
    let first = tree.revision
    let ids = tree.elements.map(\.identifier)
    #expect(Set(ids).count == 2 && !ids.contains(0))
    tree.update(root: root)
    #expect(tree.revision == first, "nothing changed")
    root.bringSubviewToFront(a)
    tree.update(root: root)
    #expect(tree.revision != first, "the order changed")
    #expect(tree.elements.map(\.identifier) == [ids[1], ids[0]])
    var last = tree.revision
    for change in [
      { b.accessibilityValue = "3" }, { b.accessibilityHint = "does" }, { b.accessibilityTraits = .selected },
      { b.center = Point(x: 60, y: 60) }, { b.accessibilityLabel = "bee" }, { b.isAccessibilityElement = false },
    ] {
      change()
      tree.update(root: root)
      #expect(tree.revision != last)
      last = tree.revision
    }
    #expect(tree.view(for: ids[0]) === a)
    #expect(tree.view(for: ids[1]) == nil, "b is no longer an element")
    #expect(tree.view(for: 0) == nil)
  }
}
