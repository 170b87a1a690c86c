import Foundation
import ProtocolScript
import Testing

/// The committed Web/protocol.js is what the generator writes from the Swift declarations today: a
/// change to an opcode, a key, an export or an action fails here until the file is written again.
struct ProtocolFileTests {
  @Test func theCommittedFileIsFresh() {
    let path = "Web/protocol.js"
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(path)
    let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let generated = ProtocolScript.text
    let fresh = committed == generated
    #expect(fresh, "\(path) is stale: run `\(ProtocolScript.command)` (\(Self.firstDifference(committed, generated)))")
  }

  /// Where `committed` first differs from `generated`, for the failure message.
  private static func firstDifference(_ committed: String, _ generated: String) -> String {
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    let text = { (lines: [Substring]) in line < lines.count ? "`\(lines[line])`" : "nothing" }
    return "line \(line + 1) is \(text(old)), Swift makes \(text(new))"
  }
}
