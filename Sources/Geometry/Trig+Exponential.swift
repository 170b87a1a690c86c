extension Trig {
  /// The natural logarithm of a positive finite `x`, within a few ulps, from plain IEEE arithmetic
  /// (so native and wasm builds agree bit for bit).
  public static func log(_ x: Double) -> Double {
    var e = Double(x.exponent)
    var m = x.significand
    if m > 1.4142135623730951 {
      m /= 2
      e += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    for k in 0..<12 {
      sum += term / Double(2 * k + 1)
      term *= s2
    }
    return e * ln2Hi + (e * ln2Lo + 2 * sum)
  }

  /// e raised to `y`, within a few ulps, from plain IEEE arithmetic.
  public static func exp(_ y: Double) -> Double {
    if y.isNaN { return y }
    if y > 709.8 { return .infinity }
    if y < -745.2 { return 0 }
    let k = (y / (ln2Hi + ln2Lo)).rounded(.toNearestOrEven)
    let r = (y - k * ln2Hi) - k * ln2Lo
    var sum = 1.0
    for n in stride(from: 17, through: 1, by: -1) { sum = 1 + sum * r / Double(n) }
    return Double(sign: .plus, exponent: Int(k), significand: sum)
  }

  private static let ln2Hi = 6.93147180369123816490e-01
  private static let ln2Lo = 1.90821492927058770002e-10
}
