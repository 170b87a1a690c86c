/// Reads decimal numbers from text without the C library, the same way natively and in wasm:
/// `Double(String)` needs `strtod`, which Embedded Swift does not link.
enum DecimalText {
  /// The number in `text` — optional sign, digits with an optional decimal point, optional
  /// exponent (`-12.5`, `.5`, `3e-2`); surrounding spaces are allowed. Exponents beyond the
  /// doubles' range give ±infinity or ±0. Nil for anything else, including `nan` and `inf`.
  ///
  /// Exact for up to 19 significant digits and exponents up to 22 (within an ulp otherwise).
  static func parse(_ text: Substring) -> Double? {
    var bytes = Array(text.utf8)
    while bytes.last == 0x20 { bytes.removeLast() }
    var i = bytes.firstIndex { $0 != 0x20 } ?? bytes.count
    var negative = false
    if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B {
      negative = bytes[i] == 0x2D
      i += 1
    }
    var mantissa: UInt64 = 0
    var exponent = 0
    var digits = 0
    var sawPoint = false
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x2E, !sawPoint {
        sawPoint = true
      } else if c >= 0x30, c <= 0x39 {
        digits += 1
        if mantissa < 1_000_000_000_000_000_000 {
          mantissa = mantissa * 10 + UInt64(c - 0x30)
          if sawPoint { exponent -= 1 }
        } else if !sawPoint {
          exponent += 1
        }
      } else {
        break
      }
      i += 1
    }
    guard digits > 0 else { return nil }
    if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
      i += 1
      var exponentNegative = false
      if i < bytes.count, bytes[i] == 0x2D || bytes[i] == 0x2B {
        exponentNegative = bytes[i] == 0x2D
        i += 1
      }
      var written = 0
      var exponentDigits = 0
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
        written = min(written * 10 + Int(bytes[i] - 0x30), 100_000)
        exponentDigits += 1
        i += 1
      }
      guard exponentDigits > 0 else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard i == bytes.count else { return nil }
    let magnitude = scale(Double(mantissa), byPowerOfTen: exponent)
    return negative ? -magnitude : magnitude
  }

  private static let exactPowers: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]

  private static func scale(_ x: Double, byPowerOfTen exponent: Int) -> Double {
    guard x != 0 else { return 0 }
    var result = x
    var left = exponent
    while left > 22 {
      result *= 1e22
      left -= 22
      if result.isInfinite { return result }
    }
    while left < -22 {
      result /= 1e22
      left += 22
      if result == 0 { return 0 }
    }
    return left >= 0 ? result * exactPowers[left] : result / exactPowers[-left]
  }
}
