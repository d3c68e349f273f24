#if canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  /// Reads a UIKit colour's components for light or dark.
  @MainActor
  func components(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [Double] {
    guard let color else { return [] }
    let resolved = ResolvedColor(color, traits: UITraitCollection(userInterfaceStyle: style))
    return [resolved.red, resolved.green, resolved.blue, resolved.alpha]
  }

  @MainActor
  @Suite("Conversions: Stately values as UIKit values")
  struct ConversionTests {
    @Test("Control states have the same raw values both ways, application bits included")
    func controlStates() {
      let space = FollowButtonSpace.space
      for state in space.reachableStates {
        #expect(UIControl.State(state).rawValue == state.rawValue)
        #expect(ControlState(UIControl.State(state)) == state)
      }
      #expect(UIControl.State(.application).rawValue == UIControl.State.application.rawValue)
      #expect(UIControl.State(.highlighted) == .highlighted)
      #expect(UIControl.State(.disabled) == .disabled)
      #expect(UIControl.State(.selected) == .selected)
      #expect(UIControl.State(.focused) == .focused)
      #expect(UIControl.State(ControlState(customBit: 7)).rawValue == 1 << 23)
    }

    @Test("A resolved colour keeps its components; a NaN component becomes 0")
    func resolvedColors() throws {
      let color = try ResolvedColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
      #expect(components(UIColor(color)).map { ($0 * 1000).rounded() } == [200, 400, 600, 800])
      let broken = ResolvedColor(uncheckedRed: .nan, green: 1, blue: 0, alpha: 1)
      #expect(components(UIColor(broken)) == [0, 1, 0, 1])
    }

    @Test("A dynamic colour resolves to its light side for light traits and its dark side for dark")
    func dynamicColors() {
      let color = DynamicColor.systemBlue
      let ui = UIColor(color)
      #expect(
        components(ui, .light) == [color.light.red, color.light.green, color.light.blue, color.light.alpha])
      #expect(components(ui, .dark) == [color.dark.red, color.dark.green, color.dark.blue, color.dark.alpha])
    }

    @Test("A font becomes the system font of its size and weight, scaled like its text style")
    func fonts() {
      #expect(
        UIFont.stately(SystemFont(pointSize: 15, weight: .semibold))
          == UIFont.systemFont(ofSize: 15, weight: .semibold))
      for weight in FontWeight.allCases {
        #expect(
          UIFont.stately(SystemFont(pointSize: 12, weight: weight))
            == .systemFont(ofSize: 12, weight: .init(weight)))
      }
      let headline = SystemFont(pointSize: 17, weight: .semibold, textStyle: .headline)
      #expect(
        UIFont.stately(headline)
          == UIFontMetrics(forTextStyle: .headline).scaledFont(
            for: .systemFont(ofSize: 17, weight: .semibold)))
      #expect(UIFont.stately(SystemFont(pointSize: .nan)).pointSize == 17)
      #expect(UIFont.TextStyle(.largeTitle) == .largeTitle && UIFont.TextStyle(.caption2) == .caption2)
    }

    /// UIKit's configuration enums are Swift enums without raw values (Apple's UIKit interface, iOS 15
    /// to 26), so the bridge maps them case by case; each pair here is Stately's case and UIKit's case of
    /// the same name, and every Stately case must be listed.
    @Test("Every button and text enum case becomes UIKit's case of the same name")
    func enumsMapCaseByCase() {
      let sizes: [(ButtonConfiguration.Size, UIButton.Configuration.Size)] = [
        (.mini, .mini), (.small, .small), (.medium, .medium), (.large, .large),
      ]
      #expect(Set(sizes.map(\.0)) == Set(ButtonConfiguration.Size.allCases))
      for (stately, uikit) in sizes { #expect(UIButton.Configuration.Size(stately) == uikit, "\(stately)") }
      let alignments: [(ButtonConfiguration.TitleAlignment, UIButton.Configuration.TitleAlignment)] = [
        (.automatic, .automatic), (.leading, .leading), (.center, .center), (.trailing, .trailing),
      ]
      #expect(Set(alignments.map(\.0)) == Set(ButtonConfiguration.TitleAlignment.allCases))
      for (stately, uikit) in alignments {
        #expect(UIButton.Configuration.TitleAlignment(stately) == uikit, "\(stately)")
      }
      let corners: [(ButtonConfiguration.CornerStyle, UIButton.Configuration.CornerStyle)] = [
        (.fixed, .fixed), (.dynamic, .dynamic), (.small, .small), (.medium, .medium), (.large, .large),
        (.capsule, .capsule),
      ]
      #expect(Set(corners.map(\.0)) == Set(ButtonConfiguration.CornerStyle.allCases))
      for (stately, uikit) in corners {
        #expect(UIButton.Configuration.CornerStyle(stately) == uikit, "\(stately)")
      }
      let indicators: [(ButtonConfiguration.Indicator, UIButton.Configuration.Indicator)] = [
        (.automatic, .automatic), (.none, .none), (.popup, .popup),
      ]
      #expect(Set(indicators.map(\.0)) == Set(ButtonConfiguration.Indicator.allCases))
      for (stately, uikit) in indicators {
        #expect(UIButton.Configuration.Indicator(stately) == uikit, "\(stately)")
      }
      typealias Text = ListContentConfiguration.TextProperties
      typealias UIText = UIListContentConfiguration.TextProperties
      let textAlignments: [(Text.TextAlignment, UIText.TextAlignment)] = [
        (.natural, .natural), (.center, .center), (.justified, .justified),
      ]
      #expect(Set(textAlignments.map(\.0)) == Set(Text.TextAlignment.allCases))
      for (stately, uikit) in textAlignments { #expect(UIText.TextAlignment(stately) == uikit, "\(stately)") }
      let transforms: [(Text.TextTransform, UIText.TextTransform)] = [
        (.none, .none), (.uppercase, .uppercase), (.lowercase, .lowercase), (.capitalized, .capitalized),
      ]
      #expect(Set(transforms.map(\.0)) == Set(Text.TextTransform.allCases))
      for (stately, uikit) in transforms { #expect(UIText.TextTransform(stately) == uikit, "\(stately)") }
    }

    @Test("A system symbol keeps its configuration; an unknown one falls back and is reported")
    func images() {
      var diagnostics: [UIKitBridgeDiagnostic] = []
      let configured = ImageReference.system("heart.fill").withSymbolConfiguration(
        SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
      let image = UIImage.stately(configured, diagnostics: &diagnostics)
      #expect(image != nil)
      #expect(diagnostics.isEmpty)
      #expect(
        UIImage.SymbolConfiguration.stately(configured.symbolConfiguration!)
          == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
      let unknown = UIImage.stately(.system("no.such.symbol.anywhere"), diagnostics: &diagnostics)
      #expect(unknown == UIImage(systemName: UIImage.statelyFallbackSymbolName))
      #expect(
        diagnostics == [
          .unknownSystemSymbol(name: "no.such.symbol.anywhere", fallback: "questionmark.square.dashed")
        ])
      #expect(diagnostics[0].description.contains("no.such.symbol.anywhere"))
      diagnostics = []
      #expect(UIImage.stately(.resource("stately-missing-image"), diagnostics: &diagnostics) == nil)
      #expect(diagnostics == [.missingImage(name: "stately-missing-image")])
    }

    @Test("Insets and edges keep their values; non-finite edges become 0")
    func geometry() {
      let insets = NSDirectionalEdgeInsets(
        DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: .infinity))
      #expect(insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 0))
      for edge: DirectionalEdge in [.top, .leading, .bottom, .trailing, .all, []] {
        #expect(NSDirectionalRectEdge(edge).rawValue == edge.rawValue)
      }
    }

    @Test("A colour transformer does in UIKit what it does in Stately, light and dark")
    func colorTransformers() throws {
      let transformer = UIConfigurationColorTransformer(.alpha(0.5))
      let input = UIColor(DynamicColor.systemRed)
      for style: UIUserInterfaceStyle in [.light, .dark] {
        let expected = try ColorTransformer.alpha(0.5).apply(
          style == .dark ? DynamicColor.systemRed.dark : DynamicColor.systemRed.light)
        #expect(
          components(transformer.transform(input), style).map { ($0 * 1000).rounded() }
            == [expected.red, expected.green, expected.blue, expected.alpha].map { ($0 * 1000).rounded() })
      }
    }

    @Test("Typed keys are UIKit custom keys of the same name, read and written with their type")
    func customKeys() {
      let key = ConfigurationStateKey("com.example.archived", default: false)
      #expect(UIConfigurationStateCustomKey(key).rawValue == "com.example.archived")
      var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
      #expect(state[stately: key] == false)
      state[stately: key] = true
      #expect(state[UIConfigurationStateCustomKey("com.example.archived")] == AnyHashable(true))
      #expect(state[stately: key] == true)
      state[UIConfigurationStateCustomKey("com.example.archived")] = AnyHashable("not a Bool")
      #expect(state[stately: key] == false)
      state[stately: key] = false
      #expect(state[UIConfigurationStateCustomKey("com.example.archived")] == nil)
    }

    @Test("A UIKit cell state carries its traits, flags and the space's custom states over")
    func cellStates() {
      var ui = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
      ui.isSelected = true
      ui.isSwiped = true
      let space = FollowButtonSpace.space
      let mutual = ConfigurationStateKey<Bool>.controlState(FollowButtonSpace.mutual, names: space.names)
      ui[stately: mutual] = true
      let state = CellConfigurationState(ui, customStates: space)
      #expect(state.traitCollection.userInterfaceStyle == .dark)
      #expect(state.isSelected && state.isSwiped && !state.isHighlighted)
      #expect(state[mutual])
    }
  }

  /// A space with custom states, as the follow button declares it.
  enum FollowButtonSpace {
    static let mutual = ControlState(customBit: 0)
    static let loading = ControlState(customBit: 1)
    static let space = try! StateSpace(
      custom: ["mutual": mutual, "loading": loading],
      invariants: [.implies(mutual, .selected), .forces(loading, .disabled)])
  }
#endif
