/// A JSON value as ``StrictJSONParser`` reads it; numbers keep their text so that no digit is lost
/// to a `Double` and an integer can be told from a fraction.
enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number exactly as written, e.g. `12`, `-3`, `1.5`, `2e0`.
  case number(String)
  /// A string, unescaped.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object; its keys are unique.
  case object([String: JSONValue])

  /// The value as an `Int64` when it is an integer written without a fraction or an exponent that
  /// fits in 64 bits; `nil` otherwise (`2.0`, `2e0` and `1.99999999999999999999` are no integers).
  var integer: Int64? {
    guard case .number(let text) = self, !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
      return nil
    }
    return Int64(text)
  }
}
