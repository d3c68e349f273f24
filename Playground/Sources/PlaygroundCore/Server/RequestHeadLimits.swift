/// How large and how slow a request's head may be, and how many connections may be open at once.
///
/// The server checks these on the raw bytes, before any HTTP parsing, and answers a request over a limit
/// with its status code and a sentence, then closes the connection:
/// - 414 for a request line longer than ``maxRequestLineBytes``;
/// - 431 for a head (request line and headers) longer than ``maxHeadBytes``;
/// - 400 for a request line that is not `METHOD target HTTP/1.x`, such as a TLS handshake;
/// - 408 for a head that has not arrived within ``headTimeout``;
/// - 503 for a connection beyond ``maxConnections``.
public struct RequestHeadLimits: Sendable, Hashable {
  /// The longest request line (method, URL and version), in bytes. Default 8 KiB.
  public var maxRequestLineBytes = 8 * 1024
  /// The longest head, request line and headers together, in bytes. Default 16 KiB.
  public var maxHeadBytes = 16 * 1024
  /// How long a request's head may take to arrive once it has started. Default 10 s.
  public var headTimeout: Duration = .seconds(10)
  /// The most connections open at once. Default 256.
  public var maxConnections = 256

  /// Creates the default limits.
  public init() {}
}
