import Foundation

/// A compressed copy of a static file that the build writes beside it (`app.js.br`, `app.js.gz`).
enum ContentCoding: String, CaseIterable {
  /// Brotli, in `name.br`; the smaller, so preferred at equal quality.
  case brotli = "br"
  /// Gzip, in `name.gz`.
  case gzip

  /// The file name suffix of the copy, e.g. `.br`.
  var fileSuffix: String {
    switch self {
    case .brotli: ".br"
    case .gzip: ".gz"
    }
  }

  /// The codings `acceptEncoding` (an `Accept-Encoding` value) allows, best first: by quality, brotli
  /// before gzip at equal quality; `q=0` refuses a coding, `*` stands for any coding not named.
  static func accepted(by acceptEncoding: String?) -> [ContentCoding] {
    guard let acceptEncoding else { return [] }
    var qualities: [String: Double] = [:]
    for item in acceptEncoding.split(separator: ",") {
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: [" ", "\t"]).lowercased() }
      guard let name = parts.first, !name.isEmpty else { continue }
      var quality = 1.0
      for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
        quality = Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) } ?? 0
      }
      qualities[name] = quality
    }
    let ranked = allCases.compactMap { coding -> (ContentCoding, Double)? in
      let quality = qualities[coding.rawValue] ?? qualities["*"] ?? 0
      return quality > 0 ? (coding, quality) : nil
    }
    return ranked.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.map(\.element.0)
  }
}
