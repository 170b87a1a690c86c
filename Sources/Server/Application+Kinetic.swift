import Hummingbird
import Logging

/// Builds the Kinetic web application: the static app, `/healthz`, the score API and JSON errors.
/// It logs the URL once the server is listening.
public func buildApplication(
  configuration: ServerConfiguration, scores: some ScoreStore, logger: Logger = Logger(label: "kinetic")
) -> some ApplicationProtocol {
  let url = configuration.url
  return Application(
    router: buildRouter(webRoot: configuration.webRoot, scores: scores, logger: logger),
    configuration: ApplicationConfiguration(
      address: .hostname(configuration.host, port: configuration.port), serverName: "Kinetic"),
    onServerRunning: { _ in logger.info("Kinetic is serving \(url)") },
    logger: logger
  )
}

/// The routes and middleware, outermost first: JSON errors wrap the static files, which wrap the routes.
func buildRouter(webRoot: String, scores: some ScoreStore, logger: Logger) -> Router<KineticRequestContext> {
  let router = Router(context: KineticRequestContext.self)
  router.add(middleware: JSONErrorMiddleware())
  router.add(middleware: staticFiles(webRoot: webRoot, logger: logger))
  router.addHealthRoute(scores: scores)
  router.addScoreRoutes(scores: scores)
  return router
}
