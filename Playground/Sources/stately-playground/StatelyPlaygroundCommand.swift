import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import PlaygroundCore
import ServiceLifecycle

/// The `stately-playground` command: serves the gallery and live controls, or exports the gallery.
@main
struct StatelyPlaygroundCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stately-playground",
    abstract: "Serve Stately's gallery and live controls in a browser, or export the gallery as files.")

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(
    name: .customLong("allow-host"),
    help:
      "Also accept requests whose Host header names NAME (repeatable); by default only the address served and loopback names are accepted."
  )
  var allowedHosts: [String] = []

  @Flag(help: "Log every request.")
  var verbose = false

  @Option(help: "Write the gallery as static files into this folder and exit, without a server.")
  var export: String?

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535, got \(port)")
    }
  }

  func run() async throws {
    var configuration = PlaygroundConfiguration(host: host, port: port)
    configuration.allowedHosts = allowedHosts
    if let export {
      let directory = URL(fileURLWithPath: export, isDirectory: true)
      do {
        let written = try GalleryExporter(gallery: configuration.gallery).export(to: directory)
        say("Exported \(written.count) files to \(directory.path): \(written.joined(separator: ", "))")
      } catch {
        fail("\(error) Choose a folder you can write to with --export.")
      }
      return
    }
    let host = self.host
    do {
      _ = try SocketAddress.makeAddressResolvingHost(host, port: port)
    } catch {
      fail(
        "--host \(host) is neither an IP address nor a name this machine can resolve. Use 127.0.0.1 "
          + "(the default), localhost, or an address of this machine.")
    }
    let server = PlaygroundServer(configuration: configuration)
    if !Self.isLoopback(host) {
      say(
        "Warning: listening on \(host), not loopback: anyone who can reach this machine on the network "
          + "can open the gallery and drive live sessions. The playground has no authentication.")
    }
    let app = server.makeApplication(verbose: verbose) { port in
      say("Stately playground: http://\(Self.urlHost(host)):\(port)/")
    }
    // SIGINT or SIGTERM: every live page's WebSocket is closed with 1001 (going away), then connections
    // get one second to close before the server is cancelled; a connection that ignores both cannot
    // hold the process, which exits 1.5 seconds after the signal.
    var group = ServiceGroupConfiguration(
      services: [.init(service: app)], gracefulShutdownSignals: [],
      logger: Logger(label: "stately-playground"))
    group.maximumGracefulShutdownDuration = .seconds(1)
    let services = ServiceGroup(configuration: group)
    let watchdogs = [SIGINT, SIGTERM].map { (signalNumber: Int32) in
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        Task {
          await server.sessions.closeAllConnections()
          await services.triggerGracefulShutdown()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) {
          say("Stately playground stopped (connections still open were dropped)")
          _exit(0)
        }
      }
      source.resume()
      return source
    }
    defer { watchdogs.forEach { $0.cancel() } }
    do {
      try await services.run()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      fail(
        "Port \(port) on \(host) is already in use. Stop the program using it, or pass --port 0 to pick "
          + "a free port.")
    } catch let error as IOError where error.errnoCode == EADDRNOTAVAIL {
      fail(
        "--host \(host) is not an address of this machine: no network interface has it. Use 127.0.0.1 "
          + "(the default), or an address that `ip address` lists.")
    } catch let error as IOError where error.errnoCode == EACCES {
      fail(
        "Cannot listen on port \(port): ports under 1024 need more privileges. Use --port 8080 or --port 0.")
    } catch is ServiceGroupError {
      // The graceful period ran out and the remaining connections were cancelled.
    }
    say("Stately playground stopped")
  }
}

extension StatelyPlaygroundCommand {
  /// Whether an address only accepts connections from this machine.
  static func isLoopback(_ host: String) -> Bool {
    ["localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
  }

  /// The host as a URL writes it: an IPv6 address in brackets.
  static func urlHost(_ host: String) -> String {
    host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
  }
}

/// Writes a line to standard output at once, so a parent process reading a pipe sees it.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes a sentence to standard error, prefixed with the command's name, and exits with status 1.
func fail(_ sentence: String) -> Never {
  FileHandle.standardError.write(Data(("stately-playground: " + sentence + "\n").utf8))
  exit(1)
}
