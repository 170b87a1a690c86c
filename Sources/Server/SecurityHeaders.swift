import HTTPTypes
import Hummingbird

/// The headers every response carries, whether a file, an API answer or an error.
///
/// The Content-Security-Policy allows exactly what the app uses: its own scripts, styles, images, manifest,
/// service worker and API, and compiling WebAssembly (`'wasm-unsafe-eval'`, which allows no JavaScript
/// `eval`); no inline script or style, no plugin, no form, no framing by any page.
enum SecurityHeaders {
  /// The Content-Security-Policy value.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self'; "
    + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// The headers, to add to a response.
  static let fields: HTTPFields = [
    .contentSecurityPolicy: contentSecurityPolicy,
    .xContentTypeOptions: "nosniff",
    HTTPField.Name("Referrer-Policy")!: "no-referrer",
    HTTPField.Name("Cross-Origin-Opener-Policy")!: "same-origin",
  ]
}

/// Adds ``SecurityHeaders`` to every response that passes through it; outermost, so errors get them too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    for field in SecurityHeaders.fields { response.headers[field.name] = field.value }
    return response
  }
}
