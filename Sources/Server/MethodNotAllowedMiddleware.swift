import Hummingbird

/// Answers 405 with an `Allow` header for a method that a known API path does not take (the router alone
/// would say 404, as for a path that does not exist); static files do the same for themselves.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The methods the API path `path` takes (HEAD comes with every GET), or nil when no API route has it.
  static func allowedMethods(for path: String) -> [HTTPRequest.Method]? {
    switch path {
    case "/api/scores": return [.get, .head, .post]
    case "/api/tickets": return [.post]
    case "/healthz": return [.get, .head]
    default: return isRecordPath(path) ? [.get, .head] : nil
    }
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let methods = Self.allowedMethods(for: request.uri.path), !methods.contains(request.method) {
      let allow = methods.map(\.rawValue).joined(separator: ", ")
      throw HTTPError(
        .methodNotAllowed, headers: [.allow: allow], message: "\(request.method) is not allowed here; use \(allow)")
    }
    return try await next(request, context)
  }

  /// Whether `path` is `/api/records/ID`, the path the record route matches (one segment after the prefix,
  /// whatever it holds: the route itself answers 404 for an ID that is not a record).
  private static func isRecordPath(_ path: String) -> Bool {
    let prefix = "/api/records/"
    guard path.hasPrefix(prefix) else { return false }
    let id = path.dropFirst(prefix.count)
    return !id.isEmpty && !id.contains("/")
  }
}
