import Testing

@testable import GameKit

@Suite struct DecimalTextTests {
  @Test(arguments: [
    "0", "-0", "1", "-12.5", "+7", ".5", "5.", "3e-2", "1E3", "0.1", "0.30000000000000004", "123456789012345678",
    "1234567890123456789012", "2.5e-7", "-45", "  42  ", "6.02214076e23", "1e22", "1e-22",
  ])
  func readsWhatDoubleReads(text: String) {
    let expected = Double(text.trimmingCharacters(in: " "))!
    #expect(DecimalText.parse(Substring(text)) == expected)
  }

  @Test func extremeExponentsSaturate() {
    #expect(DecimalText.parse("1e400") == .infinity)
    #expect(DecimalText.parse("-1e99999999999") == -.infinity)
    #expect(DecimalText.parse("1e-400") == 0)
    #expect(abs(DecimalText.parse("1.5e300")! / 1.5e300 - 1) < 1e-15)
  }

  @Test(arguments: ["", " ", "-", ".", "e5", "1e", "1e+", "abc", "nan", "inf", "1.2.3", "--1", "0x10", "1 2", "1,5"])
  func refusesAnythingElse(text: String) {
    #expect(DecimalText.parse(Substring(text)) == nil)
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
