import Hummingbird

/// Answers 405 with an `Allow` header for a method that a known API path does not take (the router alone
/// would say 404, as for a path that does not exist); static files do the same for themselves.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Each API path and the methods it takes (HEAD comes with every GET).
  static var allowed: [String: [HTTPRequest.Method]] {
    ["/api/scores": [.get, .head, .post], "/healthz": [.get, .head]]
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let methods = Self.allowed[request.uri.path], !methods.contains(request.method) {
      let allow = methods.map(\.rawValue).joined(separator: ", ")
      throw HTTPError(
        .methodNotAllowed, headers: [.allow: allow], message: "\(request.method) is not allowed here; use \(allow)")
    }
    return try await next(request, context)
  }
}
