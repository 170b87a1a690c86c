/// A seeded pseudo-random generator (xoshiro256**, seeded through SplitMix64) that gives the same
/// sequence natively and in wasm.
///
/// Use its own `nextDouble()` and `next(below:)` in simulation code: the standard library's
/// `Int.random(in:using:)` and `shuffle(using:)` differ on wasm32, where `Int` is 32 bits.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Creates a generator whose whole sequence is determined by `seed`.
  public init(seed: UInt64) {
    var x = seed
    func splitMix() -> UInt64 {
      x &+= 0x9E37_79B9_7F4A_7C15
      var z = x
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    s0 = splitMix()
    s1 = splitMix()
    s2 = splitMix()
    s3 = splitMix()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, 45)
    return result
  }

  /// A uniformly distributed number in [0, 1).
  public mutating func nextDouble() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A uniformly distributed number in [`lower`, `upper`).
  public mutating func nextDouble(in lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * nextDouble()
  }

  /// A uniformly distributed integer in [0, `bound`) (`bound` > 0), without modulo bias.
  public mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "bound must be positive")
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let v = next()
      if v < limit { return v % bound }
    }
  }

  private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
