/// How long a client may take and how many connections may be open at once.
///
/// A connection that sends nothing, or only part of a request's head, is closed after ``idleSeconds``; one that
/// sent a head but not the whole body is closed ``requestSeconds`` after the head arrived. Connections past
/// ``maximumConnections`` are closed as soon as they are accepted, so slow clients can never use up the
/// process's file descriptors and `/healthz` keeps answering.
public struct ConnectionLimits: Sendable, Equatable {
  /// The most connections open at once.
  public var maximumConnections: Int
  /// The most connections one client (``ClientKey``) may have open at once: well below
  /// ``maximumConnections``, so that one client cannot take them all.
  public var maximumConnectionsPerClient = 256
  /// Connections kept past ``maximumConnections`` for `GET /healthz` alone, so that a full server still tells
  /// its load balancer how it is: each answers one health check and closes.
  public static let healthReserve = 32
  /// Seconds a connection may wait without a complete request head (before its first or between requests).
  public var idleSeconds: Int
  /// Seconds a request's body may take to arrive once its head has.
  public var requestSeconds: Int

  /// Creates limits from explicit values (each at least 1).
  public init(maximumConnections: Int, idleSeconds: Int, requestSeconds: Int) {
    self.maximumConnections = max(1, maximumConnections)
    self.idleSeconds = max(1, idleSeconds)
    self.requestSeconds = max(1, requestSeconds)
  }

  /// 16,000 connections (the server raises its file limit to fit, or lowers this to fit the limit), 10 s to
  /// send a head and 10 s for a body.
  public static let standard = ConnectionLimits(maximumConnections: 16_000, idleSeconds: 10, requestSeconds: 10)
}
