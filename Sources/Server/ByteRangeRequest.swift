import Foundation

/// What a `Range` header asks of a file of a known size (RFC 9110 §14): one byte range, the whole file,
/// or nothing it can have.
///
/// Only a single range in `bytes` is honoured; another unit, several ranges or a header that does not
/// parse is ignored and the whole file is sent, as the RFC allows. A range is unsatisfiable (416) only
/// when it is well formed and starts at or past the end of the file (or is the empty suffix `bytes=-0`).
enum ByteRangeRequest: Equatable {
  /// Send the whole file with 200.
  case whole
  /// Send these bytes with 206 and `Content-Range`.
  case part(ClosedRange<Int>)
  /// Answer 416 with `Content-Range: bytes */size`.
  case unsatisfiable

  /// Reads `header` (the `Range` value, if any) against a file of `size` bytes.
  init(header: String?, size: Int) {
    guard let header else {
      self = .whole
      return
    }
    let trimmed = header.trimmingCharacters(in: [" ", "\t"])
    guard trimmed.lowercased().hasPrefix("bytes="), !trimmed.contains(",") else {
      self = .whole
      return
    }
    let spec = trimmed.dropFirst("bytes=".count).trimmingCharacters(in: [" ", "\t"])
    let bounds = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard bounds.count == 2, bounds.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else {
      self = .whole
      return
    }
    switch (Int(bounds[0]), Int(bounds[1])) {
    case (nil, let suffix?) where bounds[0].isEmpty:
      self = suffix == 0 || size == 0 ? .unsatisfiable : .part(max(0, size - suffix)...size - 1)
    case (let first?, nil) where bounds[1].isEmpty:
      self = first >= size ? .unsatisfiable : .part(first...size - 1)
    case (let first?, let last?):
      if last < first {
        self = .whole
      } else {
        self = first >= size ? .unsatisfiable : .part(first...min(last, size - 1))
      }
    default:
      self = .whole
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
