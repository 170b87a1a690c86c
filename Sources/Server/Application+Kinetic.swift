import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Builds the Kinetic web application: the static app, `/healthz`, the score API and JSON errors, over HTTP/1.1
/// with the configuration's connection limits. It logs the URL once the server is listening.
///
/// Scores are verified by replaying their records (``ReplayVerifier``) unless `verifier` says otherwise.
public func buildApplication(
  configuration: ServerConfiguration, scores: some ScoreStore, verifier: (any RecordVerifier)? = nil,
  tickets: RunTicketKeeper, logger: Logger = Logger(label: "kinetic")
) -> some ApplicationProtocol {
  let url = configuration.url
  let limits = configuration.connectionLimits
  let count = ConnectionCount()
  let clients = ClientAddressResolver(trusted: configuration.trustedProxies)
  let http = HTTP1Channel.Configuration(
    additionalChannelHandlers: [ConnectionGuard(limits: limits, count: count, proxies: clients)],
    idleTimeout: .seconds(Int64(limits.idleSeconds)))
  let verifier = verifier ?? ReplayVerifier(configuration)
  return Application(
    router: buildRouter(
      webRoot: configuration.webRoot, scores: scores, limiter: RateLimiter(limits: configuration.rateLimits),
      verifier: verifier, tickets: tickets, requiresTickets: configuration.requiresRunTickets,
      clients: clients),
    server: .http1(configuration: http),
    // No `Server` header: it tells a client nothing it needs, names the software to anyone probing
    // it, and costs ~17 bytes on each of the ~37 responses of a first visit.
    configuration: ApplicationConfiguration(
      address: .hostname(configuration.host, port: configuration.port), serverName: nil, backlog: 4096),
    onServerRunning: { _ in logger.info("Kinetic is serving \(url)") },
    logger: logger
  )
}

/// The routes and middleware, outermost first: security headers on everything, JSON errors, 405 for known
/// API paths, the static files, then the routes.
func buildRouter(
  webRoot: String, scores: some ScoreStore, limiter: RateLimiter, verifier: some RecordVerifier,
  tickets: RunTicketKeeper, requiresTickets: Bool = true, clients: ClientAddressResolver
) -> Router<KineticRequestContext> {
  let router = Router(context: KineticRequestContext.self, options: .autoGenerateHeadEndpoints)
  router.add(middleware: SecurityHeadersMiddleware())
  router.add(middleware: JSONErrorMiddleware())
  router.add(middleware: MethodNotAllowedMiddleware())
  router.add(middleware: StaticFileMiddleware(webRoot: webRoot))
  router.addHealthRoute(scores: scores)
  router.addScoreRoutes(
    scores: scores, limiter: limiter, verifier: verifier, tickets: tickets, requiresTickets: requiresTickets,
    clients: clients)
  router.addTicketRoutes(limiter: limiter, tickets: tickets, clients: clients)
  return router
}
