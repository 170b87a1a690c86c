import Hummingbird

/// Turns every error into a JSON body `{"error": "..."}` with the error's status (500 for
/// errors that carry none), so no client ever gets an empty or HTML error page.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError {
      let message = error.body ?? defaultMessage(for: error.status, request: request)
      // A refused run (stolen, renamed, replayed, not its ticket's) is worth an operator's look.
      if error.status == .conflict {
        context.logger.notice("\(request.method) \(request.uri.path) refused (409): \(message)")
      }
      var response = try errorResponse(status: error.status, message: message, request: request, context: context)
      response.headers.append(contentsOf: error.headers)
      return response
    } catch let error as any HTTPResponseError {
      let message = defaultMessage(for: error.status, request: request)
      return try errorResponse(status: error.status, message: message, request: request, context: context)
    } catch {
      context.logger.error("\(request.method) \(request.uri.path) failed: \(error)")
      return try errorResponse(
        status: .internalServerError, message: "internal server error", request: request, context: context)
    }
  }

  private func defaultMessage(for status: HTTPResponse.Status, request: Request) -> String {
    guard status == .notFound else { return status.reasonPhrase.lowercased() }
    if request.uri.path.hasPrefix("/api/") {
      return "no such endpoint: \(request.method) \(request.uri.path)"
    }
    return "not found: \(request.uri.path)"
  }

  private func errorResponse(
    status: HTTPResponse.Status, message: String, request: Request, context: Context
  ) throws -> Response {
    var response = try context.responseEncoder.encode(ErrorBody(error: message), from: request, context: context)
    response.status = status
    return response
  }
}

/// The JSON shape of every error response.
struct ErrorBody: Codable, Equatable {
  let error: String
}
