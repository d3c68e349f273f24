import Foundation

/// Reads a stream of HTTP/1.1 requests exactly as RFC 9112 writes them, to say how many answers a server
/// may give: the fuzz target's oracle, independent of NIO's decoder.
///
/// Nothing is tolerated but the two allowances RFC 9112 itself gives a server, neither of which moves
/// where a request ends: empty lines before a request line are skipped (2.2; here any run of CR and LF,
/// as NIO's decoder skips them), and the request line's three words may be parted by more than one
/// space (3).
///
/// It counts the whole requests before the first byte that is not strictly HTTP, and stops after a
/// request after which the connection is no longer HTTP or no longer read: an upgrade, `CONNECT`,
/// `Connection: close`, or HTTP/1.0 without keep-alive.
struct StrictRequestReader {
  /// What a stream holds.
  struct Reading: Equatable {
    /// The whole requests read.
    var requests = 0
    /// The method of each whole request, in order.
    var methods: [String] = []
    /// Whether bytes follow the last whole request that are not a whole strict request: a malformed or
    /// unfinished one, which a server may answer once more (with an error).
    var hasTail = false
  }

  private let bytes: [UInt8]
  private var index = 0

  /// Reads `bytes`.
  static func read(_ bytes: [UInt8]) -> Reading {
    var reader = StrictRequestReader(bytes: bytes)
    return reader.readAll()
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func readAll() -> Reading {
    var reading = Reading()
    while index < bytes.count {
      let start = index
      guard let request = readRequest() else {
        index = start
        reading.hasTail = true
        return reading
      }
      reading.requests += 1
      reading.methods.append(request.method)
      if request.endsHTTP { return reading }
    }
    return reading
  }

  /// One request: its method, and whether the connection stops being HTTP after it.
  private mutating func readRequest() -> (method: String, endsHTTP: Bool)? {
    // A server should ignore empty lines before a request line; CR and LF alone count as such.
    while index < bytes.count, bytes[index] == 13 || bytes[index] == 10 { index += 1 }
    guard index < bytes.count else { return nil }
    guard let method = token(), spaces(), let target = run(while: { 0x21...0x7E ~= $0 }), !target.isEmpty,
      spaces(), let version = versionMinor(), takeLineEnd()
    else { return nil }
    var fields: [(name: String, value: String)] = []
    while !takeLineEnd() {
      guard let field = fieldLine() else { return nil }
      fields.append(field)
    }
    func values(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
    let lengths = values("content-length")
    let codings = values("transfer-encoding")
    if !codings.isEmpty {
      // A list of codings whose last, and only last, is chunked.
      let list = codings.joined(separator: ",").lowercased().split(
        separator: ",", omittingEmptySubsequences: false
      )
      .map { $0.trimmingCharacters(in: [" ", "\t"]) }
      guard lengths.isEmpty, version == 1, list.last == "chunked",
        list.filter({ $0 == "chunked" }).count == 1,
        !list.contains(""), chunkedBody()
      else { return nil }
    } else if !lengths.isEmpty {
      guard lengths.count == 1, !lengths[0].isEmpty, lengths[0].utf8.allSatisfy({ 0x30...0x39 ~= $0 }),
        let length = Int(lengths[0]), bytes.count - index >= length
      else { return nil }
      index += length
    }
    let connection = values("connection").joined(separator: ",").lowercased()
      .split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }
    let keepsAlive = version == 1 ? !connection.contains("close") : connection.contains("keep-alive")
    let endsHTTP = !keepsAlive || method == "CONNECT" || !values("upgrade").isEmpty
    return (method, endsHTTP)
  }

  /// `HTTP/1.0` or `HTTP/1.1`: the minor version.
  private mutating func versionMinor() -> Int? {
    guard starts(with: Array("HTTP/1.".utf8)), index + 7 < bytes.count else { return nil }
    let minor = bytes[index + 7]
    guard minor == 0x30 || minor == 0x31 else { return nil }
    index += 8
    return Int(minor - 0x30)
  }

  /// `name ":" OWS value OWS CRLF`, the name lowercased.
  private mutating func fieldLine() -> (name: String, value: String)? {
    guard let name = token(), take(58) else { return nil }
    guard
      let raw = run(while: { $0 == 9 || $0 == 32 || 0x21...0x7E ~= $0 || $0 >= 0x80 }), takeLineEnd()
    else { return nil }
    let value = String(decoding: raw, as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
    return (name.lowercased(), value)
  }

  /// A chunked body: chunks, the last chunk, trailer fields, and the empty line.
  private mutating func chunkedBody() -> Bool {
    while true {
      guard let size = run(while: Self.isHex), !size.isEmpty, size.count <= 15 else { return false }
      let length = Int(String(decoding: size, as: UTF8.self), radix: 16) ?? -1
      if starts(with: [59]) {  // chunk extensions: ";" and anything printable up to the line end
        guard run(while: { $0 == 9 || 0x20...0x7E ~= $0 }) != nil else { return false }
      }
      guard length >= 0, takeLineEnd() else { return false }
      if length == 0 { break }
      guard bytes.count - index >= length else { return false }
      index += length
      guard takeLineEnd() else { return false }
    }
    while !takeLineEnd() {
      guard fieldLine() != nil else { return false }
    }
    return true
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    0x30...0x39 ~= byte || 0x41...0x46 ~= byte || 0x61...0x66 ~= byte
  }

  /// A token (RFC 9110, 5.6.2): one or more of the characters allowed in methods and field names.
  private mutating func token() -> String? {
    let tchars = Set("!#$%&'*+-.^_`|~".utf8)
    guard
      let run = run(while: {
        0x30...0x39 ~= $0 || 0x41...0x5A ~= $0 || 0x61...0x7A ~= $0 || tchars.contains($0)
      }),
      !run.isEmpty
    else { return nil }
    return String(decoding: run, as: UTF8.self)
  }

  /// The bytes from here while `accepts` holds; `nil` when the input ends before another byte.
  private mutating func run(while accepts: (UInt8) -> Bool) -> ArraySlice<UInt8>? {
    let start = index
    while index < bytes.count, accepts(bytes[index]) { index += 1 }
    return index < bytes.count ? bytes[start..<index] : nil
  }

  /// One or more spaces.
  private mutating func spaces() -> Bool {
    guard take(32) else { return false }
    while take(32) {}
    return true
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func takeLineEnd() -> Bool {
    guard starts(with: [13, 10]) else { return false }
    index += 2
    return true
  }

  private func starts(with prefix: [UInt8]) -> Bool {
    bytes.count - index >= prefix.count && Array(bytes[index..<index + prefix.count]) == prefix
  }
}
