import Geometry

extension FieldBehavior {
  /// How much of the field's strength reaches `distance` points from its position:
  /// max(`distance`, `minimumRadius`) raised to the power −`falloff` (1 when `falloff` is 0).
  ///
  /// Uses `Trig.log` and `Trig.exp` (plain IEEE arithmetic), so native and wasm builds agree bit for bit.
  static func falloffScale(distance: Double, falloff: Double, minimumRadius: Double) -> Double {
    if falloff == 0 { return 1 }
    let d = max(distance, minimumRadius)
    guard d > 0, d.isFinite else { return 0 }
    if falloff == 1 { return 1 / d }
    if falloff == 2 { return 1 / (d * d) }
    return Trig.exp(-falloff * Trig.log(d))
  }
}
