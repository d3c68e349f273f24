import NIOHTTP1

/// What the server checks on each request head that NIO's decoder has read, before the request is
/// routed or upgraded; the ``RequestGate`` answers a refused request itself.
///
/// In order:
/// - 414 for a request line over ``RequestHeadLimits/maxRequestLineBytes``;
/// - 405 for `CONNECT`, which asks for a tunnel;
/// - 400 for a target that is neither a path nor an `http` URL, for two `Host` headers, for an
///   HTTP/1.1 request without one, and for a `Host` that is not a host and port (RFC 9112, 3.2);
/// - 421 for an authority that names another host: the target's own when the target is a whole URL,
///   the `Host` header's otherwise (see ``HostCheck``);
/// - 403 for a WebSocket upgrade from another site's page (cross-site WebSocket hijacking): browsers
///   always send the page's `Origin`; a client that is not a browser may send none.
struct RequestHeadCheck: Sendable {
  /// The limits on a request's size.
  let limits: RequestHeadLimits
  /// The hosts and origins accepted.
  let hosts: HostCheck

  /// Why `head` is refused, or `nil` when it may be routed.
  func refusal(for head: HTTPRequestHead) -> Refusal? {
    let requestLine = head.method.rawValue.utf8.count + head.uri.utf8.count + " HTTP/1.1".utf8.count + 1
    guard requestLine <= limits.maxRequestLineBytes else {
      return Refusal(
        status: .uriTooLong,
        sentence:
          "The request line is over \(limits.maxRequestLineBytes) bytes; the playground's URLs are short.")
    }
    guard head.method != .CONNECT else {
      return Refusal(
        status: .methodNotAllowed, sentence: "The playground is not a proxy.", headers: ["allow": "GET, HEAD"]
      )
    }
    let hostHeaders = head.headers["host"]
    guard hostHeaders.count <= 1 else {
      return Refusal(
        status: .badRequest, sentence: "The request has \(hostHeaders.count) Host headers; one is allowed.")
    }
    if hostHeaders.isEmpty, head.version.minor >= 1 {
      return Refusal(status: .badRequest, sentence: "An HTTP/1.1 request needs a Host header.")
    }
    if let host = hostHeaders.first, !HostCheck.isWellFormed(authority: host) {
      return Refusal(status: .badRequest, sentence: "The Host header is not a host and port.")
    }
    let authority: String
    switch Self.target(head.uri) {
    case .path:
      authority = hostHeaders.first ?? ""
    case .url(let targetAuthority):
      authority = targetAuthority
    case .neither:
      return Refusal(status: .badRequest, sentence: "The request target is neither a path nor an http URL.")
    }
    guard hosts.accepts(authority: authority) else {
      return Refusal(
        status: .misdirectedRequest,
        sentence:
          "This playground does not serve the host \(authority.isEmpty ? "(none)" : authority); "
          + "start it with --allow-host NAME to accept another name.")
    }
    if !head.headers["upgrade"].isEmpty,
      !head.headers["origin"].allSatisfy({ hosts.acceptsOrigin($0, for: authority) })
    {
      return Refusal(
        status: .forbidden,
        sentence: "The WebSocket accepts connections only from the playground's own pages.")
    }
    return nil
  }

  /// The two forms of request target the playground accepts (RFC 9112, 3.2).
  enum Target: Equatable {
    /// Origin form: `/path?query`.
    case path
    /// Absolute form, `http://authority/path`: the target names its own authority.
    case url(authority: String)
    /// Anything else.
    case neither
  }

  /// Which form `target` has.
  static func target(_ target: String) -> Target {
    if target.hasPrefix("/") { return .path }
    let lowered = target.lowercased()
    guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else {
      return .neither
    }
    let authority = target.dropFirst(scheme.count).prefix { !"/?#".contains($0) }
    guard HostCheck.isWellFormed(authority: String(authority)), !authority.contains("@") else {
      return .neither
    }
    return .url(authority: String(authority))
  }
}
