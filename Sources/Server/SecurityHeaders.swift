import HTTPTypes
import Hummingbird

/// The headers responses carry, whether a file, an API answer or an error.
///
/// The Content-Security-Policy allows exactly what the app uses: its own scripts, styles, images, manifest,
/// service worker and API, and compiling WebAssembly (`'wasm-unsafe-eval'`, which allows no JavaScript
/// `eval`); no inline script or style, no plugin, no form, no framing by any page.
///
/// A policy and an opener policy take effect only on a response that becomes a document or starts a worker;
/// a browser ignores them on a script, style sheet or module the page loads. A referrer policy on such a
/// subresource would only replace the page's own for what it fetches in turn, and without one those fetches
/// keep the page's `no-referrer`. So those subresources carry only `nosniff`, and so does the web app
/// manifest, which a browser reads as data (opened on its own, it is shown as text, which no policy acts
/// on). Anything else carries all of them: pages, the service worker, images (an SVG opened on its own is
/// a document), JSON and errors.
enum SecurityHeaders {
  /// The Content-Security-Policy value.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; "
    + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// What every response carries: no type sniffing.
  static let everyResponse: HTTPFields = [.xContentTypeOptions: "nosniff"]

  /// What a response that may become a document or a worker carries besides.
  static let documents: HTTPFields = [
    HTTPField.Name("Referrer-Policy")!: "no-referrer",
    .contentSecurityPolicy: contentSecurityPolicy,
    HTTPField.Name("Cross-Origin-Opener-Policy")!: "same-origin",
  ]

  /// Every header, for a response that may be shown as a document.
  static let all: HTTPFields = {
    var fields = everyResponse
    for field in documents { fields[field.name] = field.value }
    return fields
  }()

  /// The content types of subresources that never become a document: scripts, style sheets, WebAssembly,
  /// the web app manifest.
  private static let subresourceTypes = [
    "text/javascript", "text/css", "application/wasm", "application/manifest+json",
  ]

  /// The service worker's script, which takes its policy from its own response.
  private static let serviceWorkerPath = "/sw.js"

  /// Whether the response to `path` with `contentType` can only be a subresource.
  static func isSubresource(path: String, contentType: String?) -> Bool {
    guard let contentType, path != serviceWorkerPath else { return false }
    return subresourceTypes.contains { contentType.hasPrefix($0) }
  }
}

/// Adds ``SecurityHeaders`` to every response that passes through it but a 304 (the client keeps those its
/// stored copy came with); outermost, so errors get them too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    // A 304 updates the copy the client stored, which kept the headers it came with.
    guard response.status != .notModified else { return response }
    for field in SecurityHeaders.everyResponse { response.headers[field.name] = field.value }
    if !SecurityHeaders.isSubresource(path: request.uri.path, contentType: response.headers[.contentType]) {
      for field in SecurityHeaders.documents { response.headers[field.name] = field.value }
    }
    return response
  }
}
