/// Which hosts the playground answers for, and which pages may open its WebSocket.
///
/// A request whose authority (its `Host` header, or its target's authority when the target is a whole
/// URL) names another host is refused with 421, so a web page whose own host name resolves to this
/// machine (DNS rebinding) cannot read the playground or drive its sessions. Accepted: the address
/// served, `localhost`, `127.0.0.1`, `[::1]`, and the names passed with `--allow-host`, each with any
/// port.
struct HostCheck: Sendable {
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

  /// Whether an authority, such as `127.0.0.1:8080`, names a host the playground answers for.
  func accepts(authority: String) -> Bool {
    accepted.contains(Self.hostName(of: authority.lowercased()))
  }

  /// Whether a WebSocket upgrade's `Origin` may open the playground's WebSocket.
  ///
  /// - An `http` origin is a web page: it must be one of the playground's own, an accepted host on the
  ///   port the request was sent to. A missing port is the scheme's default, 80, so `http://localhost`
  ///   is a page on port 80: another site unless the playground serves port 80.
  /// - A `ws` origin is what a client that is not a browser sends (Hummingbird's client sends
  ///   `ws://HOST` without the port); no web page can send one, and such a client could as well send no
  ///   origin, so only its host is checked.
  /// - Anything else (`https`, `null`, another scheme) is refused.
  ///
  /// - Parameters:
  ///   - origin: The `Origin` header, such as `http://127.0.0.1:8080`.
  ///   - authority: The request's authority, such as `127.0.0.1:8080`.
  func acceptsOrigin(_ origin: String, for authority: String?) -> Bool {
    let lowered = origin.lowercased()
    if lowered.hasPrefix("ws://") { return accepts(authority: String(lowered.dropFirst("ws://".count))) }
    guard lowered.hasPrefix("http://"), let authority else { return false }
    let originAuthority = String(lowered.dropFirst("http://".count))
    guard accepts(authority: originAuthority) else { return false }
    let originPort = Self.port(of: originAuthority) ?? Self.defaultPort
    return originPort == Self.port(of: authority.lowercased()) ?? Self.defaultPort
  }

  /// The port an `http` authority without one means.
  static let defaultPort: Substring = "80"

  /// Whether `authority` is a host, optionally with a port, made only of the characters RFC 3986 allows
  /// there: no path, user, spaces or controls.
  static func isWellFormed(authority: String) -> Bool {
    !authority.isEmpty
      && authority.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          true
        default: "-._~!$&'()*+,;=%:[]".utf8.contains(byte)
        }
      }
  }

  /// The port of an authority, if it names one.
  static func port(of authority: String) -> Substring? {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      let rest = authority[authority.index(after: close)...]
      return rest.hasPrefix(":") ? rest.dropFirst() : nil
    }
    let parts = authority.split(separator: ":")
    return parts.count == 2 ? parts[1] : nil
  }

  /// The host of an authority without its port or IPv6 brackets: `[::1]:8080` → `::1`.
  static func hostName(of authority: String) -> String {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return authority }
      return String(authority[authority.index(after: authority.startIndex)..<close])
    }
    if authority.filter({ $0 == ":" }).count > 1 { return authority }  // a bare IPv6 address
    return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
  }
}
