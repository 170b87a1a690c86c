#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processor time the calling thread has used: what a replay's budget counts, so that a busy
/// machine (other threads, other processes) does not make an honest replay run out of time, and
/// a costly one cannot hide its cost by running slowly.
public enum ThreadCPUClock {
  /// The calling thread's processor time since it started.
  public static func now() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}
