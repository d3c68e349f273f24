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
/// contract allows: the property calls `configurationDidChange()`. It counts its resolutions.
private final class MarkedCell: Cell {
  var isMarked = false { didSet { configurationDidChange() } }
  var resolutions = 0

  override func resolveAppearance() throws(ConfigurationError) -> CellAppearance {
    resolutions += 1
    var appearance = try super.resolveAppearance()
    appearance.hasCustomContent = isMarked
    return appearance
  }
}

/// The appearance resolved directly from what `cell` holds now, without its kept appearances: the
/// reference the memo must match.
private func referenceAppearance(of cell: MarkedCell) throws -> CellAppearance {
  let state = cell.appliedConfigurationState
  return CellAppearance(
    kind: cell.kind, state: state,
    background: try cell.backgroundConfiguration?.resolvedAppearance(in: state.traitCollection),
    content: try cell.listContentConfiguration?.resolvedAppearance(in: state.traitCollection),
    hasCustomContent: cell.isMarked)
}

@Suite("Cell: resolved appearances are kept until a configuration changes")
struct CellAppearanceMemoTests {
  @Test("Through any session, a cell shows what its configurations resolve to for its state")
  func keptAppearancesMatchDirectResolution() async throws {
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
          cell.setFlag(ControlState(customBit: 0), step.bits & 1 != 0)
          cell.setFlag(ControlState(customBit: 1), step.bits & 2 != 0)
        case 9: cell.isMarked = step.number % 2 == 1
        default:
          let tints: [DynamicColor] = [.systemBlue, .systemPink, .systemGreen]
          let tint = tints[step.number % 3]
          cell.traitCollection = TraitCollection(
            userInterfaceStyle: cell.traitCollection.userInterfaceStyle,
            tintColor: DynamicColor(light: tint.light, dark: tint.dark))
        }
        cycle.flush()
        // Read every other step, so some passes are never resolved.
        guard step.number % 2 == 0 || step.kind == 0 || step.kind == 7 else { continue }
        let reference = try? referenceAppearance(of: cell)
        #expect(cell.appearance == reference, "after \(step)")
      }
    }
  }

  @Test("Toggling a cell between two states resolves each once; later reads take the kept appearance")
  func togglingResolvesEachStateOnce() {
    let cycle = UpdateCycle()
    let cell = MarkedCell(cycle: cycle)
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    cycle.flush()
    let normal = cell.appearance
    cell.isSelected = true
    cycle.flush()
    let selected = cell.appearance
    #expect(normal != selected)
    #expect(cell.resolutions == 2)
    for _ in 0..<3 {
      cell.isSelected = false
      cycle.flush()
      #expect(cell.appearance == normal)
      cell.isSelected = true
      cycle.flush()
      #expect(cell.appearance == selected)
    }
    #expect(cell.resolutions == 2)
    // Assigning a configuration empties the memo, so the next read resolves again, and so does the
    // read after going back to the other state.
    cell.contentConfiguration = content
    #expect(cell.appearance == selected)
    #expect(cell.resolutions == 3)
    cell.isSelected = false
    cycle.flush()
    #expect(cell.appearance == normal)
    #expect(cell.resolutions == 4)
    // So does a property the override reads.
    cell.isMarked = true
    cycle.flush()
    #expect(cell.appearance.hasCustomContent)
    #expect(cell.resolutions == 5)
  }

  @Test("Traits made afresh with the system blue tint take the kept appearance; other tints stay apart")
  func defaultTintTraitsTakeKeptAppearance() {
    func blue(_ style: UserInterfaceStyle) -> TraitCollection {
      let systemBlue = DynamicColor.systemBlue
      return TraitCollection(
        userInterfaceStyle: style, tintColor: DynamicColor(light: systemBlue.light, dark: systemBlue.dark))
    }
    let cycle = UpdateCycle()
    let cell = MarkedCell(traitCollection: blue(.dark), cycle: cycle)
    cycle.flush()
    let dark = cell.appearance
    cell.traitCollection = blue(.light)
    cycle.flush()
    let light = cell.appearance
    #expect(cell.resolutions == 2)
    for style in [UserInterfaceStyle.dark, .light, .dark] {
      cell.traitCollection = blue(style)
      cycle.flush()
      #expect(!cell.isAppearanceStale)
      #expect(cell.appearance == (style == .dark ? dark : light))
    }
    #expect(cell.resolutions == 2)
    // A custom tint is not the default: the cell resolves for it, and shows it.
    cell.traitCollection = TraitCollection(userInterfaceStyle: .dark, tintColor: .systemPink)
    cycle.flush()
    #expect(cell.appearance.state.traitCollection.tintColor == .systemPink)
    #expect(cell.appearance != dark)
    #expect(cell.resolutions == 3)
  }

  @Test("A flush back to a kept state makes that appearance current; a new state waits for a read")
  func flushTakesKeptAppearances() {
    let cycle = UpdateCycle()
    let cell = MarkedCell(cycle: cycle)
    cycle.flush()
    let normal = cell.appearance
    cell.isSelected = true
    cycle.flush()
    let selected = cell.appearance
    // Back to a kept state: the flush takes the kept appearance, so no read has anything left to do.
    cell.isSelected = false
    cycle.flush()
    #expect(!cell.isAppearanceStale)
    #expect(cell.current == normal)
    cell.isSelected = true
    cycle.flush()
    #expect(!cell.isAppearanceStale)
    #expect(cell.current == selected)
    #expect(cell.resolutions == 2)
    // A state the cell has not been in is resolved on its first read, not by the flush.
    cell.isHighlighted = true
    cycle.flush()
    #expect(cell.isAppearanceStale)
    #expect(cell.resolutions == 2)
    #expect(cell.appearance.state.isHighlighted)
    #expect(cell.resolutions == 3)
    // An emptied memo has nothing to take: the flush after a configuration change leaves the
    // appearance for the read.
    cell.isMarked = true
    cell.isHighlighted = false
    cycle.flush()
    #expect(cell.isAppearanceStale)
    #expect(cell.appearance.hasCustomContent)
    #expect(cell.resolutions == 4)
  }

  @Test("Copies of an appearance share its parts until one of them changes")
  func appearanceCopiesShareTheirParts() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cycle.flush()
    let first = cell.appearance
    var second = first
    #expect(second == first)
    second.hasCustomContent = true
    #expect(second != first)
    #expect(!first.hasCustomContent)
  }
}
