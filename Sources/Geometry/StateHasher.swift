/// An FNV-1a 64-bit hash over the exact bits of numbers, for checksums of simulation state that
/// must match across native and wasm builds.
public struct StateHasher: Sendable {
  /// The hash of everything combined so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates an empty hasher.
  public init() {}

  /// Mixes in the 64 bits of `x`.
  public mutating func combine(_ x: UInt64) {
    var v = x
    for _ in 0..<8 {
      value ^= v & 0xff
      value = value &* 0x0000_0100_0000_01b3
      v >>= 8
    }
  }

  /// Mixes in the exact bit pattern of `x` (−0 and +0 differ; every NaN hashes alike).
  public mutating func combine(_ x: Double) { combine(x.isNaN ? 0x7ff8_0000_0000_0000 : x.bitPattern) }
  /// Mixes in an integer.
  public mutating func combine(_ x: Int64) { combine(UInt64(bitPattern: x)) }
  /// Mixes in a point's coordinates.
  public mutating func combine(_ p: Point) {
    combine(p.x)
    combine(p.y)
  }
  /// Mixes in a vector's components.
  public mutating func combine(_ v: Vector) {
    combine(v.dx)
    combine(v.dy)
  }

  /// The hash as 16 lowercase hexadecimal digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.utf8.count) + digits
  }
}
