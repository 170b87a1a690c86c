/// Carries a coordinate from one court's layout to another's, piece by piece between landmarks
/// (edges, a wall, the paddles): a ball between two landmarks stays between the same two, at the same
/// fraction of the way, so a resize or rotation never puts it behind a paddle or into a wall.
struct CourtMap {
  /// The landmarks on the old court, in points, in increasing order.
  let from: [Double]
  /// The same landmarks on the new court, in points.
  let to: [Double]

  /// `value` on the old court, on the new one; beyond the first or last landmark the nearest piece
  /// carries on.
  func callAsFunction(_ value: Double) -> Double {
    var i = 0
    while i < from.count - 2 && value > from[i + 1] { i += 1 }
    let span = from[i + 1] - from[i]
    let t = span > 1e-9 ? (value - from[i]) / span : 0
    return to[i] + t * (to[i + 1] - to[i])
  }
}
