import Foundation
import Hummingbird
import Synchronization

/// Bounds what serving records (`GET /api/records/ID`, up to megabytes each) may hold: a few answers per network
/// and a few more in all are being read from the store or written out at once, each written in small pieces
/// that wait for the client to read, so that clients who ask for a long record many times and read nothing
/// hold neither the server's memory nor its threads. Another answer meanwhile is 503 with `Retry-After`.
final class RecordServing: Sendable {
  /// Answers one network may have in progress.
  let perNetwork: Int
  /// Answers in progress in all.
  let total: Int
  private let state = Mutex(PlaceCount())

  /// Limits of `perNetwork` answers for one network and `total` in all.
  init(perNetwork: Int = 2, total: Int = 16) {
    self.perNetwork = perNetwork
    self.total = total
  }

  /// An answer's place, held until its body is written or the value is gone, whichever comes first.
  final class Place: Sendable {
    private let serving: RecordServing
    private let network: String
    private let given = Atomic<Bool>(false)

    fileprivate init(serving: RecordServing, network: String) {
      self.serving = serving
      self.network = network
    }

    /// Gives the place back (once, however often it is called).
    func giveBack() {
      guard !given.exchange(true, ordering: .acquiringAndReleasing) else { return }
      serving.release(network)
    }

    deinit { giveBack() }
  }

  /// A place for an answer to `network`; 503 with `Retry-After` when none is free.
  func take(for network: String) throws(HTTPError) -> Place {
    let taken = state.withLock { places in
      guard places.total < total, places.held(by: network) < perNetwork else { return false }
      places.take(for: network)
      return true
    }
    guard taken else {
      throw HTTPError(
        .serviceUnavailable, headers: [.retryAfter: "1"], message: "too many records are being sent; try again")
    }
    return Place(serving: self, network: network)
  }

  private func release(_ network: String) {
    state.withLock { places in places.giveBack(for: network) }
  }

  /// The response carrying `json`, written in pieces of `pieceBytes`, each waiting for the client to take the
  /// last; `place` is given back once the body is written or the response is gone.
  static func response(_ json: ByteBuffer, headers: HTTPFields, holding place: Place, pieceBytes: Int = 64 << 10)
    -> Response
  {
    Response(
      status: .ok, headers: headers,
      body: ResponseBody(contentLength: json.readableBytes) { writer in
        defer { place.giveBack() }
        var rest = json
        while rest.readableBytes > 0, let piece = rest.readSlice(length: min(pieceBytes, rest.readableBytes)) {
          try await writer.write(piece)
        }
        try await writer.finish(nil)
      })
  }
}
