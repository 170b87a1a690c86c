import Foundation

/// What the processor this program runs on can do, as far as the engine's build depends on it.
enum ProcessorFeatures {
  /// Whether the processor has AVX2: the `flags` line of `/proc/cpuinfo` names it (false where that file
  /// cannot be read, so that a build for AVX2 stops with a message rather than an illegal instruction).
  static var hasAVX2: Bool {
    let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let flags = cpu.split(separator: "\n").first { $0.hasPrefix("flags") }
    return flags?.split(separator: " ").contains("avx2") ?? false
  }
}
