import GameKit
import Geometry

/// The scenes that exist only to be timed, for `AppHost(seed:extraScenes:)`: the native
/// `kinetic bench frames` and `kinetic simulate --input-log`, and the benchmark module's
/// `kinetic_bench_start`, open them by id. The app players download knows none of them.
public enum BenchScenes {
  /// The scene with benchmark id `id`, laid out for `size`; nil for any other id.
  public static func make(_ id: String, seed: UInt64, size: Size) -> (any GameScene)? {
    switch id {
    case AnimatorBenchScene.id: AnimatorBenchScene(size: size)
    case SetBusyTableScene.id: SetBusyTableScene(seed: seed, size: size)
    default: nil
    }
  }
}
