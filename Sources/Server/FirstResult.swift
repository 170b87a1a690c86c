import Synchronization

/// The first of several results to arrive, awaited by one caller: later ones are dropped. Unlike a task
/// group, whose scope waits for every child, the caller resumes as soon as one result is in, so an
/// operation that never returns (a query on a database that stopped answering) cannot hold it.
package final class FirstResult<Value: Sendable>: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Value, any Error>?)
    case settled(Result<Value, any Error>)
    case taken
  }

  private let state = Mutex(State.waiting(nil))

  /// Nothing offered yet.
  package init() {}

  /// Offers `result`; returns whether it was the first.
  @discardableResult
  package func settle(_ result: Result<Value, any Error>) -> Bool {
    let waiter: CheckedContinuation<Value, any Error>?? = state.withLock { state in
      guard case .waiting(let continuation) = state else { return nil }
      state = continuation == nil ? .settled(result) : .taken
      return .some(continuation)
    }
    guard let waiter else { return false }
    waiter?.resume(with: result)
    return true
  }

  /// The first result, once one has been offered. Only one caller may wait.
  package var value: Value {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        let ready: Result<Value, any Error>? = state.withLock { state in
          switch state {
          case .settled(let result):
            state = .taken
            return result
          case .waiting:
            state = .waiting(continuation)
            return nil
          case .taken:
            preconditionFailure("FirstResult.value awaited twice")
          }
        }
        if let ready { continuation.resume(with: ready) }
      }
    }
  }
}
