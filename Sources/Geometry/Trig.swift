/// Deterministic sine, cosine and arctangent, written in Swift so native and wasm builds agree bit for bit.
///
/// The platform libm differs between glibc and wasi-libc in the last bit of a few percent of results;
/// simulation code calls these instead. The kernels are fdlibm's polynomials (error below 1 ulp on
/// the reduced range); arguments are reduced by a two-constant Cody–Waite step, accurate for |x| < 1e9.
public enum Trig {
  /// π.
  public static let pi = 3.141592653589793

  private static let pio2Hi = 1.57079632673412561417e+00
  private static let pio2Lo = 6.07710050650619224932e-11
  private static let twoOverPi = 6.36619772367581382433e-01

  /// The sine of `x` radians.
  public static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return kernelSin(r)
    case 1: return kernelCos(r)
    case 2: return -kernelSin(r)
    default: return -kernelCos(r)
    }
  }

  /// The cosine of `x` radians.
  public static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return kernelCos(r)
    case 1: return -kernelSin(r)
    case 2: return -kernelCos(r)
    default: return kernelSin(r)
    }
  }

  /// The angle of the vector (`x`, `y`) from the positive x axis, in radians, in [−π, π].
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    if x == 0 {
      if y == 0 { return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y }
      return y > 0 ? pi / 2 : -pi / 2
    }
    let base = atan(abs(y / x))
    if x > 0 { return y.sign == .minus ? -base : base }
    return y.sign == .minus ? -(pi - base) : pi - base
  }

  /// The arctangent of `x`, in radians, in [−π/2, π/2].
  public static func atan(_ x: Double) -> Double {
    if x.isNaN { return x }
    let ax = abs(x)
    if ax.isInfinite { return x > 0 ? pi / 2 : -pi / 2 }
    var t = ax
    let id: Int
    if ax < 0.4375 {
      id = -1
    } else if ax < 0.6875 {
      id = 0
      t = (2 * ax - 1) / (2 + ax)
    } else if ax < 1.1875 {
      id = 1
      t = (ax - 1) / (ax + 1)
    } else if ax < 2.4375 {
      id = 2
      t = (ax - 1.5) / (1 + 1.5 * ax)
    } else {
      id = 3
      t = -1 / ax
    }
    let z = t * t
    let w = z * z
    let s1 = z * (aT0 + w * (aT2 + w * (aT4 + w * (aT6 + w * (aT8 + w * aT10)))))
    let s2 = w * (aT1 + w * (aT3 + w * (aT5 + w * (aT7 + w * aT9))))
    let result: Double
    if id < 0 {
      result = t - t * (s1 + s2)
    } else {
      result = atanHi[id] - ((t * (s1 + s2) - atanLo[id]) - t)
    }
    return x < 0 ? -result : result
  }

  private static func reduce(_ x: Double) -> (Double, Int) {
    if abs(x) <= pi / 4 { return (x, 0) }
    let k = (x * twoOverPi).rounded(.toNearestOrEven)
    let r = (x - k * pio2Hi) - k * pio2Lo
    let q = Int64(k) & 3
    return (r, Int(q))
  }

  private static func kernelSin(_ x: Double) -> Double {
    let z = x * x
    let r = s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))
    return x + x * z * (s1 + z * r)
  }

  private static func kernelCos(_ x: Double) -> Double {
    let z = x * x
    let r = z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6)))))
    let hz = 0.5 * z
    let w = 1 - hz
    return w + (((1 - w) - hz) + z * r)
  }

  private static let s1 = -1.66666666666666324348e-01
  private static let s2 = 8.33333333332248946124e-03
  private static let s3 = -1.98412698298579493134e-04
  private static let s4 = 2.75573137070700676789e-06
  private static let s5 = -2.50507602534068634195e-08
  private static let s6 = 1.58969099521155010221e-10
  private static let c1 = 4.16666666666666019037e-02
  private static let c2 = -1.38888888888741095749e-03
  private static let c3 = 2.48015872894767294178e-05
  private static let c4 = -2.75573143513906633035e-07
  private static let c5 = 2.08757232129817482790e-09
  private static let c6 = -1.13596475577881948265e-11
  private static let aT0 = 3.33333333333329318027e-01
  private static let aT1 = -1.99999999998764832476e-01
  private static let aT2 = 1.42857142725034663711e-01
  private static let aT3 = -1.11111104054623557880e-01
  private static let aT4 = 9.09088713343650656196e-02
  private static let aT5 = -7.69187620504482999495e-02
  private static let aT6 = 6.66107313738753120669e-02
  private static let aT7 = -5.83357013379057348645e-02
  private static let aT8 = 4.97687799461593236017e-02
  private static let aT9 = -3.65315727442169155270e-02
  private static let aT10 = 1.62858201153657823623e-02
  private static let atanHi: [Double] = [
    4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e+00,
  ]
  private static let atanLo: [Double] = [
    2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17,
  ]
}
