/// How large and how slow a request may be, and how many connections may be open at once.
///
/// NIO's HTTP decoder reads every request, and stops reading a head at ``maxHeadBytes``; the server
/// then answers a request over a limit with its status code and a sentence, and closes the connection:
/// - 414 for a request line longer than ``maxRequestLineBytes`` (in a head within ``maxHeadBytes``);
/// - 431 for a head longer than ``maxHeadBytes``, counted as the decoder counts it: the request target
///   and each header's name and value, without the separators;
/// - 400 for bytes that are not an HTTP/1.1 request, such as a TLS handshake or a request that RFC 9112
///   refuses;
/// - 408 for a request that has not arrived whole within ``requestTimeout``: counted from the moment the
///   connection was accepted for its first request, from its first byte for the next ones;
/// - 503 for a connection beyond ``maxConnections`` when every open connection is being answered or is a
///   WebSocket; otherwise the connection that has waited longest for a request head is closed, without
///   an answer, to make room for the new one.
///
/// A live page's WebSocket beyond ``maxLiveConnections`` is upgraded and closed at once with the
/// WebSocket close code 1013, try again later.
public struct RequestHeadLimits: Sendable, Hashable {
  /// The longest request line (method, target and version), in bytes. Default 8 KiB.
  public var maxRequestLineBytes = 8 * 1024
  /// The longest head, request target and header names and values together, in bytes. Default 16 KiB.
  public var maxHeadBytes = 16 * 1024
  /// How long a request may take to arrive whole. Default 10 s.
  public var requestTimeout: Duration = .seconds(10)
  /// The most connections open at once. Default 256. At the limit, a new connection closes the one
  /// that has waited longest for a request head (its first, or its next after every answer).
  public var maxConnections = 256
  /// The most live pages' WebSockets open at once, counted within ``maxConnections``. Default 192, so
  /// that live pages left open, or held open on purpose, leave 64 connections for loading pages.
  public var maxLiveConnections = 192

  /// Creates the default limits.
  public init() {}
}
