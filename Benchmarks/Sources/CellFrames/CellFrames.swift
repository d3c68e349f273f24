import ArgumentParser
import Foundation
import Stately
import StatelyControls

/// Times the frames of a list scrolling by one screen per frame, for lists of two lengths and screens
/// of several heights, so that a frame's cost can be compared against the rows that entered it and
/// against the list's length.
///
/// Each frame moves ``StatelyList/contentOffset`` by one screen (down to the end, then back up), which
/// recycles the cells of the rows that left and asks the data source for the rows that entered; then
/// flushes the cycle, which resolves the entered cells' appearances; then reads every visible cell's
/// appearance, as a renderer drawing the screen does. Each of the three passes is timed with the
/// monotonic clock. The configurations run in turn, `--rounds` times, after warm-up frames.
///
/// After every frame, untimed, the tool checks that every visible cell shows its row's text and its
/// row's selection, swipe and expansion, and that the list made no more cells than the rows it lays
/// out; it exits 1 if not.
///
/// Wall clock on a shared machine varies from run to run: compare the figures of one run, as ratios.
@main
struct CellFrames: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cell-frames",
    abstract: "Times frames of a list that scrolls by one screen: the cost follows the rows that entered.")

  @Option(help: "How many rows the long list holds.")
  var rows = 100_000

  @Option(help: "How many rows the short list holds, measured in the same run for the ratio.")
  var shortRows = 1_000

  @Option(help: "Rows per screen; repeat it for several screens.")
  var screenRows: [Int] = [10, 20, 40]

  @Option(help: "How many frames are timed per configuration and round, after warm-up frames.")
  var frames = 500

  @Option(help: "How many times the configurations run in turn.")
  var rounds = 5

  func validate() throws {
    guard rows >= 1 else { throw ValidationError("--rows must be at least 1, not \(rows)") }
    guard shortRows >= 1 else { throw ValidationError("--short-rows must be at least 1, not \(shortRows)") }
    guard frames >= 1 else { throw ValidationError("--frames must be at least 1, not \(frames)") }
    guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1, not \(rounds)") }
    guard !screenRows.isEmpty, screenRows.allSatisfy({ $0 >= 1 }) else {
      throw ValidationError("--screen-rows must be at least 1, not \(screenRows)")
    }
  }

  func run() throws {
    let lengths = shortRows == rows ? [rows] : [shortRows, rows]
    var runs: [ScrollRun] = []
    for length in lengths {
      for screen in screenRows { runs.append(ScrollRun(rows: length, screenRows: screen)) }
    }
    var checked = 0
    for _ in 0..<rounds {
      for run in runs {
        checked += try run.measure(frames: frames)
      }
    }
    print(
      "cell-frames: a list scrolled by one screen per frame; \(frames) frames × \(rounds) rounds per "
        + "configuration; wall clock, medians")
    print(ScrollRun.header)
    for run in runs { print(run.summary) }
    for line in ScrollRun.ratios(runs, short: shortRows, long: rows) { print(line) }
    print("self-check: \(checked) visible cells over every frame showed their rows' text and state")
  }
}
