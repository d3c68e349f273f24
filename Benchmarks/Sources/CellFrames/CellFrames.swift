import ArgumentParser
import Foundation
import Stately
import StatelyControls

/// Times the frame a list pays for: every cell toggles its selection, the shared cycle flushes, and
/// every cell's appearance is read, as a list that draws its cells reads them.
///
/// Each cell has list content ("Row n") and the default background, as in the `Controls` suite's cell
/// rows. The cells are warmed up first (two frames), so each has been in both states and a steady
/// frame takes the appearances the cells keep. With `--skip-reads` the timed frames read nothing, as a
/// frame that draws none of the cells. Each pass of a frame is timed on its own with the
/// monotonic clock and divided by the number of cells. Two more frames follow, untimed, in which the
/// tool checks that every cell's appearance was resolved for its state; it exits 1 if one was not.
///
/// Wall clock on a shared machine varies from run to run: compare builds by running them in turn, in
/// one shell, several times (see `Benchmarks/README.md`).
@main
struct CellFrames: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cell-frames",
    abstract: "Times frames of N cells that toggle, flush and have every appearance read.")

  @Option(help: "How many cells the list holds.")
  var cells = 100_000

  @Option(help: "How many frames are timed, after two warm-up frames.")
  var frames = 15

  @Flag(help: "Read no appearance in the timed frames, as a frame that draws none of the cells.")
  var skipReads = false

  @Option(
    help: ArgumentHelp(
      "Bytes allocated and kept after each cell is made, which moves where the allocator puts the next.",
      discussion: "A frame depends on where the cells lie in memory; see Benchmarks/README.md."))
  var spacing = 0

  func validate() throws {
    guard cells >= 1 else { throw ValidationError("--cells must be at least 1, not \(cells)") }
    guard frames >= 1 else { throw ValidationError("--frames must be at least 1, not \(frames)") }
    guard spacing >= 0 else { throw ValidationError("--spacing must not be negative, not \(spacing)") }
  }

  func run() throws {
    let cycle = UpdateCycle()
    // Reserved up front, so that growing the list of spacers leaves no holes among the cells.
    var spacers: [UnsafeMutableRawPointer] = []
    if spacing > 0 { spacers.reserveCapacity(cells) }
    defer { for spacer in spacers { spacer.deallocate() } }
    let list = (0..<cells).map { index in
      let cell = Cell(cycle: cycle)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(index)"
      cell.contentConfiguration = content
      if spacing > 0 { spacers.append(.allocate(byteCount: spacing, alignment: 16)) }
      return cell
    }
    var sink = 0.0
    cycle.flush()
    for cell in list { sink += cell.appearance.background?.fillColor.red ?? 0 }
    var passes = FramePasses()
    for frame in 0..<(frames + 2) {
      let start = Self.now()
      for cell in list { cell.isSelected.toggle() }
      let toggled = Self.now()
      cycle.flush()
      let flushed = Self.now()
      if !skipReads {
        for cell in list { sink += cell.appearance.background?.fillColor.red ?? 0 }
      }
      let read = Self.now()
      guard frame >= 2 else { continue }
      passes.record(start: start, toggled: toggled, flushed: flushed, read: read, cells: cells)
    }
    print(passes.summary(cells: cells, frames: frames))
    if sink.isNaN { print("unexpected sink") }
    // Two more frames, untimed and checked, so that a cell is checked in both of its states.
    for frame in 1...2 {
      for cell in list { cell.isSelected.toggle() }
      cycle.flush()
      let wrong = list.indices.filter { list[$0].appearance.state.isSelected != list[$0].isSelected }
      if let first = wrong.first {
        print(
          "checked frame \(frame): \(wrong.count) cells show an appearance resolved for another state, "
            + "the first at index \(first)")
        throw ExitCode(1)
      }
    }
  }

  /// The monotonic clock, in nanoseconds.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// The nanoseconds per cell of each timed frame, by pass.
struct FramePasses {
  var toggle: [Double] = []
  var flush: [Double] = []
  var read: [Double] = []
  var total: [Double] = []

  /// Records one frame from the clock readings between its passes.
  mutating func record(start: UInt64, toggled: UInt64, flushed: UInt64, read end: UInt64, cells: Int) {
    let count = Double(cells)
    toggle.append(Double(toggled - start) / count)
    flush.append(Double(flushed - toggled) / count)
    read.append(Double(end - flushed) / count)
    total.append(Double(end - start) / count)
  }

  /// One line: the median of each pass and of the whole frame, and the fastest frame.
  func summary(cells: Int, frames: Int) -> String {
    func median(_ values: [Double]) -> Int { Int(values.sorted()[values.count / 2].rounded()) }
    let fastest = Int((total.min() ?? 0).rounded())
    let frameTime = Double(median(total)) * Double(cells) / 1_000_000
    return """
      \(cells) cells, \(frames) frames, ns per cell (median): toggle \(median(toggle)), flush \(median(flush)), \
      read \(median(read)), frame \(median(total)) (fastest \(fastest)); a frame takes \
      \(String(format: "%.2f", frameTime)) ms
      """
  }
}
