import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// One step of a random cell session.
private struct CellStep: Sendable, CustomStringConvertible {
  /// 0: flags from `bits`; 1: content text; 2: background corner radius; 3: dark or light;
  /// 4: a handler that assigns the background, on or off; 5: automatic content updates on or off;
  /// 6: automatic background updates on or off; 7: two custom state bits from `bits`; 8: the tint, one of
  /// three colours, each built afresh so that equal tints live in different storage; 9: the subclass's
  /// mark, which its override of `resolveAppearance()` reads.
  var kind: Int
  var bits: UInt
  var number: Int

  var description: String { "step \(kind) bits \(bits) number \(number)" }
}

private let stepGen = zip(Gen.int(in: 0...9), Gen<UInt>.bitSet(mask: 0x7), Gen.int(in: 0...3))
  .map { CellStep(kind: $0, bits: $1, number: $2) }

/// A cell whose override of `resolveAppearance()` reads a property of its own, as the lifecycle's
/// contract allows: the property calls `configurationDidChange()`.
private final class MarkedCell: Cell {
  var isMarked = false { didSet { configurationDidChange() } }

  override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> CellAppearance {
    var appearance = try super.resolveAppearance(for: state)
    appearance.hasCustomContent = isMarked
    return appearance
  }
}

/// The last value each kind of step set, which, with the configurations it holds, is all a cell's look
/// may depend on.
private struct Inputs {
  var dark = false
  var handler = false
  var automaticContent = true
  var automaticBackground = true
  var tint: Int?
  var marked = false

  /// Records what `step` sets.
  mutating func record(_ step: CellStep) {
    switch step.kind {
    // The configurations the cell holds, and its state, are taken as they are: a highlight set while
    // disabled is ignored (UIKit's `setHighlighted:`), so the state is not the last flags set.
    case 0, 1, 2, 7: break
    case 3: dark = step.number % 2 == 1
    case 4: handler = step.number % 2 == 1
    case 5: automaticContent = step.number % 2 == 0
    case 6: automaticBackground = step.number % 2 == 0
    case 9: marked = step.number % 2 == 1
    default: tint = step.number % 3
    }
  }
}

private let tints: [DynamicColor] = [.systemBlue, .systemPink, .systemGreen]

/// Applies one step to `cell`: each kind assigns a fresh value, so the last step of each kind decides.
private func apply(_ step: CellStep, to cell: MarkedCell) {
  switch step.kind {
  case 0:
    cell.isSelected = step.bits & 1 != 0
    cell.isHighlighted = step.bits & 2 != 0
    cell.isEnabled = step.bits & 4 == 0
  case 1:
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(step.number)"
    cell.listContentConfiguration = content
  case 2:
    var background = BackgroundConfiguration.listPlainCell()
    background.cornerRadius = Double(step.number * 4)
    cell.backgroundConfiguration = background
  case 3:
    cell.traitCollection.userInterfaceStyle = step.number % 2 == 1 ? .dark : .light
  case 4:
    // A handler's background is used as it is in its pass, and styled from the next pass on.
    cell.configurationUpdateHandler =
      step.number % 2 == 1
      ? { cell in
        var background = BackgroundConfiguration.listPlainCell()
        background.cornerRadius = cell.appliedConfigurationState.isSelected ? 12 : 2
        cell.backgroundConfiguration = background
      } : nil
  case 5: cell.automaticallyUpdatesContentConfiguration = step.number % 2 == 0
  case 6: cell.automaticallyUpdatesBackgroundConfiguration = step.number % 2 == 0
  case 7:
    // Two custom bits: states with different custom states share every other part of their key.
    cell.engine.setFlag(ControlState(customBit: 0), step.bits & 1 != 0)
    cell.engine.setFlag(ControlState(customBit: 1), step.bits & 2 != 0)
  case 9: cell.isMarked = step.number % 2 == 1
  default:
    // Each tint is built afresh, so that equal tints live in different storage.
    let tint = tints[step.number % 3]
    cell.traitCollection = TraitCollection(
      userInterfaceStyle: cell.traitCollection.userInterfaceStyle,
      tintColor: DynamicColor(light: tint.light, dark: tint.dark))
  }
}

/// A new cell given, in one change and one update, the configurations `cell` holds now (which its
/// automatic updates restyle in place, as UIKit's do), its state, and the last value of every other kind
/// of step.
private func freshCell(like cell: MarkedCell, with inputs: Inputs) -> MarkedCell {
  let cycle = UpdateCycle()
  let fresh = MarkedCell(cycle: cycle)
  fresh.listContentConfiguration = cell.listContentConfiguration
  fresh.backgroundConfiguration = cell.backgroundConfiguration
  let steps = [
    CellStep(kind: 3, bits: 0, number: inputs.dark ? 1 : 0),
    inputs.tint.map { CellStep(kind: 8, bits: 0, number: $0) },
    CellStep(kind: 4, bits: 0, number: inputs.handler ? 1 : 0),
    CellStep(kind: 5, bits: 0, number: inputs.automaticContent ? 0 : 1),
    CellStep(kind: 6, bits: 0, number: inputs.automaticBackground ? 0 : 1),
    CellStep(kind: 9, bits: 0, number: inputs.marked ? 1 : 0),
  ]
  for step in steps.compactMap({ $0 }) { apply(step, to: fresh) }
  fresh.engine.setFactors(matching: cell.state)
  // The two custom bits lie outside the cell's space, which `setFactors(matching:)` leaves alone.
  for bit in 0..<2 {
    let custom = ControlState(customBit: bit)
    fresh.engine.setFlag(custom, cell.state.contains(custom))
  }
  cycle.flush()
  return fresh
}

@Suite("Cell: an appearance is what its configurations resolve to for its state")
struct CellSessionTests {
  @Test("Through any session, a cell shows what a new cell given only its current inputs shows")
  func sessionsMatchAFreshCell() async throws {
    await propertyCheck(count: 200, input: stepGen.array(of: 1...24)) { steps in
      let cycle = UpdateCycle()
      let cell = MarkedCell(cycle: cycle)
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      var inputs = Inputs()
      for step in steps {
        apply(step, to: cell)
        inputs.record(step)
        cycle.flush()
        #expect(cell.appearance == freshCell(like: cell, with: inputs).appearance, "after \(step)")
      }
    }
  }
}
