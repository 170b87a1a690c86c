import Foundation
import Hummingbird

/// The request context of every Kinetic route: Hummingbird's basics with JSON written the way
/// browsers read it most easily (ISO 8601 dates, `/` unescaped) and always the same (sorted keys).
struct KineticRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage

  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
  }

  var responseEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
