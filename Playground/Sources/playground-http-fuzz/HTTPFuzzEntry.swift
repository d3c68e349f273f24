import Foundation

#if FUZZING
  import FuzzDriver
#endif

/// The `playground-http-fuzz` command: raw bytes on a connection to the playground's server.
///
/// Built with `-sanitize=fuzzer -DFUZZING` (see `Fuzz/README.md`), it is a libFuzzer binary: each input
/// is sent on a new connection whose client then shuts its writes down. Built plainly, it replays
/// inputs: `playground-http-fuzz FILE_OR_FOLDER...` sends every file given, or in a folder given, twice,
/// with the writes shut down and with them left open, through the same checks.
@main
struct PlaygroundHTTPFuzz {
  static func main() throws {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          HTTPFuzzCase.run(Array(UnsafeBufferPointer(start: data, count: size)), closingWrites: true)
          return 0
        })
    #else
      try replay(CommandLine.arguments.dropFirst())
    #endif
  }

  /// Runs every file named, or in a folder named, both ways.
  static func replay(_ arguments: ArraySlice<String>) throws {
    let manager = FileManager.default
    var files: [URL] = []
    for argument in arguments {
      let url = URL(fileURLWithPath: argument)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        print("playground-http-fuzz: \(argument) does not exist")
        exit(2)
      }
      if isFolder.boolValue {
        let names = try manager.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
        files += names.sorted().map { url.appendingPathComponent($0) }
      } else {
        files.append(url)
      }
    }
    for file in files {
      let input = try [UInt8](Data(contentsOf: file))
      HTTPFuzzCase.run(input, closingWrites: true)
      HTTPFuzzCase.run(input, closingWrites: false)
    }
    print("playground-http-fuzz: \(files.count) inputs, each sent twice, answered and closed as expected")
  }
}
