import Foundation

/// A fresh directory under the system's temporary directory; call `remove()` when done.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-server-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

  func write(_ bytes: [UInt8], to relativePath: String) throws {
    try Data(bytes).write(to: url.appendingPathComponent(relativePath))
  }

  func write(_ text: String, to relativePath: String) throws {
    try write(Array(text.utf8), to: relativePath)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
