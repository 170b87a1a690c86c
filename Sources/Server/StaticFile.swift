import Foundation

/// A regular file inside the web root, found with every symbolic link resolved: a path whose real
/// location is outside the web root (a link to `/etc/passwd`, say) is no file at all.
struct StaticFile: Equatable {
  /// The resolved path on disk.
  let path: String
  /// The size in bytes.
  let size: Int
  /// The last modification, in nanoseconds since 1970.
  let modified: Int64

  /// The file `components` name below `root` (already resolved), or `nil` when there is no regular file
  /// there or it resolves to a place outside `root`.
  init?(root: String, components: [String]) {
    self.init(root: root, path: root + "/" + components.joined(separator: "/"))
  }

  private init?(root: String, path: String) {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    let real = String(cString: resolved)
    guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
    var info = stat()
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    self.path = real
    size = Int(info.st_size)
    modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
  }

  /// The compressed copy of this file in `coding` the build wrote beside it, if there is one inside the
  /// web root that is at least as new as this file (an older one is stale and never sent).
  func copy(in coding: ContentCoding, root: String) -> StaticFile? {
    guard let copy = StaticFile(root: root, path: path + coding.fileSuffix), copy.modified >= modified else {
      return nil
    }
    return copy
  }

  /// A strong validator for this file's bytes, e.g. `"18c1f0a2b3-5f2a"`; `tag` tells the copies apart.
  func eTag(_ tag: String = "") -> String {
    "\"\(String(modified, radix: 16))-\(String(size, radix: 16))\(tag)\""
  }
}
