import Foundation

/// The test process's limit on open files, raised for tests that hold thousands of sockets open.
enum OpenFileLimit {
  /// Raises the soft limit to at least `wanted` descriptors: up to the hard limit for anyone, and past it where
  /// the process may (as root). Returns the soft limit now in force, which may still be below `wanted`.
  static func raise(toAtLeast wanted: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
    let target = rlim_t(wanted)
    if limit.rlim_cur < target {
      var raised = limit
      raised.rlim_cur = min(target, limit.rlim_max)
      if limit.rlim_max < target {
        raised.rlim_cur = target
        raised.rlim_max = target
      }
      if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 {
        limit = raised
      } else if limit.rlim_cur < limit.rlim_max {
        raised = limit
        raised.rlim_cur = limit.rlim_max
        if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
      }
    }
    return Int(clamping: limit.rlim_cur)
  }
}
