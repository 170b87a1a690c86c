import Foundation
import GameKit
import Host
import Testing

/// The actions table of docs/web-bridge.md against `GameAction`: the document is the contract the
/// shell is written to, so every row must parse and every case must be documented.
struct GameActionTableTests {
  /// One row of the table: the text, the case's name.
  private struct Row {
    var text: String
    var caseName: String
  }

  /// The rows of the table under "## Actions", read from the document.
  private static func rows() throws -> [Row] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/web-bridge.md")
    let document = try String(contentsOf: url, encoding: .utf8)
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "## Actions"))
    let header = try #require(lines[start...].firstIndex { $0.hasPrefix("| text | case |") })
    var rows: [Row] = []
    for line in lines[(header + 2)...] {
      guard line.hasPrefix("|") else { break }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      rows.append(Row(text: unquoted(cells[0]), caseName: unquoted(cells[1])))
    }
    return rows
  }

  private static func unquoted(_ cell: String) -> String {
    cell.hasPrefix("`") && cell.hasSuffix("`") && cell.count >= 2 ? String(cell.dropFirst().dropLast()) : cell
  }

  @Test func everyRowParsesToItsCaseAndBack() throws {
    let rows = try Self.rows()
    #expect(rows.count >= GameAction.Name.allCases.count)
    for row in rows {
      let action = try #require(GameAction(row.text), "\(row.text) does not parse")
      #expect(action.name.rawValue == row.caseName, "\(row.text)")
      #expect(action.text == row.text)
    }
  }

  @Test func everyCaseHasARow() throws {
    let documented = Set(try Self.rows().map(\.caseName))
    for name in GameAction.Name.allCases {
      #expect(documented.contains(name.rawValue), "\(name.rawValue) is missing from docs/web-bridge.md")
    }
  }

  @Test(arguments: ["", "jump", "best=", "best=-4", "best=lots", "reducedMotion=2", "theme=", "pause\nresume", "Pause"])
  func textThatNamesNoActionIsRefused(_ text: String) {
    #expect(GameAction(text) == nil)
  }

  @Test func theHostRunsParsedTextAndRefusesTheRest() {
    let host = AppHost(seed: 1)
    host.open("pong")
    #expect(!host.perform("jump"))
    #expect(!host.clock.isPaused)
    #expect(host.perform("pause"))
    #expect(host.clock.isPaused)
    #expect(host.perform(GameAction.resume.text))
    #expect(!host.clock.isPaused)
  }
}
