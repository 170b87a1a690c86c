import Foundation
import Testing

@testable import Stage

/// The display list's opcodes in Swift match the table in docs/web-bridge.md that Web/display-list.js follows.
@Suite struct WireFormatTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func opcodesMatchTheBridgeDocument() throws {
    let doc = try String(contentsOf: Self.repository.appendingPathComponent("docs/web-bridge.md"), encoding: .utf8)
    let section = doc.components(separatedBy: "## Display list")[1].components(separatedBy: "\n## ")[0]
    var documented: [Int: (name: String, arguments: Int)] = [:]
    for line in section.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, let code = Int(cells[0]) else { continue }
      let words = cells[2].components(separatedBy: " — ")[0].split(separator: " ")
      let arguments = words.first == "–" ? 0 : words.prefix { !$0.hasPrefix("(") }.count
      documented[code] = (cells[1], arguments)
    }
    #expect(documented.count == DisplayList.Op.allCases.count)
    for op in DisplayList.Op.allCases {
      let entry = documented[Int(op.rawValue)]
      #expect(entry?.name == op.name, "opcode \(op.rawValue)")
      #expect(entry?.arguments == op.argumentCount, "\(op.name) arguments")
    }
  }

  @Test func theRendererDrawsEveryOpcodeWithItsArgumentCount() throws {
    let js = try String(contentsOf: Self.repository.appendingPathComponent("Web/display-list.js"), encoding: .utf8)
    for op in DisplayList.Op.allCases {
      let drawn = js.contains("\n  \(Int(op.rawValue)): [\(op.argumentCount),")
      #expect(drawn, "display-list.js OPS entry for \(op.name)")
    }
  }
}
