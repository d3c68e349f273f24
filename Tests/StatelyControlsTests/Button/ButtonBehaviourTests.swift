import Stately
import StatelyControls
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The cart of the iOS 15 configuration tutorial's checkout example: the count lives outside the button.
private final class Cart {
  let button: StatelyButton
  var itemCount = 0 {
    didSet { button.setNeedsUpdateConfiguration() }
  }
  init(button: StatelyButton) { self.button = button }
}

@Suite("StatelyButton behaviour")
struct ButtonBehaviourTests {
  @Test("Checkout: ten increments in one event produce one update titled \"Checkout 10\"")
  func checkoutCoalesces() {
    let cycle = UpdateCycle()
    var configuration = ButtonConfiguration.filled()
    configuration.baseBackgroundColor = .systemPink
    configuration.buttonSize = .large
    let checkout = StatelyButton(configuration: configuration, cycle: cycle)
    let cart = Cart(button: checkout)
    var handlerCalls = 0
    checkout.configurationUpdateHandler = { [unowned cart] button in
      handlerCalls += 1
      button.configuration?.title = "Checkout \(cart.itemCount)"
    }
    cycle.flush()
    let updatesBefore = checkout.updateCount
    let callsBefore = handlerCalls
    for _ in 0..<10 { cart.itemCount += 1 }
    cycle.flush()
    #expect(checkout.updateCount == updatesBefore + 1)
    #expect(handlerCalls == callsBefore + 1)
    #expect(checkout.appearance.title == "Checkout 10")
  }

  @Test("The legacy lookup: exact state, else .normal; selected+highlighted falls back to .normal")
  func legacyLookup() {
    let button = StatelyButton(cycle: UpdateCycle())
    button.setTitle("Normal", for: .normal)
    button.setTitle("Selected", for: .selected)
    #expect(button.title(for: .selected) == "Selected")
    #expect(button.title(for: [.selected, .highlighted]) == "Normal")
    button.setTitle("Highlighted & Disabled", for: [.highlighted, .disabled])
    #expect(button.title(for: .highlighted) == "Highlighted & Disabled")
    button.setTitle(nil, for: .selected)
    #expect(button.title(for: .selected) == "Normal")
  }

  @Test("An attributed title wins over a plain title for the same state")
  func attributedTitleWins() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setTitle("Plain", for: .normal)
    button.setAttributedTitle(AttributedString("Underline"), for: .normal)
    cycle.flush()
    #expect(button.appearance.title == "Underline")
  }

  @Test("changesSelectionAsPrimaryAction: a tap toggles selection before the action runs")
  func tapTogglesSelection() {
    let cycle = UpdateCycle()
    var selectedWhenActionRan: [Bool] = []
    let button = StatelyButton(
      configuration: .tinted(),
      primaryAction: .init(title: "Toggle") { button in selectedWhenActionRan.append(button.isSelected) },
      cycle: cycle)
    button.changesSelectionAsPrimaryAction = true
    button.tap()
    button.tap()
    #expect(selectedWhenActionRan == [true, false])
    cycle.flush()
    #expect(button.appearance.title == "Toggle")
  }

  @Test("A legacy title colour per state overrides the style's colour")
  func legacyTitleColor() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setTitleColor(.systemRed, for: .highlighted)
    cycle.flush()
    let normalColor = button.appearance.foregroundColor
    button.press()
    cycle.flush()
    #expect(button.appearance.foregroundColor == DynamicColor.systemRed.resolved(in: .light))
    #expect(button.appearance.foregroundColor != normalColor)
    #expect(button.currentTitleColor == DynamicColor.systemRed.resolved(in: .light))
  }

  @Test("The appearance follows the state: a pressed filled button has a different fill")
  func appearanceFollowsState() throws {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .filled(), cycle: cycle)
    cycle.flush()
    let normal = button.appearance
    button.press()
    cycle.flush()
    #expect(button.appearance.state == .highlighted)
    #expect(button.appearance.backgroundColor != normal.backgroundColor)
    #expect(button.appearance == (try ButtonConfiguration.filled().resolvedAppearance(for: .highlighted)))
  }

  @Test("An unresolvable configuration keeps the previous appearance and records why")
  func unresolvableConfiguration() {
    let cycle = UpdateCycle()
    let button = StatelyButton(configuration: .gray(), cycle: cycle)
    button.configuration?.title = "Fine"
    cycle.flush()
    button.configuration?.imagePadding = -4
    cycle.flush()
    #expect(button.appearance.title == "Fine")
    #expect(button.diagnostics.count == 1)
    #expect(button.diagnostics.first?.description.contains("imagePadding") == true)
  }

  @Test("setImage(nil, for:) removes the state's image, so the state falls back to .normal")
  func settingNilImageRemovesIt() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setImage(.system("heart"), for: .normal)
    button.setImage(.system("heart.fill"), for: .highlighted)
    #expect(button.image(for: .highlighted) == .system("heart.fill"))
    button.setImage(nil, for: .highlighted)
    #expect(button.image(for: .highlighted) == .system("heart"))
    button.press()
    cycle.flush()
    #expect(button.appearance.image == .system("heart"))
    #expect(button.valueSources.image == .legacy(requested: .highlighted, found: .normal))
  }
}
