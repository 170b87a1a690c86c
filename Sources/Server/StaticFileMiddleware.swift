import Foundation
import HTTPTypes
import Hummingbird

/// Serves the browser app from the web root, `index.html` for `/`; `/api/…` and `/healthz` go on to the
/// routes. See ``StaticPath`` for the paths refused, ``StaticFile`` for symbolic links, ``ByteRangeRequest``
/// for `Range`, ``ContentCoding`` for the compressed copies and ``StaticMediaType`` for the types.
///
/// A file with a brotli or gzip copy is sent as the best copy the client accepts (unless it asks for a
/// range, which is always served from the file itself), with `Vary: Accept-Encoding` on every file.
/// Only the file itself says `Accept-Ranges`: a range of a compressed copy is never served, so a client
/// must not plan to resume one.
struct StaticFileMiddleware<Context: RequestContext>: RouterMiddleware {
  private let root: String
  private let fileIO = FileIO()

  /// Serves the files under `webRoot`, which is resolved once here.
  init(webRoot: String) {
    if let resolved = realpath(webRoot, nil) {
      root = String(cString: resolved)
      free(resolved)
    } else {
      root = webRoot
    }
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let rawPath = request.uri.path
    if rawPath == "/healthz" || rawPath == "/api" || rawPath.hasPrefix("/api/") {
      return try await next(request, context)
    }
    let path = try StaticPath(rawPath: rawPath)
    guard let file = StaticFile(root: root, components: path.components) else {
      throw HTTPError(.notFound, message: "not found: \(rawPath)")
    }
    guard request.method == .get || request.method == .head else {
      throw HTTPError(
        .methodNotAllowed, headers: [.allow: "GET, HEAD"], message: "\(request.method) is not allowed here")
    }
    let type = StaticMediaType(fileExtension: path.fileExtension)
    var headers: HTTPFields = [
      .contentType: type.contentType, .cacheControl: type.cacheControl, .vary: "Accept-Encoding",
    ]
    let range = request.headers[.range].flatMap { ifRange(request, matches: file) ? $0 : nil }
    if range == nil, let (coding, copy) = bestCopy(of: file, for: request) {
      headers[.contentEncoding] = coding.rawValue
      return try await respond(with: copy, eTag: file.eTag("-" + coding.rawValue), headers, request, context)
    }
    headers[.acceptRanges] = "bytes"
    switch ByteRangeRequest(header: range, size: file.size) {
    case .whole:
      return try await respond(with: file, eTag: file.eTag(), headers, request, context)
    case .unsatisfiable:
      throw HTTPError(
        .rangeNotSatisfiable, headers: [.contentRange: "bytes */\(file.size)"], message: "the range is outside the file"
      )
    case .part(let bytes):
      headers[.eTag] = file.eTag()
      headers[.contentRange] = "bytes \(bytes.lowerBound)-\(bytes.upperBound)/\(file.size)"
      headers[.contentLength] = String(bytes.count)
      let body =
        request.method == .head
        ? ResponseBody() : try await fileIO.loadFile(path: file.path, range: bytes, context: context)
      return Response(status: .partialContent, headers: headers, body: body)
    }
  }

  private func bestCopy(of file: StaticFile, for request: Request) -> (ContentCoding, StaticFile)? {
    for coding in ContentCoding.accepted(by: request.headers[.acceptEncoding]) {
      if let copy = file.copy(in: coding, root: root) { return (coding, copy) }
    }
    return nil
  }

  /// `If-Range` lets a range through only while the file is unchanged; a date or another tag means "send it all".
  private func ifRange(_ request: Request, matches file: StaticFile) -> Bool {
    guard let condition = request.headers[.ifRange] else { return true }
    return condition == file.eTag()
  }

  /// What a 304 carries of a full response's `headers`: only the fields that update the copy the
  /// client stored (its validator, how long it stays fresh, what it varies on). The client keeps the
  /// stored copy's type, encoding and security headers; repeating them cost ~130 bytes on each of the
  /// ~25 revalidations of a first visit (the service worker revalidates the files the page just loaded).
  static func notModifiedHeaders(_ headers: HTTPFields) -> HTTPFields {
    var kept = HTTPFields()
    for name in [HTTPField.Name.eTag, .cacheControl, .vary] { kept[name] = headers[name] }
    return kept
  }

  private func respond(
    with file: StaticFile, eTag: String, _ headers: HTTPFields, _ request: Request, _ context: Context
  ) async throws -> Response {
    var headers = headers
    headers[.eTag] = eTag
    if let match = request.headers[.ifNoneMatch],
      match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == eTag || $0 == "*" })
    {
      return Response(status: .notModified, headers: Self.notModifiedHeaders(headers))
    }
    headers[.contentLength] = String(file.size)
    guard request.method == .get, file.size > 0 else {
      return Response(status: .ok, headers: headers, body: ResponseBody())
    }
    let body = try await fileIO.loadFile(path: file.path, context: context)
    return Response(status: .ok, headers: headers, body: body)
  }
}
