/// Builds JSON text without Foundation: objects, arrays, strings (escaped), numbers, booleans, null.
///
///     var json = JSONWriter()
///     json.object { o in
///       o.field("game") { $0.string("pong") }
///       o.field("score") { $0.number(7) }
///     }
public struct JSONWriter {
  /// The JSON written so far.
  public private(set) var text = ""

  /// Creates an empty writer.
  public init() {}

  /// Writes a string value, escaping quotes, backslashes and control characters.
  public mutating func string(_ s: String) {
    text += "\""
    for unit in s.unicodeScalars {
      switch unit {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if unit.value < 0x20 {
          let hex = String(unit.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.utf8.count) + hex
        } else {
          text.unicodeScalars.append(unit)
        }
      }
    }
    text += "\""
  }

  /// Writes a number; non-finite values become null (JSON has no NaN or infinity).
  public mutating func number(_ x: Double) {
    if !x.isFinite {
      text += "null"
    } else if x == x.rounded(.towardZero) && abs(x) < 1e15 {
      text += String(Int64(x))
    } else {
      text += "\(x)"
    }
  }

  /// Writes an integer.
  public mutating func number(_ x: Int64) { text += String(x) }
  /// Writes an integer.
  public mutating func number(_ x: Int) { text += String(x) }
  /// Writes true or false.
  public mutating func bool(_ b: Bool) { text += b ? "true" : "false" }
  /// Writes null.
  public mutating func null() { text += "null" }

  /// Writes an object whose fields `body` adds.
  public mutating func object(_ body: (inout ObjectWriter) -> Void) {
    var o = ObjectWriter()
    text += "{"
    body(&o)
    text += o.writer.text
    text += "}"
  }

  /// Writes an array whose elements `body` adds.
  public mutating func array(_ body: (inout ArrayWriter) -> Void) {
    var a = ArrayWriter()
    text += "["
    body(&a)
    text += a.writer.text
    text += "]"
  }

  /// Adds fields to an object.
  public struct ObjectWriter {
    var writer = JSONWriter()
    private var count = 0

    /// Adds a field named `name` whose value `value` writes.
    public mutating func field(_ name: String, _ value: (inout JSONWriter) -> Void) {
      if count > 0 { writer.text += "," }
      count += 1
      writer.string(name)
      writer.text += ":"
      value(&writer)
    }
  }

  /// Adds elements to an array.
  public struct ArrayWriter {
    var writer = JSONWriter()
    private var count = 0

    /// Adds an element that `value` writes.
    public mutating func element(_ value: (inout JSONWriter) -> Void) {
      if count > 0 { writer.text += "," }
      count += 1
      value(&writer)
    }
  }
}
