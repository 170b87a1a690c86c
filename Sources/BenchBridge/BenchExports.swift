import BenchScenes
import Host
import WebBridge

// The benchmark module's app: the app's exports (WebBridge) with the benchmark scenes added.

/// Creates the app with `seed`, as `kinetic_start` does, able to open the benchmark scenes too.
@_expose(wasm, "kinetic_bench_start") @_cdecl("kinetic_bench_start")
public func kineticBenchStart(seed: UInt64) {
  host = AppHost(seed: seed, extraScenes: BenchScenes.make)
}
