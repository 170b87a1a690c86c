import Geometry
import Testing

@testable import Stage

@Suite struct DisplayListTests {
  @Test func rendersTreeWithTransformsAlphaAndText() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .black
    let label = View(frame: Rect(x: 10, y: 20, width: 50, height: 30))
    label.alpha = 0.5
    label.content = .text(Text("7 ⚽️", size: 20, weight: 700))
    root.addSubview(label)
    var list = DisplayList()
    root.render(into: &list)
    let ops = list.floats
    #expect(ops[0] == DisplayList.Op.save.rawValue)
    #expect(ops[1] == DisplayList.Op.fillRect.rawValue)
    #expect(ops.last == DisplayList.Op.restore.rawValue)
    let transformAt = ops.firstIndex(of: DisplayList.Op.transform.rawValue)!
    #expect(Array(ops[(transformAt + 1)...(transformAt + 6)]) == [1, 0, 0, 1, 10, 20])
    #expect(ops.contains(DisplayList.Op.alpha.rawValue))
    #expect(String(decoding: list.strings, as: UTF8.self) == "7 ⚽️")
    let textAt = ops.firstIndex(of: DisplayList.Op.text.rawValue)!
    #expect(ops[textAt + 12] == 0)
    #expect(Int(ops[textAt + 13]) == list.strings.count)
  }

  @Test func hiddenViewsDrawNothingAndNonFiniteNumbersBecomeZero() {
    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    v.isHidden = true
    var list = DisplayList()
    v.render(into: &list)
    #expect(list.floats.isEmpty)
    list.append(.alpha, .nan)
    #expect(list.floats == [DisplayList.Op.alpha.rawValue, 0])
  }
}
