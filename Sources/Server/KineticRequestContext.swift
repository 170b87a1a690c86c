import Foundation
import Hummingbird
import NIOCore

/// The request context of every Kinetic route: Hummingbird's basics, the client's address (for rate limits),
/// and JSON written the way browsers read it most easily (ISO 8601 dates, `/` unescaped) and always the same
/// (sorted keys).
struct KineticRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// The client's IP address, or `unknown` when the connection has none (tests without a socket).
  let clientAddress: String

  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
  }

  var responseEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
