import Hummingbird

extension RateLimiter {
  /// Takes a POST from `client`, or refuses it with 429 and `Retry-After` (seconds).
  func requirePost(from client: ClientKey) throws(HTTPError) {
    try answer(allowPost(from: client.text))
  }

  /// Holds `name` for `network` (``holdName(_:from:)``), or refuses with 429 and `Retry-After` a new name past
  /// its allowance.
  func requireName(_ name: String, from network: String) throws(HTTPError) {
    try answer(holdName(name, from: network))
  }

  private func answer(_ decision: Decision) throws(HTTPError) {
    switch decision {
    case .allowed:
      return
    case .tooManyPosts(let seconds):
      throw HTTPError(
        .tooManyRequests, headers: [.retryAfter: String(seconds)],
        message: "too many scores from this address; try again in \(seconds) s")
    case .tooManyNames(let seconds):
      throw HTTPError(
        .tooManyRequests, headers: [.retryAfter: String(seconds)],
        message: "too many new names from this network; try again in \(seconds) s")
    }
  }
}
