import Foundation
import Stately
import StatelyControls

/// One configuration of the scrolling benchmark: a list of some length and a screen of some rows, the
/// times of its frames, and the checks made after each one.
final class ScrollRun {
  /// A frame's passes, in nanoseconds, and the rows that entered it.
  struct Frame {
    var scroll: Double
    var flush: Double
    var read: Double
    var entered: Int
    var total: Double { scroll + flush + read }
  }

  /// A check that failed after a frame.
  struct CheckFailure: Error, CustomStringConvertible {
    let description: String
  }

  let rows: BenchmarkRows
  let screenRows: Int
  private(set) var frames: [Frame] = []
  /// The direction of the next screen: 1 down, -1 up.
  private var direction = 1.0
  private var sink = 0.0

  init(rows count: Int, screenRows: Int) {
    rows = BenchmarkRows(count: count, screenRows: screenRows)
    self.screenRows = screenRows
    rows.list.cycle.flush()
  }

  /// Runs warm-up frames, then `count` timed frames, each checked afterwards.
  ///
  /// - Returns: How many visible cells were checked.
  func measure(frames count: Int) throws -> Int {
    var checked = 0
    for index in 0..<(count + 5) {
      let frame = runFrame()
      if index >= 5 { frames.append(frame) }
      checked += try check()
    }
    return checked
  }

  /// Scrolls one screen, flushes, and reads every visible cell's appearance, timing each pass.
  ///
  /// Never inlined, so that callgrind can count a frame's instructions alone
  /// (`--toggle-collect='*runFrame*'`, see `Benchmarks/README.md`).
  @inline(never)
  private func runFrame() -> Frame {
    let list = rows.list
    let limit = max(0, list.contentHeight - list.visibleHeight)
    if list.contentOffset >= limit && direction > 0 { direction = -1 }
    if list.contentOffset <= 0 && direction < 0 { direction = 1 }
    rows.configured = 0
    let start = Self.now()
    list.contentOffset += direction * list.visibleHeight
    let scrolled = Self.now()
    list.cycle.flush()
    let flushed = Self.now()
    for cell in list.visibleCells { sink += cell.appearance.background?.fillColor.red ?? 0 }
    let read = Self.now()
    return Frame(
      scroll: Double(scrolled - start), flush: Double(flushed - scrolled), read: Double(read - flushed),
      entered: rows.configured)
  }

  /// Checks that every visible cell shows its row, and that the list holds no more cells than it lays
  /// out.
  ///
  /// - Returns: How many cells were checked.
  private func check() throws -> Int {
    let list = rows.list
    let visible = list.indexPathsForVisibleItems
    let cells = list.visibleCells
    guard cells.count == visible.count else {
      throw CheckFailure(description: "\(visible.count) rows in view but \(cells.count) cells shown")
    }
    for (indexPath, cell) in zip(visible, cells) {
      let item = indexPath.item
      let look = cell.appearance
      let state = look.state
      guard look.content?.text?.string == BenchmarkRows.text(item),
        state.isSelected == BenchmarkRows.isSelected(item), state.isSwiped == BenchmarkRows.isSwiped(item),
        state.isExpanded == BenchmarkRows.isExpanded(item), !state.isHighlighted
      else {
        throw CheckFailure(
          description: "row \(item) shows \(look.content?.text?.string ?? "no text") with selected "
            + "\(state.isSelected), swiped \(state.isSwiped), expanded \(state.isExpanded)")
      }
    }
    // In view: the screen, plus a row cut at each edge; the margin: as many rows as fit in it.
    let margin = Int((list.prefetchMargin / list.rowHeight).rounded(.up))
    let bound = screenRows + 2 + 2 * margin
    guard rows.cellsMade <= bound, rows.cellsAlive == rows.cellsMade else {
      throw CheckFailure(
        description:
          "\(rows.cellsMade) cells made (\(rows.cellsAlive) alive) for \(screenRows) rows in view; "
          + "at most \(bound) expected")
    }
    return cells.count
  }

  /// The monotonic clock, in nanoseconds.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

extension ScrollRun {
  /// The median of some values.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// The median frame, in nanoseconds.
  var medianFrame: Double { Self.median(frames.map(\.total)) }

  /// The median time per row that entered, in nanoseconds, over frames in which rows entered.
  var medianPerEnteredRow: Double {
    Self.median(frames.filter { $0.entered > 0 }.map { $0.total / Double($0.entered) })
  }

  /// The columns of ``summary``.
  static var header: String {
    "rows     screen  entered  frame µs  scroll / flush / read µs  ns per entered row  cells made"
  }

  /// One line: the configuration, its median frame and passes, and the cells the list made.
  var summary: String {
    func micro(_ nanoseconds: Double) -> String { String(format: "%.1f", nanoseconds / 1000) }
    let entered = Int(Self.median(frames.map { Double($0.entered) }))
    let columns = [
      "\(rows.count)".padding(8), "\(screenRows)".padding(7), "\(entered)".padding(8),
      micro(medianFrame).padding(9),
      "\(micro(Self.median(frames.map(\.scroll)))) / \(micro(Self.median(frames.map(\.flush)))) / "
        + "\(micro(Self.median(frames.map(\.read))))",
    ]
    return columns.joined(separator: " ").padding(62) + " "
      + String(format: "%.0f", medianPerEnteredRow).padding(19) + " \(rows.cellsMade)"
  }

  /// The ratios the benchmark is for: a frame of the long list against one of the short list with the
  /// same screen, and the time per entered row of each screen against the smallest screen's.
  static func ratios(_ runs: [ScrollRun], short: Int, long: Int) -> [String] {
    var lines: [String] = []
    let screens = runs.filter { $0.rows.count == long }.map(\.screenRows)
    if short != long {
      let pairs = screens.compactMap { screen -> String? in
        guard let longRun = runs.first(where: { $0.rows.count == long && $0.screenRows == screen }),
          let shortRun = runs.first(where: { $0.rows.count == short && $0.screenRows == screen })
        else { return nil }
        return "\(screen) rows \(String(format: "%.2f", longRun.medianFrame / shortRun.medianFrame))"
      }
      lines.append("frame, \(long) rows against \(short) rows: " + pairs.joined(separator: ", "))
    }
    let longRuns = runs.filter { $0.rows.count == long }
    if let first = longRuns.first, longRuns.count > 1 {
      let pairs = longRuns.dropFirst().map { run in
        "\(run.screenRows) / \(first.screenRows) rows: frame "
          + String(format: "%.2f", run.medianFrame / first.medianFrame) + ", per entered row "
          + String(format: "%.2f", run.medianPerEnteredRow / first.medianPerEnteredRow)
      }
      lines.append("screens of \(long) rows: " + pairs.joined(separator: "; "))
    }
    return lines
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
