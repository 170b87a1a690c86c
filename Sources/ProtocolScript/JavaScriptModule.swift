/// An ES module of frozen constants, written as text: a comment header, then one documented
/// `export const` after another.
struct JavaScriptModule {
  /// A constant's value: a number, a string, or an object or array of values.
  indirect enum Value {
    case number(Int)
    case string(String)
    case object([(key: String, value: Value)])
    case array([Value])
  }

  /// The module so far.
  private(set) var text: String

  /// Starts a module with `header`, one comment line each.
  init(header: [String]) {
    text = header.map { "// \($0)\n" }.joined()
  }

  /// Appends `export const name`, documented by `summary`: objects and arrays frozen, a constant's
  /// own entries and an array's items one a line, an object within the constant on one line.
  mutating func constant(_ name: String, _ summary: String, _ value: Value) {
    text += "\n/** \(summary) */\nexport const \(name) = \(Self.literal(value, nested: false));\n"
  }

  private static func literal(_ value: Value, nested: Bool) -> String {
    switch value {
    case .number(let number):
      return String(number)
    case .string(let string):
      return quoted(string)
    case .object(let entries):
      let fields = entries.map { "\(key($0.key)): \(literal($0.value, nested: true))" }
      return frozen(nested ? "{ " + fields.joined(separator: ", ") + " }" : "{\n" + lines(fields) + "}")
    case .array(let values):
      return frozen("[\n" + lines(values.map { literal($0, nested: true) }) + "]")
    }
  }

  private static func lines(_ items: [String]) -> String {
    items.map { "  \($0),\n" }.joined()
  }

  private static func frozen(_ literal: String) -> String {
    "Object.freeze(\(literal))"
  }

  /// `name` as an object key: bare when it is an identifier, quoted otherwise.
  private static func key(_ name: String) -> String {
    let identifier =
      name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return identifier ? name : quoted(name)
  }

  /// `string` in single quotes, with backslashes and quotes escaped.
  private static func quoted(_ string: String) -> String {
    "'" + string.map { $0 == "'" || $0 == "\\" ? "\\\($0)" : String($0) }.joined() + "'"
  }
}
