import PropertyBased
import Stately
import Testing

@testable import StatelyControls

/// A configuration state built from six random bits: disabled, highlighted, selected, focused,
/// editing, and dark or light, in a list environment picked by `environment`.
private func makeState(bits: Int, environment: Int) -> CellConfigurationState {
  let listEnvironment = ListEnvironment.allCases[environment % ListEnvironment.allCases.count]
  var state = CellConfigurationState(
    traitCollection: TraitCollection(
      userInterfaceStyle: bits & 32 != 0 ? .dark : .light, listEnvironment: listEnvironment))
  state.isDisabled = bits & 1 != 0
  state.isHighlighted = bits & 2 != 0
  state.isSelected = bits & 4 != 0
  state.isFocused = bits & 8 != 0
  state.isEditing = bits & 16 != 0
  return state
}

/// A list content preset with the properties `customized` picks set by hand.
private func makeContent(style: Int, customized: Int) -> ListContentConfiguration {
  var content = ListContentConfiguration(
    style: ListContentStyle.allCases[style % ListContentStyle.allCases.count])
  content.text = "Inbox"
  content.secondaryText = "3 unread"
  if customized & 1 != 0 { content.textProperties.color = .systemRed }
  if customized & 2 != 0 { content.secondaryTextProperties.color = .systemGreen }
  if customized & 4 != 0 { content.imageProperties.tintColor = .systemOrange }
  if customized & 8 != 0 { content.imageToTextPadding = 3 }
  if customized & 16 != 0 {
    content.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  }
  return content
}

/// A background list preset with the properties `customized` picks set by hand.
private func makeBackground(preset: Int, customized: Int) -> BackgroundConfiguration {
  let presets: [BackgroundConfiguration] = [
    .listCell(), .listHeader(), .listFooter(), .listPlainCell(), .listGroupedCell(), .listSidebarCell(),
    .listAccompaniedSidebarCell(), .listPlainHeaderFooter(), .listGroupedHeaderFooter(), .listSidebarHeader(),
    .clear(),
  ]
  var background = presets[preset % presets.count]
  if customized & 1 != 0 { background.backgroundColor = .systemPink }
  if customized & 2 != 0 { background.cornerRadius = 9 }
  return background
}

@Suite("Cells: automatic updates are applied when the configuration is next read")
struct CellDeferredUpdateTests {
  @Test("updated(for:) depends only on the configuration as assigned and the latest state")
  func updateForgetsEarlierStates() async {
    let input = Gen.int(in: 0...63).array(of: 2)
    await propertyCheck(input: input, Gen.int(in: 0...31), Gen.int(in: 0...15)) { states, customized, style in
      let earlier = makeState(bits: states[0], environment: style)
      let latest = makeState(bits: states[1], environment: style / 3)
      let content = makeContent(style: style, customized: customized)
      #expect(content.updated(for: earlier).updated(for: latest) == content.updated(for: latest))
      let background = makeBackground(preset: style, customized: customized)
      #expect(background.updated(for: earlier).updated(for: latest) == background.updated(for: latest))
    }
  }

  @Test("Configurations read after any sequence of passes equal those of eager automatic updates")
  func deferredEqualsEager() async {
    // Operations: 0–3 flip highlighted, selected, enabled, editing; 4 flush; 5 read both
    // configurations; 6 and 7 switch the automatic content or background updates; 8 assign fresh
    // configurations; 9 flush with a handler pass that reads nothing.
    await propertyCheck(input: Gen.int(in: 0...9).array(of: 1...40), Gen.int(in: 0...31)) {
      operations, seed in
      let cycle = UpdateCycle()
      let cell = Cell(cycle: cycle)
      var eagerContent = makeContent(style: seed, customized: seed)
      var eagerBackground = makeBackground(preset: seed, customized: seed >> 3)
      cell.contentConfiguration = eagerContent
      cell.backgroundConfiguration = eagerBackground
      var passes = cell.engine.updateCount
      // The reference: every pass updates eagerly, with the automatic flags as they were then.
      func runPasses() {
        let automaticContent = cell.automaticallyUpdatesContentConfiguration
        let automaticBackground = cell.automaticallyUpdatesBackgroundConfiguration
        cycle.flush()
        guard cell.engine.updateCount != passes else { return }
        passes = cell.engine.updateCount
        let state = cell.appliedConfigurationState
        if automaticContent { eagerContent.update(for: state) }
        if automaticBackground { eagerBackground.update(for: state) }
      }
      runPasses()
      for (step, operation) in operations.enumerated() {
        switch operation {
        case 0: cell.isHighlighted.toggle()
        case 1: cell.isSelected.toggle()
        case 2: cell.isEnabled.toggle()
        case 3: cell.isEditing.toggle()
        case 4, 9: runPasses()
        case 5:
          #expect(cell.listContentConfiguration == eagerContent, "step \(step)")
          #expect(cell.backgroundConfiguration == eagerBackground, "step \(step)")
        case 6: cell.automaticallyUpdatesContentConfiguration.toggle()
        case 7: cell.automaticallyUpdatesBackgroundConfiguration.toggle()
        default:
          eagerContent = makeContent(style: seed + step, customized: step)
          eagerBackground = makeBackground(preset: seed + step, customized: step)
          cell.contentConfiguration = eagerContent
          cell.backgroundConfiguration = eagerBackground
        }
      }
      runPasses()
      #expect(cell.listContentConfiguration == eagerContent)
      #expect(cell.backgroundConfiguration == eagerBackground)
    }
  }

  @Test("The appearance resolves the update a pass owes, even when nothing read the configurations")
  func appearanceSettlesOwedUpdates() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cell.contentConfiguration = cell.defaultContentConfiguration()
    cycle.flush()
    cell.isHighlighted = true
    cycle.flush()
    var state = CellConfigurationState(traitCollection: cell.traitCollection)
    state.isHighlighted = true
    let expected = BackgroundConfiguration.listCell().updated(for: state)
    #expect(cell.appearance.background == (try? expected.resolvedAppearance(in: state.traitCollection)))
    #expect(cell.appearance.background?.fillColor != nil)
  }

  @Test("Turning automatic updates off keeps the update the previous pass owed")
  func switchingOffKeepsOwedUpdate() {
    let cycle = UpdateCycle()
    let cell = Cell(cycle: cycle)
    cell.isSelected = true
    cycle.flush()
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.isSelected = false
    cycle.flush()
    var selected = CellConfigurationState(traitCollection: cell.traitCollection)
    selected.isSelected = true
    #expect(cell.backgroundConfiguration == BackgroundConfiguration.listCell().updated(for: selected))
  }
}
