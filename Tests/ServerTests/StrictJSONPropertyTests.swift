import Foundation
import Geometry
import Host
import Testing

@testable import Server

/// The strict parser over random documents (escapes of every kind, surrogate pairs, numbers, nesting to the
/// limit), written the ways JSON allows and read back to the same value; and bodies of the largest size the
/// server reads, each built from one costly construct, read in linear time.
@Suite("Strict JSON: properties and worst cases")
struct StrictJSONPropertyTests {
  /// A random value `depth` levels deep at most, and its text.
  private struct Document {
    var random: SeededRandom

    mutating func value(depth: Int) -> (JSONValue, String) {
      switch random.next(below: depth >= StrictJSONParser.maximumDepth - 1 ? 4 : 6) {
      case 0: return (.null, "null")
      case 1:
        let truth = random.next(below: 2) == 0
        return (.bool(truth), truth ? "true" : "false")
      case 2:
        let text = number()
        return (.number(text), text)
      case 3:
        let (string, text) = self.string()
        return (.string(string), text)
      case 4:
        var values: [JSONValue] = []
        var texts: [String] = []
        for _ in 0..<random.next(below: 4) {
          let (value, text) = value(depth: depth + 1)
          values.append(value)
          texts.append(text)
        }
        return (.array(values), "[" + texts.joined(separator: random.next(below: 2) == 0 ? "," : " ,\n ") + "]")
      default:
        var members: [String: JSONValue] = [:]
        var texts: [String] = []
        for index in 0..<random.next(below: 4) {
          let key = "k\(index)"
          let (value, text) = value(depth: depth + 1)
          members[key] = value
          texts.append("\"\(key)\" : \(text)")
        }
        return (.object(members), "{" + texts.joined(separator: ",") + "}")
      }
    }

    mutating func number() -> String {
      let sign = random.next(below: 2) == 0 ? "" : "-"
      let whole = random.next(below: 3) == 0 ? "0" : String(1 + random.next(below: 1_000_000))
      let fraction = random.next(below: 2) == 0 ? "" : "." + String(random.next(below: 1_000))
      let exponent = random.next(below: 3) == 0 ? "e" + ["", "+", "-"][Int(random.next(below: 3))] + "12" : ""
      return sign + whole + fraction + exponent
    }

    /// A string of plain characters, short escapes, `\u` escapes and surrogate pairs, and its JSON text.
    mutating func string() -> (String, String) {
      var value = ""
      var text = "\""
      for _ in 0..<random.next(below: 12) {
        switch random.next(below: 5) {
        case 0:
          value += "aé"
          text += "aé"
        case 1:
          let (character, escape) = [("\n", "\\n"), ("\"", "\\\""), ("\\", "\\\\"), ("/", "\\/"), ("\t", "\\t")][
            Int(random.next(below: 5))]
          value += character
          text += escape
        case 2:
          value += "\u{e9}"
          text += "\\u00E9"
        case 3:
          value += "😀"
          text += "\\ud83d\\ude00"
        default:
          value += "\u{1}"
          text += "\\u0001"
        }
      }
      return (value, text + "\"")
    }
  }

  @Test func randomDocumentsReadBackToTheirValues() throws {
    var document = Document(random: SeededRandom(seed: 47))
    for _ in 0..<2_000 {
      let (value, text) = document.value(depth: 0)
      #expect(try StrictJSONParser.parse(Array(text.utf8)) == value, "\(text)")
    }
  }

  /// The largest body `POST /api/scores` reads.
  private static let largestBody = RecordLimits.standard.maximumBytes + RecordLimits.standard.maximumLines + 1_024

  @Test(arguments: ["\\n", "\\ud83d\\ude00", "\\u00e9", "é"])
  func aLargestStringOfOneConstructReadsInLinearTime(_ piece: String) throws {
    let count = (Self.largestBody - 16) / piece.utf8.count
    let body = Array(#"{"r":""#.utf8) + Array(String(repeating: piece, count: count).utf8) + Array(#""}"#.utf8)
    try expectQuick(body)
  }

  @Test func aLargestArrayOfNumbersReadsInLinearTime() throws {
    let count = (Self.largestBody - 16) / 10
    let body = "[" + Array(repeating: "-1.5e+300", count: count).joined(separator: ",") + "]"
    try expectQuick(Array(body.utf8))
  }

  @Test func aLargestRunOfDeepNestsReadsInLinearTime() throws {
    let depth = StrictJSONParser.maximumDepth - 1
    let nest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let count = (Self.largestBody - 2) / (nest.utf8.count + 1)
    let body = "[" + Array(repeating: nest, count: count).joined(separator: ",") + "]"
    try expectQuick(Array(body.utf8))
    let tooDeep = String(repeating: "[", count: StrictJSONParser.maximumDepth + 1)
    #expect(throws: StrictJSONParser.Failure(message: "the body is nested too deeply")) {
      try StrictJSONParser.parse(Array(tooDeep.utf8))
    }
  }

  /// Parses `body` and expects it to take well under the minute a quadratic reading took (the bound is loose
  /// for a debug build on a busy machine; `Benchmarks/attack.sh` prints the release build's time).
  private func expectQuick(_ body: [UInt8]) throws {
    let started = ContinuousClock.now
    _ = try StrictJSONParser.parse(body)
    let elapsed = ContinuousClock.now - started
    print("\(body.count) bytes parsed in \(elapsed)")
    #expect(elapsed < .seconds(5))
  }
}
