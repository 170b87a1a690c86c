import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Synchronization

/// The connections open, in all and per client (``ClientKey``), shared by every ``ConnectionGuard``.
final class ConnectionCount: Sendable {
  /// How a new connection is taken.
  enum Admission: Equatable {
    /// As any other.
    case admitted
    /// Past the cap, in the reserve kept for `GET /healthz`: it answers one health check and closes.
    case healthOnly
    /// Not at all: the client holds its share, or the reserve is full too.
    case refused
  }

  private let counts = Mutex<(open: Int, byClient: [String: Int])>((0, [:]))

  /// Counts one more connection from `client` under `limits`, unless it is refused.
  func admit(client: String, limits: ConnectionLimits) -> Admission {
    counts.withLock { counts in
      guard counts.byClient[client, default: 0] < limits.maximumConnectionsPerClient,
        counts.open < limits.maximumConnections + ConnectionLimits.healthReserve
      else { return .refused }
      counts.open += 1
      counts.byClient[client, default: 0] += 1
      return counts.open <= limits.maximumConnections ? .admitted : .healthOnly
    }
  }

  /// Uncounts a connection from `client` that was admitted.
  func release(client: String) {
    counts.withLock { counts in
      counts.open -= 1
      let left = counts.byClient[client, default: 1] - 1
      counts.byClient[client] = left > 0 ? left : nil
    }
  }

  /// The connections open now.
  var current: Int { counts.withLock { $0.open } }
}

/// Guards one connection, after HTTP decoding: closes it at once when its client has
/// ``ConnectionLimits/maximumConnectionsPerClient`` open, or ``ConnectionLimits/maximumConnections`` and the
/// health reserve are open (within the reserve it answers one `GET /healthz` and 503 to anything else), closes it when a request's body takes longer than ``ConnectionLimits/requestSeconds``, and
/// answers malformed HTTP with a 400 JSON body (before a request's head; inside a body the route sees the
/// broken body and answers 400 itself) and closes the connection after it.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private var client = "unknown"
  private var admitted = false
  private var healthOnly = false
  private var inRequest = false
  private var closeAfterResponse = false
  private var closing = false
  private var deadline: Scheduled<Void>?

  /// A guard counting in `count` under `limits`.
  init(limits: ConnectionLimits, count: ConnectionCount) {
    self.limits = limits
    self.count = count
  }

  func handlerAdded(context: ChannelHandlerContext) {
    client = ClientKey(address: context.channel.remoteAddress?.ipAddress ?? "unknown").text
    switch count.admit(client: client, limits: limits) {
    case .admitted: admitted = true
    case .healthOnly: (admitted, healthOnly) = (true, true)
    case .refused: context.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    if admitted { count.release(client: client) }
    admitted = false
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    // Once this guard answered and is closing, nothing more reaches the routes.
    guard !closing else { return }
    switch unwrapInboundIn(data) {
    case .head(let head) where healthOnly:
      // A connection in the health reserve answers `GET /healthz` once; anything else hears the server is full.
      closeAfterResponse = true
      guard head.method == .get || head.method == .head, head.path?.split(separator: "?").first == "/healthz" else {
        respond(
          context, status: .serviceUnavailable,
          body: #"{"error":"the server has as many connections as it takes; try again"}"#)
        return
      }
      fallthrough
    case .head:
      inRequest = true
      let timeout = TimeAmount.seconds(Int64(limits.requestSeconds))
      deadline?.cancel()
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
        context.close(promise: nil)
      }
    case .body:
      break
    case .end:
      inRequest = false
      deadline?.cancel()
      deadline = nil
    }
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard error is HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    if inRequest {
      closeAfterResponse = true
      context.fireErrorCaught(error)
      return
    }
    respond(context, status: .badRequest, body: #"{"error":"malformed HTTP request"}"#)
  }

  /// Answers `status` with the JSON `body` itself, then closes the connection.
  private func respond(_ context: ChannelHandlerContext, status: HTTPResponse.Status, body text: String) {
    guard !closing else { return }
    closing = true
    let body = ByteBuffer(string: text)
    var fields = SecurityHeaders.all
    fields[.contentType] = "application/json; charset=utf-8"
    fields[.contentLength] = String(body.readableBytes)
    fields[.connection] = "close"
    if status == .serviceUnavailable { fields[.retryAfter] = "5" }
    context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard !closing else {
      promise?.fail(ChannelError.ioOnClosedChannel)
      return
    }
    if closeAfterResponse, case .end = unwrapOutboundIn(data) {
      closing = true
      context.writeAndFlush(data).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
      promise?.succeed(())
      return
    }
    context.write(data, promise: promise)
  }
}
