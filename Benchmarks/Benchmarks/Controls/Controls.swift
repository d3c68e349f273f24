import Benchmark
import BenchmarkSupport
import ControlFixtures
import Stately
import StatelyControls
import StatelyExamples

/// State changes through the update cycle: a control with eight bound properties against a
/// hand-written `update()`, button configuration updates, a frame of cells, and the change-PIN cascade.
let benchmarks: @Sendable () -> Void = {
  Settings.apply()

  // What the tool itself allocates when a benchmark starts and stops its own measurement once per
  // iteration, as the cell and ChangePinForm rows do (reading the CPU-time metric allocates): subtract
  // it from those rows' allocation counts.
  Benchmark(
    "Baseline: an empty measured iteration",
    configuration: .init(scalingFactor: .one)
  ) { benchmark in
    var sink = 0
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      sink &+= 1
      benchmark.stopMeasurement()
    }
    blackHole(sink)
  }

  Benchmark("Baseline: hand-written update(), 8 properties") { benchmark in
    let toggle = HandWrittenToggle()
    for _ in benchmark.scaledIterations { toggle.isSelected.toggle() }
    blackHole(toggle.view.text)
  }

  Benchmark("Control: state change + flush, 8 bound properties") { benchmark in
    let cycle = UpdateCycle()
    let toggle = DeclarativeToggle(cycle: cycle)
    cycle.flush()
    for _ in benchmark.scaledIterations {
      toggle.isSelected.toggle()
      cycle.flush()
    }
    blackHole(toggle.view.text)
  }

  var filled = ButtonConfiguration.filled()
  filled.title = "Add to Cart"
  filled.image = .system("cart.badge.plus")
  let configuration = filled
  let states: [ControlState] = [.normal, .highlighted, .selected, [.selected, .highlighted], .disabled]

  Benchmark("ButtonConfiguration: copy") { benchmark in
    var sink = 0
    for index in benchmark.scaledIterations {
      var copy = configuration
      copy.showsActivityIndicator = index & 1 == 0
      sink &+= copy.showsActivityIndicator ? 1 : 0
    }
    blackHole(sink)
  }

  Benchmark("ButtonConfiguration: updated(for:) + resolvedAppearance") { benchmark in
    var sink = 0.0
    for index in benchmark.scaledIterations {
      let state = states[index % states.count]
      let appearance = try configuration.updated(for: state).resolvedAppearance(for: state)
      sink += appearance.background.strokeWidth
    }
    blackHole(sink)
  }

  Benchmark("Button: state change + update") { benchmark in
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: configuration, cycle: cycle)
    cycle.flush()
    for _ in benchmark.scaledIterations {
      button.isHighlighted.toggle()
      cycle.flush()
    }
    blackHole(button.appearance)
  }

  for count in [10_000, 100_000] {
    Benchmark(
      "Cells: one frame, \(count) cells change state",
      configuration: cellFrameConfiguration
    ) { benchmark in
      let cycle = UpdateCycle()
      let cells = listCells(count: count, cycle: cycle)
      cycle.flush()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for cell in cells { cell.isSelected.toggle() }
        cycle.flush()
      }
      benchmark.stopMeasurement()
      blackHole(cells[0].appliedConfigurationState)
    }
  }

  // A frame that draws every cell: each cell's deferred configuration updates are applied and its
  // appearance is resolved (the background fill, the styled text), or taken from the two appearances
  // the cell keeps when it has been in that state before. The steady rows toggle cells that have
  // already been in both states, as a list's cells are after their first taps; the first-time row
  // measures the frame in which every cell enters a state it has never been in.
  for (count, isSteady) in [(10_000, true), (100_000, true), (10_000, false)] {
    Benchmark(
      isSteady
        ? "Cells: one frame, \(count) cells change state, every appearance read"
        : "Cells: one frame, \(count) cells enter a new state, every appearance read",
      configuration: cellFrameConfiguration
    ) { benchmark in
      let cycle = UpdateCycle()
      let cells = listCells(count: count, cycle: cycle)
      var sink = 0.0
      func frame() {
        for cell in cells { cell.isSelected.toggle() }
        cycle.flush()
        for cell in cells { sink += cell.appearance.background?.fillColor.red ?? 0 }
      }
      cycle.flush()
      for cell in cells { sink += cell.appearance.background?.fillColor.red ?? 0 }
      if isSteady {
        frame()
        frame()
      }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { frame() }
      benchmark.stopMeasurement()
      blackHole(sink)
    }
  }

  Benchmark(
    "ChangePinForm: keystroke completes the repeat PIN, enables Apply",
    configuration: .init(scalingFactor: .one)
  ) { benchmark in
    let form = ChangePinForm()
    try form.oldField.insertText("1357")
    form.engine.cycle.flush()
    try form.newField.insertText("2580")
    form.engine.cycle.flush()
    try form.repeatField.insertText("258")
    form.engine.cycle.flush()
    precondition(!form.applyButton.isEnabled)
    for _ in benchmark.scaledIterations {
      benchmark.startMeasurement()
      try form.repeatField.insertText("0")
      form.engine.cycle.flush()
      benchmark.stopMeasurement()
      precondition(form.applyButton.isEnabled, "the cascade enables Apply")
      form.repeatField.deleteBackward()
      form.engine.cycle.flush()
    }
  }
}

/// A benchmark of one frame of many cells: few iterations, each a whole frame.
private var cellFrameConfiguration: Benchmark.Configuration {
  Benchmark.Configuration(
    scalingFactor: .one, maxDuration: Settings.isSmokeRun ? .milliseconds(50) : .seconds(5),
    maxIterations: Settings.isSmokeRun ? 2 : 200)
}

/// `count` row cells on one cycle, each with list content reading "Row n".
private func listCells(count: Int, cycle: UpdateCycle) -> [Cell] {
  (0..<count).map { index in
    let cell = Cell(cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(index)"
    cell.contentConfiguration = content
    return cell
  }
}
