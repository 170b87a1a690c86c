/// The `Content-Type` and `Cache-Control` of a static file, chosen by its extension.
struct StaticMediaType: Equatable {
  /// The `Content-Type` value; `application/octet-stream` for an extension not listed.
  let contentType: String
  /// The `Cache-Control` value.
  let cacheControl: String

  /// The app's files have fixed names, so the browser must revalidate them (cheaply, by ETag) on every load
  /// or a new `app.js` could meet an old `kinetic.wasm`; only images and fonts may be kept a day.
  private static let revalidate = "no-cache"
  private static let keepADay = "public, max-age=86400"

  /// The type of a file with extension `fileExtension` (lowercase, without the dot). Scripts name no
  /// charset: module and worker scripts, the only kinds the app has, are always read as UTF-8.
  init(fileExtension: String) {
    switch fileExtension {
    case "html", "htm": self.init("text/html; charset=utf-8", Self.revalidate)
    case "js", "mjs": self.init("text/javascript", Self.revalidate)
    case "css": self.init("text/css; charset=utf-8", Self.revalidate)
    case "json": self.init("application/json", Self.revalidate)
    case "webmanifest": self.init("application/manifest+json", Self.revalidate)
    case "wasm": self.init("application/wasm", Self.revalidate)
    case "txt": self.init("text/plain; charset=utf-8", Self.revalidate)
    case "svg": self.init("image/svg+xml", Self.keepADay)
    case "png": self.init("image/png", Self.keepADay)
    case "ico": self.init("image/x-icon", Self.keepADay)
    case "jpg", "jpeg": self.init("image/jpeg", Self.keepADay)
    case "webp": self.init("image/webp", Self.keepADay)
    case "woff2": self.init("font/woff2", Self.keepADay)
    default: self.init("application/octet-stream", Self.revalidate)
    }
  }

  private init(_ contentType: String, _ cacheControl: String) {
    self.contentType = contentType
    self.cacheControl = cacheControl
  }
}
