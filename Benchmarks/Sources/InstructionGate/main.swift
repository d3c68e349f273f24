// The key paths measured by the instruction-count gate (instruction-gate.py): each mode sets up, then
// runs COUNT operations. The gate runs every mode under callgrind with COUNT = 0 and COUNT = N and
// divides the difference by N, so setup does not count: the result is instructions per operation.
import ControlFixtures
import Foundation
import Observation
import PlaygroundCore
import Stately
import StatelyControls

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Uses a computed number, so the optimizer cannot drop the work that computed it.
@inline(never) func consume(_ value: Int) {
  if value == 0x5EED_CAFE { print("unexpected sink value") }
}

let arguments = CommandLine.arguments.dropFirst()
guard let mode = arguments.first, let count = arguments.dropFirst().first.flatMap({ Int($0) }), count >= 0
else {
  print("usage: instruction-gate MODE COUNT; modes: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))")
  exit(2)
}

/// The measured operations.
enum Mode: String, CaseIterable {
  /// The baseline: a state change of a control whose hand-written `update()` sets the same eight
  /// properties as the bound controls.
  case handWritten
  /// The same eight writes in a Stately control's hand-written `updateConfiguration()`: a state change
  /// and flush, the engine's fixed cost included.
  case handWrittenControl
  /// One lookup in a 4-rule table over five bits.
  case lookup
  /// The baseline: the same table as an if-chain written by hand, inlined.
  case lookupIfChain
  /// A state change and flush of a control with eight bindings, by key-path literals.
  case bindingKeyPaths
  /// A highlight toggle and update of a configuration-mode button whose handler writes its title.
  case button
  /// A write to an `@Observable` cart whose count a button's handler reads, and the flush that updates
  /// the button: the tracking's callback, the inbox, the update and a fresh tracking.
  case modelChange
  /// A state change and update of a legacy-mode button (setTitle per state).
  case legacyButton
  /// A cell's state change, flush, and appearance read.
  case cell
  /// A row of a list selected or deselected, reconfigured by the data source in the cell it was dequeued
  /// into, the cycle flushed and the cell's appearance read.
  case reusedCell
  /// Changing one rule of a bound 16-rule table, and the flush that applies it.
  case ruleChange16
  /// The same with 256 rules.
  case ruleChange256
  /// One browser event handled by a live playground session: the message parsed, the event applied,
  /// the update cycle, the changed controls rendered and the reply encoded (no network).
  case hostEvent
}

/// Runs `count` messages through one live session of the standard registry: presses, releases and
/// clicks on the checkout example's Add Item button, as a browser reports taps, each reply read.
func hostEvents(count: Int) {
  let finished = DispatchSemaphore(value: 0)
  Task {
    let session = PlaygroundSession(id: 0, factory: PlaygroundRegistry.standard)
    var replies = session.outgoing.makeAsyncIterator()
    await session.start()
    var bytes = await replies.next()?.utf8.count ?? 0
    let script = EventScript(count: count)
    for index in 0..<count {
      await session.receive(script.message(index))
      bytes += await replies.next()?.utf8.count ?? 0
    }
    await session.close()
    consume(bytes)
    finished.signal()
  }
  finished.wait()
}

/// 1,024 pseudo-random states over the five bits of the lookup table.
func lookupStates() -> [UInt] {
  var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
  return (0..<1024).map { _ in
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let bits = UInt(seed >> 59)
    return (bits & 0xF) | ((bits >> 4) << 16)
  }
}

/// The lookup table written by hand, most important case first.
@inline(__always) func ifChain(_ raw: UInt) -> Int {
  if raw & (2 | 1 << 16) != 0 { return 3 }  // disabled or loading, explicit priority
  if raw == 8 { return 4 }  // exactly focused
  if raw & 5 == 5 { return 2 }  // selected and highlighted
  if raw & 4 != 0 { return 1 }  // selected
  return 0
}

/// Sums `count` lookups in `table`, in a function of its own as a user's code would call it, so the
/// loop is not compiled as part of the whole script's top level.
@inline(never) func sumOfLookups(_ table: StateTable<Int>, states: [UInt], count: Int) -> Int {
  var sink = 0
  for index in 0..<count { sink &+= table.value(for: ControlState(rawValue: states[index & 1023])) }
  return sink
}

/// Sums `count` answers of the hand-written if-chain, in a function of its own like ``sumOfLookups``.
@inline(never) func sumOfIfChains(states: [UInt], count: Int) -> Int {
  var sink = 0
  for index in 0..<count { sink &+= ifChain(states[index & 1023]) }
  return sink
}

guard let selected = Mode(rawValue: mode) else {
  print("unknown mode \(mode); modes: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))")
  exit(2)
}

switch selected {
case .handWritten:
  let control = HandWrittenToggle()
  for _ in 0..<count { control.isSelected.toggle() }
  consume(control)
case .lookup:
  // The five-bit table of the Resolution suite: selected, selected+highlighted, disabled or loading
  // (explicit priority), exactly focused.
  let loading = ControlState(customBit: 0)
  var table = StateTable(default: 0)
  table.setValue(1, for: .containsAll(.selected))
  table.setValue(2, for: .containsAll([.selected, .highlighted]))
  table.setValue(3, for: .containsAny([.disabled, loading]), priority: .exact + 100)
  table.setValue(4, for: .exact(.focused))
  let states = lookupStates()
  for raw in states where table.value(for: ControlState(rawValue: raw)) != ifChain(raw) {
    fatalError("the table and the if-chain disagree at \(raw)")
  }
  consume(sumOfLookups(table, states: states, count: count))
case .lookupIfChain:
  consume(sumOfIfChains(states: lookupStates(), count: count))
case .bindingKeyPaths, .handWrittenControl:
  let cycle = UpdateCycle()
  let keyPaths = DeclarativeToggle(cycle: cycle)
  let handWritten = HandWrittenControl(cycle: cycle)
  let (control, view): (Control, LabelView) =
    switch selected {
    case .bindingKeyPaths: (keyPaths, keyPaths.view)
    default: (handWritten, handWritten.view)
    }
  cycle.flush()
  for _ in 0..<count {
    control.isSelected.toggle()
    cycle.flush()
  }
  // What a release build's bindings (or the hand-written update) wrote, checked once: the optimiser
  // compiles a literal key path's writes to direct accesses here, which the debug-built tests never run.
  let isSelected = count % 2 == 1
  let written: [(String, Bool)] = [
    ("text", view.text == (isSelected ? "Following" : "Follow")),
    ("textColor", view.textColor == (isSelected ? .white : .label)),
    ("backgroundColor", view.backgroundColor == (isSelected ? .systemBlue : .clear)),
    ("borderWidth", view.borderWidth == (isSelected ? 0 : 1)),
    ("cornerRadius", view.cornerRadius == 4), ("alpha", view.alpha == 1), ("isHidden", !view.isHidden),
    ("fontWeight", view.fontWeight == (isSelected ? 600 : 400)),
  ]
  for (property, isRight) in written where !isRight {
    print("\(selected.rawValue): \(property) holds a value its rules do not give after \(count) toggles")
    exit(1)
  }
  consume(control)
case .button:
  var configuration = ButtonConfiguration.filled()
  configuration.title = "Add to Cart"
  configuration.image = .system("cart.badge.plus")
  let cycle = UpdateCycle()
  let button = StatelyButton(configuration: configuration, cycle: cycle)
  button.configurationUpdateHandler = { button in
    button.configuration?.title = button.isHighlighted ? "Adding…" : "Add to Cart"
  }
  cycle.flush()
  for _ in 0..<count {
    button.isHighlighted.toggle()
    cycle.flush()
  }
  if button.appearance.title != (count % 2 == 1 ? "Adding…" : "Add to Cart") {
    print("button: the handler's title is not the one shown after \(count) toggles")
    exit(1)
  }
  consume(button.appearance)
case .legacyButton:
  let cycle = UpdateCycle()
  let button = StatelyButton(cycle: cycle)
  button.setTitle("Follow", for: .normal)
  button.setTitle("Following", for: .selected)
  button.setTitleColor(.systemBlue, for: .normal)
  button.setTitleColor(.white, for: .selected)
  cycle.flush()
  for _ in 0..<count {
    button.isSelected.toggle()
    cycle.flush()
  }
  consume(button.appearance)
case .modelChange:
  let cycle = UpdateCycle()
  let cart = GateCart()
  let button = StatelyButton(configuration: .filled(), cycle: cycle)
  button.configurationUpdateHandler = { button in
    button.configuration?.title = "Checkout \(cart.itemCount)"
  }
  cycle.flush()
  for _ in 0..<count {
    cart.itemCount += 1
    cycle.flush()
  }
  if button.appearance.title != "Checkout \(count)" || button.engine.updateCount != count + 1 {
    print("modelChange: \(button.engine.updateCount) updates, title \(button.appearance.title ?? "none")")
    exit(1)
  }
  consume(button.appearance)
case .cell:
  let cycle = UpdateCycle()
  let cell = Cell(cycle: cycle)
  var content = cell.defaultContentConfiguration()
  content.text = "Inbox"
  content.secondaryText = "12 unread"
  cell.contentConfiguration = content
  cycle.flush()
  consume(cell.appearance)
  var sink = 0.0
  for _ in 0..<count {
    cell.isSelected.toggle()
    cycle.flush()
    sink += cell.appearance.background?.fillColor.red ?? 0
  }
  consume(Int(sink))
case .reusedCell:
  let rows = ListRows(count: 1_000, screenRows: 12)
  let row = StatelyList.IndexPath(item: 3, section: 0)
  let reconfigured = [row]
  rows.list.cycle.flush()
  var sink = 0.0
  // Two operations before the measured ones, in both runs: the first selection and reconfiguration
  // size the list's buffers once.
  for index in -2..<count {
    do {
      if index.isMultiple(of: 2) {
        try rows.list.selectItem(at: row)
      } else {
        try rows.list.deselectItem(at: row)
      }
      try rows.list.reconfigureItems(at: reconfigured)
    } catch {
      print("reusedCell: \(error)")
      exit(1)
    }
    rows.list.cycle.flush()
    sink += rows.list.cellForItem(at: row)?.appearance.background?.fillColor.red ?? 0
  }
  consume(Int(sink))
case .ruleChange16, .ruleChange256:
  let rules = selected == .ruleChange16 ? 16 : 256
  let cycle = UpdateCycle()
  let control = Control(cycle: cycle)
  let view = LabelView()
  for rule in 0..<rules {
    let bits = ControlState(rawValue: UInt(rule & 15) | (UInt(rule >> 4) << 16))
    control.engine.setValue(Double(rule), for: .containsAll(bits), on: view, at: \.alpha)
  }
  control.isSelected = true
  cycle.flush()
  for index in 0..<count {
    control.engine.setValue(Double(index), for: .containsAll(.selected), on: view, at: \.alpha)
    cycle.flush()
  }
  consume(view.alpha)
case .hostEvent:
  hostEvents(count: count)
}

/// The cart of the `modelChange` mode: the app's model, outside the button.
@Observable final class GateCart {
  var itemCount = 0
}
