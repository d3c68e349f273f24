import Dispatch
import Foundation
import PlaygroundCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input sent as raw bytes on a new connection to a playground server running in this process,
/// with short timeouts, as a client that writes and then reads would send it.
///
/// It fails (traps, which libFuzzer reports as a crash and keeps as an input) when:
/// - the server does not close the connection within ``closeLimit`` (a hang past the deadlines);
/// - the server answers more often than ``StrictRequestReader`` allows: once per whole strict request,
///   and once more for a malformed or unfinished one, or for a timeout, so a server that finds two
///   requests where a strict reader finds one fails.
///
/// A crash of the server, which runs in this process, ends the run as well.
enum HTTPFuzzCase {
  /// The request deadline and the idle timeout of the server under test.
  static let timeout = Duration.milliseconds(200)
  /// How long a connection may stay open after its last byte was sent: past both timeouts, with room
  /// for a busy machine.
  static let closeLimit = Duration.seconds(3)

  /// The port of the server under test, started on first use.
  static let port: Int = {
    var configuration = PlaygroundConfiguration(host: "127.0.0.1", port: 0)
    configuration.requestLimits.requestTimeout = timeout
    configuration.idleTimeout = timeout
    let server = PlaygroundServer(configuration: configuration)
    let started = DispatchSemaphore(value: 0)
    let box = PortBox()
    Task.detached {
      do {
        try await server.withRunning { port in
          box.port.withLock { $0 = port }
          started.signal()
          while true { try await Task.sleep(for: .seconds(3600)) }
        }
      } catch {
        fatalError("the playground server under test stopped: \(error)")
      }
    }
    started.wait()
    return box.port.withLock { $0 }
  }()

  /// Runs one input. With `closingWrites`, the client shuts its side down after the input, as a client
  /// that has nothing more to send; otherwise it keeps it open, as a client that waits.
  static func run(_ input: [UInt8], closingWrites: Bool) {
    let reading = StrictRequestReader.read(input)
    let connection = Connection(port: port)
    connection.send(input)
    if closingWrites { connection.shutDownWrites() }
    // A WebSocket stays open while its client does: with the writes open, reading stops at the upgrade.
    let (received, closed) = connection.receiveUntilClosed(within: closeLimit, orUpgrade: !closingWrites)
    guard closed || (!closingWrites && isUpgraded(received)) else {
      fatalError(
        "the server kept the connection open \(closeLimit) after the input "
          + "(\(closingWrites ? "writes closed" : "writes open")): \(describe(input))")
    }
    let answers = ResponseCounter.count(received, methods: reading.methods)
    var allowed = reading.requests + (reading.hasTail ? 1 : 0)
    // A client that keeps its side open and sends nothing more is answered 408 when the deadline passes.
    if !closingWrites, !reading.hasTail { allowed += 1 }
    if answers > allowed {
      fatalError(
        "the server answered \(answers) times where a strict reader finds \(reading.requests) whole "
          + "requests\(reading.hasTail ? " and a malformed tail" : ""): \(describe(input))")
    }
  }

  /// Whether the bytes start with a 101 response's whole head.
  static func isUpgraded(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("HTTP/1.1 101".utf8)) && bytes.firstRange(of: [13, 10, 13, 10]) != nil
  }

  /// The start of an input, for a failure's message.
  static func describe(_ input: [UInt8]) -> String {
    String(decoding: input.prefix(300), as: UTF8.self).debugDescription
  }

  /// The port, written by the server's task before it signals.
  final class PortBox: Sendable {
    let port = Mutex(0)
  }
}

/// Counts the HTTP responses at the start of a stream: a head, then a body of its `Content-Length`
/// (none for a response to `HEAD`, or when the next response's status line follows at once), until a
/// `101`, after which the stream is a WebSocket's.
enum ResponseCounter {
  static func count(_ bytes: [UInt8], methods: [String]) -> Int {
    var count = 0
    var index = 0
    let separator: [UInt8] = [13, 10, 13, 10]
    while index < bytes.count,
      let end = bytes[index...].firstRange(of: separator)
    {
      let head = String(decoding: bytes[index..<end.lowerBound], as: UTF8.self)
      guard head.hasPrefix("HTTP/1.") else { break }
      count += 1
      if head.hasPrefix("HTTP/1.1 101") { break }
      index = end.upperBound
      let length =
        head.split(separator: "\r\n").dropFirst().compactMap { line -> Int? in
          let parts = line.split(separator: ":", maxSplits: 1)
          guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
          return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
      let isHead = count <= methods.count && methods[count - 1] == "HEAD"
      let nextIsResponse = bytes[index...].starts(with: Array("HTTP/1.".utf8))
      if !isHead, !nextIsResponse { index += length }
    }
    return count
  }
}

/// A blocking TCP connection to the server under test.
final class Connection {
  private let descriptor: Int32

  init(port: Int) {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard descriptor >= 0, connected == 0 else {
      fatalError("cannot connect to the server under test on port \(port): errno \(errno)")
    }
    // Closing resets the connection instead of leaving it in TIME_WAIT: a fuzzing run opens tens of
    // thousands of connections, more than the ephemeral ports that TIME_WAIT would hold for a minute.
    var reset = linger(l_onoff: 1, l_linger: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &reset, socklen_t(MemoryLayout<linger>.size))
    var slice = timeval(tv_sec: 0, tv_usec: 50_000)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &slice, socklen_t(MemoryLayout<timeval>.size))
    var limit = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(descriptor) }

  /// Sends the bytes; what a server that stopped reading does not take is dropped.
  func send(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Tells the server that nothing more comes.
  func shutDownWrites() {
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Reads until the server closes the connection or `limit` has passed, or, with `orUpgrade`, until
  /// a 101 response's head has arrived.
  func receiveUntilClosed(within limit: Duration, orUpgrade: Bool) -> (bytes: [UInt8], closed: Bool) {
    let deadline = ContinuousClock.now + limit
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while ContinuousClock.now < deadline, !(orUpgrade && HTTPFuzzCase.isUpgraded(received)) {
      let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 { return (received, true) }
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
        return (received, true)  // reset: closed
      }
      received += chunk[..<count]
    }
    return (received, false)
  }
}
