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

/// The appearance resolved directly from what `cell` holds now, each configuration on its own.
private func referenceAppearance(of cell: MarkedCell) throws -> CellAppearance {
  let state = cell.appliedConfigurationState
  return CellAppearance(
    kind: cell.kind, state: state,
    background: try cell.backgroundConfiguration?.resolvedAppearance(in: state.traitCollection),
    content: try cell.listContentConfiguration?.resolvedAppearance(in: state.traitCollection),
    hasCustomContent: cell.isMarked)
}

@Suite("Cell: an appearance is what its configurations resolve to for its state")
struct CellSessionTests {
  @Test("Through any session, a cell shows what its configurations resolve to for its state")
  func sessionsMatchDirectResolution() async throws {
    await propertyCheck(count: 200, input: stepGen.array(of: 1...24)) { steps in
      let cycle = UpdateCycle()
      let cell = MarkedCell(cycle: cycle)
      var content = cell.defaultContentConfiguration()
      content.text = "Row"
      cell.contentConfiguration = content
      for step in steps {
        switch step.kind {
        case 0:
          cell.isSelected = step.bits & 1 != 0
          cell.isHighlighted = step.bits & 2 != 0
          cell.isEnabled = step.bits & 4 == 0
        case 1:
          var content = cell.listContentConfiguration ?? cell.defaultContentConfiguration()
          content.text = "Row \(step.number)"
          cell.listContentConfiguration = content
        case 2:
          var background = cell.backgroundConfiguration ?? .listPlainCell()
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
          let tints: [DynamicColor] = [.systemBlue, .systemPink, .systemGreen]
          let tint = tints[step.number % 3]
          cell.traitCollection = TraitCollection(
            userInterfaceStyle: cell.traitCollection.userInterfaceStyle,
            tintColor: DynamicColor(light: tint.light, dark: tint.dark))
        }
        cycle.flush()
        let reference = try? referenceAppearance(of: cell)
        #expect(cell.appearance == reference, "after \(step)")
      }
    }
  }
}
