#if canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelySwiftUI
  import StatelyUIKit
  import Testing
  import UIKit
  #if canImport(StatelyHTML)
    import StatelyHTML
  #endif

  /// One declaration, three platforms: the README's space and look drive a SwiftUI button style, a
  /// `StatelyUIButton` and the HTML tile, and in every reachable state the three show what
  /// `StatelyButton` shows.
  ///
  /// The SwiftUI side is the style's logic, given the inputs SwiftUI reports for the state (its press,
  /// the environment's `isEnabled`, the app's selection and flags); its drawing is type-checked against
  /// the real SDK and runs on a simulator. The UIKit side is the bridge's button after a configuration
  /// update (on Linux, against the UIKit stand-in). The HTML side is StatelyHTML's tile of the state,
  /// compiled wherever StatelyHTML is (not in the SDK type-check, which builds no Plot).
  @MainActor
  @Suite("One declaration drives SwiftUI, UIKit and HTML")
  struct ThreePlatformTests {
    @Test("In each of the README's 18 reachable states, SwiftUI, UIKit and HTML show StatelyButton's values")
    func everyReachableState() throws {
      let readme = ReadmeFollowLook()
      let (states, space, look) = (readme.states, readme.space, readme.look)
      #expect(space.reachableStates.count == 18)
      for state in space.reachableStates {
        let name = space.describe(state)

        // Stately's own button, brought into the state through its engine.
        let button = StatelyButton(space: space, configurationTable: look)
        button.engine.setFactors(matching: state)
        button.engine.cycle.flush()
        #expect(button.state == state, "\(name)")
        let expected = button.appearance

        // SwiftUI: the style, given SwiftUI's inputs for the state.
        let style = StatelyButtonStyle(space: space, configurationTable: look)
          .selected(state.contains(.selected))
          .flag(states.mutual, state.contains(states.mutual))
          .flag(states.loading, state.contains(states.loading))
        let shown = style.state(
          isPressed: state.contains(.highlighted), isEnabled: !state.contains(.disabled))
        #expect(shown == state, "\(name): the style's state")
        let swiftUI = try style.appearance(for: shown)
        #expect(swiftUI == expected, "\(name): the style resolves what StatelyButton shows")

        // UIKit: the bridge's button after UIKit's configuration update.
        let uiButton = StatelyUIButton(space: space, configurationTable: look)
        uiButton.engine.setFactors(matching: state)
        uiButton.layoutIfNeeded()
        #expect(uiButton.engine.state == state, "\(name)")
        #expect(uiButton.configuration?.title == swiftUI.title, "\(name): UIKit's title")
        #expect(
          uiButton.configuration?.showsActivityIndicator == swiftUI.showsActivityIndicator,
          "\(name): UIKit's activity indicator")
        #expect(uiButton.isEnabled == !state.contains(.disabled), "\(name): UIKit's enabled")
        #expect(uiButton.isSelected == state.contains(.selected), "\(name): UIKit's selected")

        #if canImport(StatelyHTML)
          // HTML: the tile the playground's gallery shows for the state.
          let tile = StateTile(
            caption: "Follow", state: button.state, names: space.names,
            control: HTMLRenderer.fragment(button.appearance, names: space.names), why: [])
          let html = tile.render()
          #expect(html.contains(">\(swiftUI.title ?? "")<"), "\(name): the tile's title")
          #expect(
            html.contains("background-color:\(swiftUI.backgroundColor.cssString)"),
            "\(name): the tile's fill")
          #expect(
            html.contains("color:\(swiftUI.foregroundColor.cssString)"), "\(name): the tile's foreground")
          #expect(html.contains("aria-busy") == swiftUI.showsActivityIndicator, "\(name): the tile's spinner")
          #expect(html.contains("disabled=\"disabled\"") == state.contains(.disabled), "\(name): disabled")
        #endif
      }
    }
  }
#endif
