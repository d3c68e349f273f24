import ArgumentParser
import Foundation
import Hummingbird
import PlaygroundCore

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
    let configuration = PlaygroundConfiguration(host: host, port: port)
    if let export {
      let directory = URL(fileURLWithPath: export, isDirectory: true)
      let written = try GalleryExporter(gallery: configuration.gallery).export(to: directory)
      say("Exported \(written.count) files to \(directory.path): \(written.joined(separator: ", "))")
      return
    }
    let server = PlaygroundServer(configuration: configuration)
    let host = self.host
    let app = server.makeApplication(verbose: verbose) { port in
      say("Stately playground: http://\(host):\(port)/")
    }
    try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    say("Stately playground stopped")
  }
}

/// Writes a line to standard output at once, so a parent process reading a pipe sees it.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
