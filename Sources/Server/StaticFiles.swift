import Hummingbird
import Logging

/// Serves the browser app from `webRoot`, with `index.html` for `/`.
///
/// Hummingbird already maps `.wasm` to `application/wasm`, `.webmanifest` to
/// `application/manifest+json` and `.js`/`.mjs` to `text/javascript`; the tests pin that down.
func staticFiles<Context: RequestContext>(
  webRoot: String, logger: Logger
) -> FileMiddleware<Context, LocalFileSystem> {
  FileMiddleware(webRoot, cacheControl: appCacheControl, searchForIndexHtml: true, logger: logger)
}

/// The app's files have fixed names, so the browser must revalidate them (cheaply, by ETag) on
/// every load or a new `app.js` could meet an old `kinetic.wasm`; only images may be kept a day.
private let appCacheControl = CacheControl([
  (.textHtml, [.noCache]),
  (.textJavascript, [.noCache]),
  (.textCss, [.noCache]),
  (.applicationWasm, [.noCache]),
  (.applicationManifest, [.noCache]),
  (.applicationJson, [.noCache]),
  (MediaType(type: .image), [.public, .maxAge(86_400)]),
  (MediaType(type: .font), [.public, .maxAge(86_400)]),
])
