import Synchronization
import _FoundationICU

/// The Unicode TR39 skeleton of a name: two names with the same skeleton look alike (Latin `Ada` and Cyrillic
/// `Аda`, `rn` and `m`, `l0l` and `I0I`), so the board keeps only the first player who took one.
///
/// Computed by ICU's spoof checker (`uspoof_getSkeleton`) from the ICU the Swift toolchain ships for
/// Foundation, whose confusables data follows the toolchain's Unicode version; no table of our own to keep
/// up to date, and nothing of it runs in the browser.
package enum NameSkeleton {
  /// The skeleton of `name`; a name ICU cannot process is its own skeleton.
  package static func of(_ name: String) -> String {
    checker.withLock { checker in
      var status = U_ZERO_ERROR
      let source = Array(name.utf8CString)
      var output = [CChar](repeating: 0, count: source.count * 8 + 16)
      let length = swift_uspoof_getSkeletonUTF8(
        checker.pointer, 0, source, Int32(source.count - 1), &output, Int32(output.count), &status)
      guard status.rawValue <= U_ZERO_ERROR.rawValue, length >= 0 else { return name }
      return String(decoding: output.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  /// An ICU spoof checker; ICU's checkers may be shared for skeletons, the lock keeps it simple.
  private struct Checker: @unchecked Sendable {
    let pointer: OpaquePointer?
  }

  private static let checker: Mutex<Checker> = {
    var status = U_ZERO_ERROR
    return Mutex(Checker(pointer: swift_uspoof_open(&status)))
  }()
}
