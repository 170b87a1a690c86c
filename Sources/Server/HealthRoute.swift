import Hummingbird

/// The body of `GET /healthz`.
struct HealthReport: ResponseEncodable, Decodable, Equatable {
  let status: String
  let database: String
  var error: String?
}

extension Router {
  /// Adds `GET /healthz`: 200 when the score store answers, 503 when it does not.
  func addHealthRoute(scores: some ScoreStore) {
    get("/healthz") { _, context -> EditedResponse<HealthReport> in
      var headers = HTTPFields()
      headers[.cacheControl] = "no-store"
      do {
        try await scores.ping()
        return EditedResponse(status: .ok, headers: headers, response: HealthReport(status: "ok", database: "ok"))
      } catch {
        context.logger.error("health check: the database did not answer: \(error)")
        let report = HealthReport(status: "unavailable", database: "error", error: "the database did not answer")
        return EditedResponse(status: .serviceUnavailable, headers: headers, response: report)
      }
    }
  }
}
