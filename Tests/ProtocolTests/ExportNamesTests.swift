import Foundation
import Testing
import WebBridge

/// WebBridge's `exportNames`, from which the shell's list of required exports is generated, names the
/// functions Exports.swift exposes, in its order: an export added, renamed or removed there without the
/// list fails here.
struct ExportNamesTests {
  /// The names in the `@_expose(wasm, "…")` attributes of Sources/WebBridge/Exports.swift, in order.
  private static func exposedNames() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/WebBridge/Exports.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    let attribute = "@_expose(wasm, \""
    return source.components(separatedBy: attribute).dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func theListNamesEveryExposedFunctionInOrder() throws {
    let exposed = try Self.exposedNames()
    #expect(exposed.count > 20, "the attributes were not found in Exports.swift")
    #expect(exportNames == exposed)
  }
}
