import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Calls a handler as soon as SIGTERM or SIGINT arrives, beside the graceful shutdown the application runs on
/// them: the server stops taking connections and waits for the requests in flight, and the handler makes
/// those that wait for a replay answer at once instead of holding the shutdown.
final class ShutdownSignals {
  private let sources: [any DispatchSourceSignal]

  /// Watches SIGTERM and SIGINT until the value is gone; `handler` runs on a global queue at each.
  init(_ handler: @escaping @Sendable () -> Void) {
    sources = [SIGTERM, SIGINT].map { number in
      // The signal's default action would end the process before the dispatch source sees it.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: handler)
      source.resume()
      return source
    }
  }

  deinit { for source in sources { source.cancel() } }
}
