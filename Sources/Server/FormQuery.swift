import Foundation

/// A URL query read the way browsers write it (`application/x-www-form-urlencoded`, as
/// `URLSearchParams` does): `+` is a space and `%XX` a byte, so `name=Ada+Lovelace` and
/// `name=Ada%20Lovelace` both mean "Ada Lovelace" and `%2B` stays a plus sign.
enum FormQuery {
  /// The parameters of `query` (without its `?`); a repeated name keeps its first value, and a
  /// pair that is not valid percent-encoding is dropped.
  static func parse(_ query: String) -> [String: String] {
    var parameters: [String: String] = [:]
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else { continue }
      if parameters[name] == nil { parameters[name] = value }
    }
    return parameters
  }

  private static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}
