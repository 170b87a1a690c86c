@testable import Stage

extension DisplayList {
  /// The list as text, one command a line (`FILL_RECT 0 0 10 10 4 | 1 1 1 1`), TEXT with its
  /// string quoted — the form golden tests compare, so a difference reads as a drawing change.
  var commandLines: [String] {
    var lines: [String] = []
    var i = 0
    while i < floats.count {
      guard let op = Op(rawValue: floats[i]) else {
        lines.append("BAD OPCODE \(floats[i])")
        break
      }
      let args = Array(floats[(i + 1)..<min(floats.count, i + 1 + op.argumentCount)])
      var line = op.name
      if op == .text, args.count == 13 {
        let bytes = strings[Int(args[11])..<Int(args[11] + args[12])]
        line += " " + args[0..<7].map(Self.number).joined(separator: " ")
        line += " | " + args[7..<11].map(Self.number).joined(separator: " ")
        line += " \"" + String(decoding: bytes, as: UTF8.self) + "\""
      } else if !args.isEmpty {
        line += " " + args.map(Self.number).joined(separator: " ")
      }
      lines.append(line)
      i += 1 + op.argumentCount
    }
    return lines
  }

  private static func number(_ x: Float) -> String {
    x == x.rounded() && abs(x) < 1e7 ? String(Int(x)) : "\(x)"
  }
}
