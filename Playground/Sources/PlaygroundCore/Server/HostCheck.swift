import Hummingbird

/// Refuses a request whose `Host` header names a host the playground does not serve, so a web page
/// whose own host name resolves to this machine (DNS rebinding) cannot read the playground or drive its
/// sessions.
///
/// Accepted: the address served, `localhost`, `127.0.0.1`, `[::1]`, and the names passed with
/// `--allow-host`, each with any port.
struct HostCheck<Context: RequestContext>: RouterMiddleware {
  /// The host names accepted, lowercased and without a port.
  let accepted: Set<String>

  /// Creates the check.
  ///
  /// - Parameters:
  ///   - served: The address the server listens on.
  ///   - allowed: More names to accept.
  init(served: String, allowed: [String]) {
    accepted = Set(
      (["localhost", "127.0.0.1", "::1", served] + allowed).map { Self.hostName(of: $0.lowercased()) })
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard let authority = request.head.authority,
      accepted.contains(Self.hostName(of: authority.lowercased()))
    else {
      throw HTTPError(
        .misdirectedRequest,
        message:
          "This playground does not serve the host \(request.head.authority ?? "(none)"); "
          + "start it with --allow-host NAME to accept another name.")
    }
    return try await next(request, context)
  }

  /// Whether a WebSocket upgrade's `Origin` is one of the playground's own pages: an `http` origin (or
  /// the `ws` origin a client that is not a browser sends) whose host is accepted and whose port, when both name one, is the port the request was sent to.
  ///
  /// - Parameters:
  ///   - origin: The `Origin` header, such as `http://127.0.0.1:8080`.
  ///   - authority: The request's `Host`, such as `127.0.0.1:8080`.
  func acceptsOrigin(_ origin: String, for authority: String?) -> Bool {
    let lowered = origin.lowercased()
    guard let scheme = ["http://", "ws://"].first(where: { lowered.hasPrefix($0) }) else { return false }
    let originAuthority = String(lowered.dropFirst(scheme.count))
    guard accepted.contains(Self.hostName(of: originAuthority)) else { return false }
    guard let authority, let requestPort = Self.port(of: authority.lowercased()),
      let originPort = Self.port(of: originAuthority)
    else { return true }
    return requestPort == originPort
  }

  /// The port of a `Host` value, if it names one.
  static func port(of authority: String) -> Substring? {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      let rest = authority[authority.index(after: close)...]
      return rest.hasPrefix(":") ? rest.dropFirst() : nil
    }
    let parts = authority.split(separator: ":")
    return parts.count == 2 ? parts[1] : nil
  }

  /// The host of a `Host` value without its port or IPv6 brackets: `[::1]:8080` → `::1`.
  static func hostName(of authority: String) -> String {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return authority }
      return String(authority[authority.index(after: authority.startIndex)..<close])
    }
    if authority.filter({ $0 == ":" }).count > 1 { return authority }  // a bare IPv6 address
    return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
  }
}
