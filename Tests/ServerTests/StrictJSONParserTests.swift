import Testing

@testable import Server

@Suite("Strict JSON")
struct StrictJSONParserTests {
  private func parse(_ text: String) throws(StrictJSONParser.Failure) -> JSONValue {
    try StrictJSONParser.parse(Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\ud83d\ude00\n"} "#)
    #expect(
      value
        == .object([
          "a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]),
          "b": .string("xé😀\n"),
        ]))
  }

  @Test(arguments: [
    #"{"a": 1,}"#, #"[1,]"#, #"{"a" 1}"#, "01", "1.", ".5", "-", "+1", #"{"a": 1} x"#, #""\x""#, #""\u12g4""#,
    #""\ud800""#, #""\ud800\u0041""#, "\"a\tb\"", "'a'", "NaN", "Infinity", "[1 2]", "",
  ])
  func malformedTextIsRefused(_ text: String) {
    #expect(throws: StrictJSONParser.Failure(message: "the body is not valid JSON")) { try parse(text) }
  }

  @Test func duplicateKeysAreRefusedAtAnyDepth() {
    #expect(throws: StrictJSONParser.Failure(message: #"duplicate key "score""#)) {
      try parse(#"{"score": 1, "score": 2}"#)
    }
    #expect(throws: StrictJSONParser.Failure(message: #"duplicate key "a""#)) { try parse(#"[{"a": 1, "a": 1}]"#) }
  }

  @Test func byteOrderMarkAndOtherEncodingsAreRefused() {
    #expect(throws: StrictJSONParser.Failure(message: "the body must not start with a byte-order mark")) {
      try StrictJSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    }
    let utf16 = Array(#"{"a":1}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(throws: StrictJSONParser.Failure(message: "the body is not valid JSON")) {
      try StrictJSONParser.parse(utf16)
    }
    #expect(throws: StrictJSONParser.Failure(message: "the body must be UTF-8")) {
      try StrictJSONParser.parse([0xFF, 0xFE] + utf16)
    }
  }

  @Test func deepNestingIsRefused() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: StrictJSONParser.Failure(message: "the body is nested too deeply")) { try parse(deep) }
    let fine = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    #expect(throws: Never.self) { try parse(fine) }
  }

  @Test func onlyPlainDigitsAreIntegers() {
    #expect(JSONValue.number("-42").integer == -42)
    #expect(JSONValue.number("9223372036854775807").integer == Int64.max)
    for text in ["2.0", "2e0", "2E0", "1.99999999999999999999", "9223372036854775808"] {
      #expect(JSONValue.number(text).integer == nil, "\(text)")
    }
  }
}
