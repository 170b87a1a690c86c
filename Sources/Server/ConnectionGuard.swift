import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Synchronization

/// Guards one connection, after HTTP decoding: closes it at once when its client has
/// ``ConnectionLimits/maximumConnectionsPerClient`` open, or ``ConnectionLimits/maximumConnections`` are open,
/// none of them idle and the health reserve full (a trusted proxy, whose connections carry many clients, has no
/// cap of its own but the global one) (within the reserve it answers one `GET /healthz` and 503 to
/// anything else); tells ``ConnectionCount`` when it is idle (waiting for a request, or for the rest of its
/// head), so that a full server closes the longest idle connection for a new one; closes it when a request's
/// body takes longer than ``ConnectionLimits/requestSeconds``; and
/// answers malformed HTTP with a 400 JSON body (before a request's head; inside a body the route sees the
/// broken body and answers 400 itself) and closes the connection after it.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private let proxies: ClientAddressResolver
  private var client = "unknown"
  private var admitted = false
  private var healthOnly = false
  private var inRequest = false
  private var closeAfterResponse = false
  private var closing = false
  private var deadline: Scheduled<Void>?

  /// A guard counting in `count` under `limits`, with no per-client cap for the trusted proxies of `proxies`.
  init(limits: ConnectionLimits, count: ConnectionCount, proxies: ClientAddressResolver) {
    self.limits = limits
    self.count = count
    self.proxies = proxies
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let peer = context.channel.remoteAddress?.ipAddress ?? "unknown"
    client = ClientKey(address: peer).text
    switch count.admit(client: client, limits: limits, capped: !proxies.isTrusted(peer)) {
    case .admitted:
      admitted = true
      count.idle(context.channel)
    case .healthOnly: (admitted, healthOnly) = (true, true)
    case .refused: context.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    count.busy(context.channel)
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
      count.busy(context.channel)
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
    if admitted, !healthOnly, !closeAfterResponse, case .end = unwrapOutboundIn(data) {
      // Answered: idle until the next request's head.
      count.idle(context.channel)
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
