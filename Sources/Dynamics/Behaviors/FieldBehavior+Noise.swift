import Geometry

extension FieldBehavior {
  /// A smooth pseudo-random vector at lattice coordinates (`x`, `y`) and time coordinate `t`: two
  /// channels of seeded 3-D gradient (Perlin) noise, each component roughly within −1…1.
  ///
  /// The noise is zero-mean, continuous with continuous derivatives, and varies over about one
  /// lattice cell; the same seed and coordinates always give the same vector, natively and in wasm.
  /// Coordinates beyond ±2⁵² (or not finite) give zero.
  static func noise(x: Double, y: Double, t: Double, seed: UInt64) -> Vector {
    let limit = 0x1p52
    guard abs(x) < limit, abs(y) < limit, abs(t) < limit else { return .zero }
    return Vector(
      dx: gradientNoise(x, y, t, seed: seed),
      dy: gradientNoise(x, y, t, seed: seed ^ 0xA076_1D64_78BD_642F))
  }

  private static func gradientNoise(_ x: Double, _ y: Double, _ z: Double, seed: UInt64) -> Double {
    let x0 = x.rounded(.down)
    let y0 = y.rounded(.down)
    let z0 = z.rounded(.down)
    let (fx, fy, fz) = (x - x0, y - y0, z - z0)
    let (i, j, k) = (Int64(x0), Int64(y0), Int64(z0))
    func corner(_ di: Int64, _ dj: Int64, _ dk: Int64) -> Double {
      gradient(
        hash(i &+ di, j &+ dj, k &+ dk, seed: seed), fx - Double(di), fy - Double(dj), fz - Double(dk))
    }
    let (u, v, w) = (fade(fx), fade(fy), fade(fz))
    let x00 = lerp(corner(0, 0, 0), corner(1, 0, 0), u)
    let x10 = lerp(corner(0, 1, 0), corner(1, 1, 0), u)
    let x01 = lerp(corner(0, 0, 1), corner(1, 0, 1), u)
    let x11 = lerp(corner(0, 1, 1), corner(1, 1, 1), u)
    return lerp(lerp(x00, x10, v), lerp(x01, x11, v), w)
  }

  /// Perlin's quintic 6t⁵ − 15t⁴ + 10t³: flat at 0 and 1, so the noise has continuous slopes.
  private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

  private static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

  /// The dot product of (`x`, `y`, `z`) with one of the twelve cube-edge directions picked by `h`
  /// (Perlin's improved noise).
  private static func gradient(_ h: UInt64, _ x: Double, _ y: Double, _ z: Double) -> Double {
    let c = h >> 60
    let u = c < 8 ? x : y
    let v = c < 4 ? y : (c == 12 || c == 14 ? x : z)
    return (c & 1 == 0 ? u : -u) + (c & 2 == 0 ? v : -v)
  }

  /// Mixes lattice coordinates and a seed into 64 well-scrambled bits (SplitMix64's finaliser).
  private static func hash(_ i: Int64, _ j: Int64, _ k: Int64, seed: UInt64) -> UInt64 {
    var h = seed &+ UInt64(bitPattern: i) &* 0x9E37_79B9_7F4A_7C15
    h ^= UInt64(bitPattern: j) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= UInt64(bitPattern: k) &* 0x1656_67B1_9E37_79F9
    h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
    h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
    return h ^ (h >> 31)
  }
}
