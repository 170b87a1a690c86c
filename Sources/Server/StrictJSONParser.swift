/// A JSON parser (RFC 8259) that refuses what lenient parsers let through: a byte-order mark, bytes
/// that are not UTF-8 (so UTF-16 and UTF-32 too), trailing commas, duplicate keys (where parsers disagree
/// on which value wins), lone surrogate escapes, leading zeros, and nesting deeper than ``maximumDepth``.
struct StrictJSONParser {
  /// Why a text is not accepted, in words for an API client.
  struct Failure: Error, Equatable {
    /// The message, e.g. `duplicate key "score"`.
    let message: String
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 32

  private let bytes: [UInt8]
  private var position = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses `bytes` as one JSON value with only white space around it.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw Failure(message: "the body must not start with a byte-order mark")
    }
    guard String(validating: bytes, as: UTF8.self) != nil else { throw Failure(message: "the body must be UTF-8") }
    var parser = StrictJSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.position == bytes.count else { throw parser.invalid }
    return value
  }

  private var invalid: Failure { Failure(message: "the body is not valid JSON") }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
  }

  private mutating func expect(_ literal: String) throws(Failure) {
    for byte in literal.utf8 {
      guard current == byte else { throw invalid }
      position += 1
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else { throw Failure(message: "the body is nested too deeply") }
    guard let byte = current else { throw invalid }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw invalid
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw invalid }
      let key = try string()
      guard members[key] == nil else { throw Failure(message: "duplicate key \"\(key)\"") }
      skipWhitespace()
      try expect(":")
      skipWhitespace()
      members[key] = try value(depth: depth + 1)
      skipWhitespace()
      if current == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      try expect(",")
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      try expect(",")
    }
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, returned as written.
  private mutating func number() throws(Failure) -> String {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else {
      guard try digits() > 0 else { throw invalid }
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard try digits() > 0 else { throw invalid }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard try digits() > 0 else { throw invalid }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func digits() throws(Failure) -> Int {
    let start = position
    while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    return position - start
  }

  /// A string's contents, decoded into one UTF-8 buffer as it is read, so that the work is linear in the
  /// string's length however many escapes it holds.
  private mutating func string() throws(Failure) -> String {
    position += 1
    var decoded: [UInt8] = []
    var run = position
    while true {
      guard let byte = current, byte >= 0x20 else { throw invalid }
      if byte == UInt8(ascii: "\"") {
        decoded.append(contentsOf: bytes[run..<position])
        position += 1
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        decoded.append(contentsOf: bytes[run..<position])
        position += 1
        decoded.append(contentsOf: UTF8.encode(try escape())!)
        run = position
      } else {
        position += 1
      }
    }
  }

  private mutating func escape() throws(Failure) -> Unicode.Scalar {
    guard let byte = current else { throw invalid }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      if (0xD800...0xDBFF).contains(unit) {
        try expect("\\u")
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else { throw invalid }
        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(unit) else { throw invalid }
      return scalar
    default: throw invalid
    }
  }

  private mutating func hexUnit() throws(Failure) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else { throw invalid }
      unit = unit << 4 | digit
      position += 1
    }
    return unit
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
