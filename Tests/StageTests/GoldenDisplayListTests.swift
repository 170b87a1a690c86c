import Geometry
import Testing

@testable import Stage

/// Golden display lists: the exact commands a few typical views draw (docs/web-bridge.md).
@Suite struct GoldenDisplayListTests {
  private func render(_ view: View) -> [String] {
    var list = DisplayList()
    view.render(into: &list)
    return list.commandLines
  }

  private func root(with view: View) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(view)
    return root
  }

  @Test func cardWithCornersBorderAndShadow() {
    let card = View(frame: Rect(x: 20, y: 30, width: 100, height: 150))
    card.backgroundColor = .white
    card.cornerRadius = 8
    card.borderWidth = 2
    card.borderColor = Color(hex: 0x808080)
    card.shadow = Shadow(offset: Vector(dx: 0, dy: 2), blur: 6, color: Color.black.withAlpha(0.5))
    #expect(
      render(root(with: card)) == [
        "SAVE",
        "SAVE",
        "TRANSFORM 1 0 0 1 20 30",
        "SAVE",
        "SHADOW 0 2 6 0 0 0 0.5",
        "FILL_RECT 0 0 100 150 8 1 1 1 1",
        "RESTORE",
        "STROKE_RECT 1 1 98 148 7 2 0.5019608 0.5019608 0.5019608 1",
        "RESTORE",
        "RESTORE",
      ])
  }

  @Test func stripedSymbolClipsItsStripesToThePathAndStrokesOnTop() {
    let symbol = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    var diamond = Path()
    diamond.move(to: Point(x: 10, y: 0))
    diamond.addLine(to: Point(x: 20, y: 5))
    diamond.addLine(to: Point(x: 10, y: 10))
    diamond.addLine(to: Point(x: 0, y: 5))
    diamond.close()
    let purple = Color(red: 0.5, green: 0, blue: 1)
    symbol.content = .path(
      diamond, fill: .stripes(Stripes(color: purple, lineWidth: 1, spacing: 5, angle: Trig.pi / 2)), stroke: purple,
      lineWidth: 2)
    let lines = render(symbol)
    let outline = ["BEGIN_PATH", "MOVE_TO 10 0", "LINE_TO 20 5", "LINE_TO 10 10", "LINE_TO 0 5", "CLOSE_PATH"]
    #expect(Array(lines[0...1]) == ["SAVE", "SAVE"])
    #expect(Array(lines[2...7]) == outline)
    #expect(lines[8] == "CLIP_PATH")
    #expect(lines[9] == "BEGIN_PATH")
    let stripes = Array(lines[10..<(lines.count - 6 - 4)])
    // Half the diagonal of the 20 × 10 box is 11.18 pt: two stripes either side of the centre, 5 pt apart.
    #expect(stripes.count == 10)
    #expect(
      stripes.enumerated().allSatisfy { $0.element.hasPrefix($0.offset.isMultiple(of: 2) ? "MOVE_TO " : "LINE_TO ") })
    let xs = stripes.map { Float($0.split(separator: " ")[1])! }
    #expect(xs.enumerated().allSatisfy { abs($0.element - [20, 20, 15, 15, 10, 10, 5, 5, 0, 0][$0.offset]) < 1e-4 })
    #expect(
      Array(lines.suffix(10)) == ["STROKE_PATH 1 0.5 0 1 1", "RESTORE"] + outline + [
        "STROKE_PATH 2 0.5 0 1 1", "RESTORE",
      ])
  }

  @Test func solidPathFillsThenStrokesTheSamePath() {
    let dot = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    dot.content = .path(
      Path(rect: Rect(x: 2, y: 2, width: 6, height: 6)), fill: .color(.black), stroke: .white, lineWidth: 1)
    #expect(
      render(dot) == [
        "SAVE", "BEGIN_PATH", "MOVE_TO 2 2", "LINE_TO 8 2", "LINE_TO 8 8", "LINE_TO 2 8", "CLOSE_PATH",
        "FILL_PATH 0 0 0 1", "STROKE_PATH 1 1 1 1 1", "RESTORE",
      ])
  }

  @Test func textWithEmojiAndItsShadowWhenThereIsNoBackground() {
    let label = View(frame: Rect(x: 10, y: 20, width: 200, height: 40))
    label.content = .text(Text("Score 12 ⚽️", size: 24, weight: 600, alignment: .left, color: .white))
    label.shadow = Shadow(offset: .zero, blur: 4, color: .black)
    label.alpha = 0.5
    #expect(
      render(root(with: label)) == [
        "SAVE",
        "SAVE",
        "TRANSFORM 1 0 0 1 10 20",
        "ALPHA 0.5",
        "SAVE",
        "SHADOW 0 0 4 0 0 0 1",
        "TEXT 0 0 200 40 24 600 0 | 1 1 1 1 \"Score 12 ⚽️\"",
        "RESTORE",
        "RESTORE",
        "RESTORE",
      ])
  }

  @Test func clippingContainerClipsItsOwnDrawingAndSubviewsThenDrawsTheBorderOnTop() {
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    box.clipsToBounds = true
    box.cornerRadius = 12
    box.backgroundColor = .black
    box.borderWidth = 1
    box.borderColor = .white
    box.shadow = Shadow()
    let overhang = View(frame: Rect(x: 80, y: 40, width: 40, height: 40))
    overhang.backgroundColor = .white
    overhang.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    box.addSubview(overhang)
    #expect(
      render(box) == [
        "SAVE",
        "CLIP_RECT 0 0 100 60 12",
        "SAVE",
        "SHADOW 0 2 6 0 0 0 0.35",
        "FILL_RECT 0 0 100 60 12 0 0 0 1",
        "RESTORE",
        "SAVE",
        "TRANSFORM 0.5 0 0 0.5 90 50",
        "FILL_RECT 0 0 40 40 0 1 1 1 1",
        "RESTORE",
        "STROKE_RECT 0.5 0.5 99 59 11.5 1 1 1 1 1",
        "RESTORE",
      ])
  }

  @Test func everyOpcodeHasItsDocumentedArgumentCount() {
    var list = DisplayList()
    list.append(.clipPath)
    #expect(list.commandLines == ["CLIP_PATH"])
    #expect(DisplayList.Op.allCases.map { Int($0.rawValue) } == Array(1...19))
  }
}
