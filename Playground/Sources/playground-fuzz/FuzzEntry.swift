import Foundation

#if FUZZING
  import FuzzDriver
#endif

/// The `playground-fuzz` command.
///
/// Built with `-sanitize=fuzzer -DFUZZING` (see `Fuzz/README.md`), it is a libFuzzer binary: it takes
/// libFuzzer's options and corpus folders. Built plainly, it replays inputs: `playground-fuzz
/// FILE_OR_FOLDER...` runs every file given, or in a folder given, through the same checks and prints
/// the slowest answer.
@main
struct PlaygroundFuzz {
  static func main() throws {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          FuzzCase.run(Array(UnsafeBufferPointer(start: data, count: size)))
          return 0
        })
    #else
      try replay(CommandLine.arguments.dropFirst())
    #endif
  }

  /// Runs every file named, or in a folder named, through ``FuzzCase/run(_:)``.
  static func replay(_ arguments: ArraySlice<String>) throws {
    let manager = FileManager.default
    var files: [URL] = []
    for argument in arguments {
      let url = URL(fileURLWithPath: argument)
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        print("playground-fuzz: \(argument) does not exist")
        exit(2)
      }
      if isFolder.boolValue {
        let names = try manager.contentsOfDirectory(atPath: url.path).filter { !$0.hasPrefix(".") }
        files += names.sorted().map { url.appendingPathComponent($0) }
      } else {
        files.append(url)
      }
    }
    var slowest = Duration.zero
    for file in files {
      slowest = max(slowest, FuzzCase.run(try [UInt8](Data(contentsOf: file))))
    }
    print("playground-fuzz: \(files.count) inputs answered, the slowest message in \(slowest)")
  }
}
