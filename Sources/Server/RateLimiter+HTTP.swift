import Hummingbird

extension RateLimiter {
  /// Takes a POST from `address` under `name`, or refuses it with 429 and `Retry-After` (seconds).
  func requireAllowance(from address: String, name: String) throws(HTTPError) {
    switch allowPost(from: address, name: name) {
    case .allowed:
      return
    case .tooManyPosts(let seconds):
      throw HTTPError(
        .tooManyRequests, headers: [.retryAfter: String(seconds)],
        message: "too many scores from this address; try again in \(seconds) s")
    case .tooManyNames(let seconds):
      throw HTTPError(
        .tooManyRequests, headers: [.retryAfter: String(seconds)],
        message: "too many new names from this address; try again in \(seconds) s")
    }
  }
}
