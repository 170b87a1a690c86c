import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import Synchronization

/// The number of connections open, shared by every ``ConnectionGuard``.
final class ConnectionCount: Sendable {
  private let open = Atomic<Int>(0)

  /// Counts one more connection and tells whether it fits under `maximum`; uncounts it when it does not.
  func admit(maximum: Int) -> Bool {
    let count = open.wrappingAdd(1, ordering: .relaxed).newValue
    guard count <= maximum else {
      open.wrappingSubtract(1, ordering: .relaxed)
      return false
    }
    return true
  }

  /// Uncounts a connection that was admitted.
  func release() {
    open.wrappingSubtract(1, ordering: .relaxed)
  }

  /// The connections open now.
  var current: Int { open.load(ordering: .relaxed) }
}

/// Guards one connection, after HTTP decoding: closes it at once when ``ConnectionLimits/maximumConnections``
/// are already open, closes it when a request's body takes longer than ``ConnectionLimits/requestSeconds``, and
/// answers malformed HTTP with a 400 JSON body (before a request's head; inside a body the route sees the
/// broken body and answers 400 itself) and closes the connection after it.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let limits: ConnectionLimits
  private let count: ConnectionCount
  private var admitted = false
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
    admitted = count.admit(maximum: limits.maximumConnections)
    if !admitted { context.close(promise: nil) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    if admitted { count.release() }
    admitted = false
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
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
    guard !closing else { return }
    closing = true
    let body = ByteBuffer(string: #"{"error":"malformed HTTP request"}"#)
    var fields = SecurityHeaders.all
    fields[.contentType] = "application/json; charset=utf-8"
    fields[.contentLength] = String(body.readableBytes)
    fields[.connection] = "close"
    context.write(wrapOutboundOut(.head(HTTPResponse(status: .badRequest, headerFields: fields))), promise: nil)
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
