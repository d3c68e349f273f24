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
    let updatesBefore = checkout.engine.updateCount
    let callsBefore = handlerCalls
    for _ in 0..<10 { cart.itemCount += 1 }
    cycle.flush()
    #expect(checkout.engine.updateCount == updatesBefore + 1)
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
    button.setTitle(nil, for: .selected)
    #expect(button.title(for: .selected) == "Normal")
  }

  // Source: material-components-ios, components/Buttons/tests/unit/MDCButtonTests.m,
  // `testTitleColorForStateDisabledHighlight`, run against UIKit on the iOS simulator: after
  // setTitleColor(green, .normal) and setTitleColor(blue, [.highlighted, .disabled]),
  // titleColor(for: [.highlighted, .disabled]) is still green.
  @Test("A title colour for [highlighted, disabled] while highlighted has no value has no effect")
  func highlightedDisabledWithoutHighlightedIsDropped() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setTitleColor(.systemGreen, for: .normal)
    button.setTitleColor(.systemBlue, for: [.highlighted, .disabled])
    #expect(button.titleColor(for: [.highlighted, .disabled]) == .systemGreen)
    #expect(button.titleColor(for: .highlighted) == .systemGreen)
    guard case .ignoredSetter(let setter, let state, _)? = button.diagnostics.last else {
      Issue.record("expected a diagnostic for the ignored setter, got \(button.diagnostics)")
      return
    }
    #expect(setter == "setTitleColor(_:for:)" && state == [.highlighted, .disabled])
  }

  // Source: the same file's `testBackgroundColorForStateBehaviorMatchesTitleColorForStateWithout-
  // FallbackForward` / `...Backward` (real UIButton, simulator): a value for [highlighted, disabled]
  // replaces the highlighted value once highlighted has one. UIKit keeps one record per state for every
  // per-state value (UIKit's decompiled `-[UIButton _setContentValue:forField:state:]`), so any value for
  // highlighted makes the record exist; every setter shares the rule.
  @Test(
    "Every per-state setter: [highlighted, disabled] takes highlighted's place once highlighted has a value")
  func highlightedDisabledReplacesHighlighted() {
    let cycle = UpdateCycle()
    let button = StatelyButton(cycle: cycle)
    button.setTitle("Normal", for: .normal)
    button.setTitle("Pressed", for: .highlighted)
    button.setTitle("Pressed, disabled", for: [.highlighted, .disabled])
    button.setTitleColor(.systemRed, for: [.highlighted, .disabled])
    button.setImage(.system("star"), for: [.highlighted, .disabled])
    button.setBackgroundImage(.system("square"), for: [.highlighted, .disabled])
    button.setTitleShadowColor(.black, for: [.highlighted, .disabled])
    button.setAttributedTitle(AttributedString("Attributed"), for: [.highlighted, .disabled])
    #expect(button.diagnostics.isEmpty)
    for state: ControlState in [.highlighted, [.highlighted, .disabled]] {
      #expect(button.title(for: state) == "Pressed, disabled")
      #expect(button.titleColor(for: state) == .systemRed)
      #expect(button.image(for: state) == .system("star"))
      #expect(button.backgroundImage(for: state) == .system("square"))
      #expect(button.titleShadowColor(for: state) == .black)
      #expect(button.attributedTitle(for: state) == AttributedString("Attributed"))
    }
    #expect(button.title(for: .disabled) == "Normal")
  }

  // Source: MDCButtonTests' Forward and Backward tests set a distinct title colour for each of the eight
  // combinations of highlighted, disabled and selected, in ascending and in descending raw-value order,
  // on a real UIButton, and read every state back. The reference is the rule those tests pin down.
  @Test("Title colours set for all eight states, in either order, read back as on a real UIButton")
  func allStatesInEitherOrder() {
    let colors = (0..<8).map { DynamicColor(ResolvedColor(clampingRed: Double($0) / 8, green: 0, blue: 0)) }
    for order in [Array(0..<8), Array((0..<8).reversed())] {
      let button = StatelyButton(cycle: UpdateCycle())
      var stored: [UInt: Int] = [:]
      for raw in order {
        button.setTitleColor(colors[raw], for: ControlState(rawValue: UInt(raw)))
        let normalized = raw & 1 != 0 ? UInt(raw) & ~2 : UInt(raw)
        if normalized == UInt(raw) || stored[normalized] != nil { stored[normalized] = raw }
      }
      for raw in 0..<8 {
        let normalized = raw & 1 != 0 ? UInt(raw) & ~2 : UInt(raw)
        let expected = stored[normalized].map { colors[$0] } ?? stored[0].map { colors[$0] }
        #expect(
          button.titleColor(for: ControlState(rawValue: UInt(raw))) == expected, "state \(raw), \(order)")
      }
    }
    // What the tests assert outright: ascending, highlighted ends with the colour set for [H, D];
    // descending, with its own.
    let forward = StatelyButton(cycle: UpdateCycle())
    for raw in 0..<8 { forward.setTitleColor(colors[raw], for: ControlState(rawValue: UInt(raw))) }
    #expect(forward.titleColor(for: .highlighted) == colors[3])
    let backward = StatelyButton(cycle: UpdateCycle())
    for raw in (0..<8).reversed() {
      backward.setTitleColor(colors[raw], for: ControlState(rawValue: UInt(raw)))
    }
    #expect(backward.titleColor(for: .highlighted) == colors[1])
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
