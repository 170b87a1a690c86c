import Foundation
import Hummingbird

/// The file a request path names inside the web root, checked before the disk is touched: the path is
/// percent-decoded once, must hold no NUL (raw or `%00`), no backslash and no component starting with a dot
/// (`..`, `.git`, `.env`: dotfiles are never served), and `/` or a path ending in `/` means its `index.html`.
struct StaticPath: Equatable {
  /// The components below the web root, e.g. `["icons", "app.svg"]`; never empty.
  let components: [String]

  /// The last component's extension, lowercased, e.g. `wasm`; empty when there is none.
  var fileExtension: String {
    guard let name = components.last, let dot = name.lastIndex(of: ".") else { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }

  /// Reads `rawPath` (as sent, still percent-encoded); throws 400 for a NUL or bad encoding, 404 for a dotfile.
  init(rawPath: String) throws(HTTPError) {
    guard !rawPath.contains("\0"), let decoded = rawPath.removingPercentEncoding else {
      throw HTTPError(.badRequest, message: "the path is not valid percent-encoding")
    }
    guard !decoded.contains("\0") else { throw HTTPError(.badRequest, message: "the path must not contain NUL") }
    guard decoded.hasPrefix("/"), !decoded.contains("\\") else {
      throw HTTPError(.badRequest, message: "the path must start with / and hold no backslash")
    }
    var components = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard !components.contains(where: { $0.hasPrefix(".") }) else {
      throw HTTPError(.notFound, message: "not found: \(rawPath)")
    }
    if components.isEmpty || decoded.hasSuffix("/") { components.append("index.html") }
    self.components = components
  }
}
