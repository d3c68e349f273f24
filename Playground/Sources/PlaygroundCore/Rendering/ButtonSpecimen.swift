import Stately
import StatelyControls
import StatelyHTML

/// A button as a gallery tile shows it: made, driven into one state and updated once. The tile's
/// control, its "Why?" and its Swift all come from this one button, so they cannot disagree.
///
/// "Why?" explains each value on screen in UIKit's words, wherever it came from: the update handler, a
/// legacy per-state setter, a rule of the button's configuration table, its configuration, or the
/// style's default for the state with the base colours or the tint it starts from.
struct ButtonSpecimen {
  /// The button's name in a tile of several, such as `checkoutButton`; `""` for a tile of one.
  let name: String
  /// The button, updated for the tile's state.
  let button: StatelyButton
  /// How Stately's idiom makes the button, such as `FollowButton()`; `nil` makes it from its
  /// configuration.
  let maker: String?
  /// The property that sets each custom state, by the state's name, such as `["mutual": "isMutual"]`.
  let flagSetters: [String: String]

  /// Creates a specimen of a button already in its state.
  ///
  /// - Parameters:
  ///   - name: The button's name in a tile of several; `""` for one.
  ///   - button: The button, updated.
  ///   - maker: How Stately's idiom makes it, or `nil` to make it from its configuration.
  ///   - flagSetters: The property that sets each custom state, by name.
  init(name: String = "", button: StatelyButton, maker: String? = nil, flagSetters: [String: String] = [:]) {
    self.name = name
    self.button = button
    self.maker = maker
    self.flagSetters = flagSetters
  }

  /// The standard states and focused: the space of a button tile that shows focus, as
  /// `StateSpace.standard` has no focused state.
  static let focusableSpace: StateSpace = {
    do { return try StateSpace(builtIn: .builtIn) } catch {
      preconditionFailure("the four built-in states make a valid space: \(error)")
    }
  }()

  /// Drives `button` into `state`, as the catalog's previews do, and updates it once.
  static func drive(_ button: StatelyButton, to state: ControlState) {
    button.engine.setFactors(matching: state)
    button.engine.cycle.flush()
  }

  // MARK: Names

  /// The variable holding the button in the code: `button`, or the button's name.
  var variable: String { name.isEmpty ? "button" : name }
  /// The variable holding its configuration: `config`, or the button's name with `Config`.
  var configVariable: String { name.isEmpty ? "config" : name + "Config" }
  private var names: StateNames { button.engine.stateSpace.names }
  private var scheme: UserInterfaceStyle { button.traits.userInterfaceStyle }
  /// A property's name as the popover shows it, with the button's name in a tile of several.
  private func label(_ property: String) -> String { name.isEmpty ? property : "\(name) \(property)" }

  /// A colour as the popover shows it: `systemBlue (#007AFF)`, `white` or its hex value.
  private func shown(_ color: ResolvedColor) -> String { SystemColorNames.describe(color, in: scheme) }

  /// A dynamic colour by name, such as `systemGreen`, or by its value in this appearance.
  private func named(_ color: DynamicColor) -> String {
    SwiftSource.namedColors.first { $0.color == color }?.name ?? color.resolved(in: scheme).hexString
  }

  // MARK: Swift

  /// The Swift that makes this button in its state, in `idiom`.
  func code(_ idiom: GalleryCode.Idiom) -> [String] {
    idiom == .stately ? statelyCode : uikitCode
  }

  /// The states the code sets, in an order that reproduces the state: a highlight and a focus before
  /// disabling, as a disabled control takes neither.
  private var builtInOrder: [(bit: ControlState, stately: String, uikit: String)] {
    [
      (.selected, "isSelected = true", "isSelected = true"),
      (.highlighted, "isHighlighted = true", "isHighlighted = true"),
      (.focused, "isFocused = true", "// focused: UIKit's focus system sets it, not code"),
      (.disabled, "isEnabled = false", "isEnabled = false"),
    ]
  }

  /// Whether Stately's idiom must set `bit`: it is in the state, and the state without it can be
  /// reached (else an invariant supplies it, as mutual supplies selected).
  private func mustSet(_ bit: ControlState) -> Bool {
    let state = button.state
    return state.contains(bit) && button.engine.stateSpace.reachableStates.contains(state.subtracting(bit))
  }

  /// The custom states of the button's state, by name, in bit order.
  private var customNames: [String] {
    button.state.customBits.map { names.name(ofCustomBit: $0) ?? "application(\($0))" }
  }

  /// `TraitCollection(userInterfaceStyle: .dark, tintColor: .systemIndigo)` where the traits differ
  /// from the defaults, else `nil`.
  private var traitsArgument: String? {
    var parts: [String] = []
    if scheme == .dark { parts.append("userInterfaceStyle: .dark") }
    if button.traits.tintColor != .systemBlue {
      parts.append("tintColor: \(SwiftSource.color(button.traits.tintColor, .stately))")
    }
    return parts.isEmpty ? nil : "TraitCollection(\(parts.joined(separator: ", ")))"
  }

  /// A state literal, as both idioms spell it: `.normal`, `[.highlighted, .selected]`.
  private func stateLiteral(_ state: ControlState) -> String {
    let bits = names.bitNames(of: state).map { "." + $0 }
    return bits.count == 1 ? bits[0] : "[\(bits.joined(separator: ", "))]"
  }

  /// The legacy per-state setters that gave a value shown now.
  private func legacyLines(_ idiom: GalleryCode.Idiom) -> [String] {
    let sources = button.valueSources
    var lines: [String] = []
    if case .legacy(_, let found) = sources.title {
      lines.append(
        "\(variable).setTitle(\(SwiftSource.string(button.title(for: found))), for: \(stateLiteral(found)))")
    }
    if case .legacy(_, let found) = sources.titleColor {
      let color = SwiftSource.color(button.titleColor(for: found), idiom)
      lines.append("\(variable).setTitleColor(\(color), for: \(stateLiteral(found)))")
    }
    if case .legacy(_, let found) = sources.image {
      let image = SwiftSource.image(button.image(for: found), idiom)
      lines.append("\(variable).setImage(\(image), for: \(stateLiteral(found)))")
    }
    return lines
  }

  /// Comments on values the code shows as set but that an update wrote.
  private var handlerComments: [String] {
    let sources = button.valueSources
    let written = [
      sources.title == .updateHandler ? "title" : nil,
      sources.titleColor == .updateHandler ? "baseForegroundColor" : nil,
      sources.image == .updateHandler ? "image" : nil,
    ].compactMap { $0 }
    return written.isEmpty
      ? [] : ["// \(ExplanationWords.list(written)): its configurationUpdateHandler wrote this in the update"]
  }

  private var statelyCode: [String] {
    var lines: [String] = []
    let v = variable
    if let maker {
      lines.append("let \(v) = \(maker)")
    } else {
      var arguments: [String] = []
      if let configuration = button.configuration {
        lines += SwiftSource.configuration(configuration, variable: configVariable, .stately)
        arguments.append("configuration: \(configVariable)")
      }
      if button.engine.stateSpace.reachableStates.contains(where: { $0.contains(.focused) }) {
        // StateSpace.standard has no focused state.
        lines.append("let space = try StateSpace(builtIn: .builtIn)  // the standard states and focused")
        arguments.append("space: space")
      }
      if let traits = traitsArgument { arguments.append("traits: \(traits)") }
      lines.append("let \(v) = StatelyButton(\(arguments.joined(separator: ", ")))")
      lines += handlerComments
    }
    lines += legacyLines(.stately)
    for (bit, setter, _) in builtInOrder where bit != .disabled && mustSet(bit) {
      lines.append("\(v).\(setter)")
    }
    for custom in customNames {
      if let setter = flagSetters[custom] {
        lines.append("\(v).\(setter) = true")
      } else {
        lines.append("// \(custom): a custom state; set it with engine.setFlag(_:_:)")
      }
    }
    if mustSet(.disabled) { lines.append("\(v).isEnabled = false") }
    lines.append("\(v).engine.cycle.flush()")
    return lines
  }

  private var uikitCode: [String] {
    var lines: [String] = []
    let v = variable
    if let configuration = button.configuration {
      if button.configurationTable != nil {
        lines.append("// This state's configuration (set it in configurationUpdateHandler)")
      }
      lines += SwiftSource.configuration(configuration, variable: configVariable, .uikit)
      lines.append("let \(v) = UIButton(configuration: \(configVariable))")
      lines += handlerComments
    } else {
      lines.append("let \(v) = UIButton(type: .system)")
    }
    lines += legacyLines(.uikit)
    if scheme == .dark { lines.append("\(v).overrideUserInterfaceStyle = .dark") }
    if button.traits.tintColor != .systemBlue {
      lines.append("\(v).tintColor = \(SwiftSource.color(button.traits.tintColor, .uikit))")
    }
    for (bit, _, setter) in builtInOrder where button.state.contains(bit) {
      lines.append(setter.hasPrefix("//") ? setter : "\(v).\(setter)")
    }
    let type = String(describing: Swift.type(of: button))
    for custom in customNames {
      lines.append("// \(custom): \(type)'s own state, which the app keeps (UIKit has none)")
    }
    return lines
  }

  // MARK: Why

  /// The popover's entries: each value on screen and where it came from.
  func why() -> [PropertyWhy] {
    let look = button.appearance
    var entries: [PropertyWhy] = []
    if let whole = configurationWhy() { entries.append(whole) }
    entries.append(titleWhy(look))
    if look.subtitle != nil || button.configuration?.isCustomized(.subtitle) == true {
      let source = configurationSource(rule: "subtitle") { $0.subtitle.map(SwiftSource.string) }
      entries.append(
        PropertyWhy(
          property: label("subtitle"), value: look.subtitle.map(SwiftSource.string) ?? "none",
          source: source.phrase, losers: source.losers, unmatched: source.unmatched))
    }
    if let indicator = indicatorWhy(look) { entries.append(indicator) }
    let image = imageWhy(look)
    // An image nothing sets, in no state, needs no line.
    if look.image != nil || look.showsActivityIndicator || !image.losers.isEmpty || !image.unmatched.isEmpty
      || button.valueSources.image != .styleDefault
    {
      entries.append(image)
    }
    entries.append(foregroundWhy(look))
    entries.append(backgroundWhy(look))
    if case .glass(let material) = look.background.visualEffect {
      entries.append(
        PropertyWhy(
          property: label("effect"), value: "glass (\(material))",
          source: "the \(look.style) style's material; every glass colour here is Stately's own, as Apple "
            + "publishes none for glass"))
    }
    if button.state.contains(.focused) {
      entries.append(
        look.strokeWidth > 0
          ? PropertyWhy(
            property: label("focus ring"),
            value: "\(SwiftSource.number(look.strokeWidth)) pt, \(shown(look.strokeColor))",
            source: "focused: a stroke in the tint, \(named(button.traits.tintColor))")
          : PropertyWhy(
            property: label("focus ring"), value: "none", source: "disabled: a disabled button shows no focus"
          ))
    }
    return entries
  }

  /// Where a configuration property's value came from, with the rules it beat and those for other
  /// states.
  private struct Source {
    var phrase: String
    var losers: [String] = []
    var unmatched: [String] = []
  }

  /// The trace of the table's property rule named `rule`, if the table has one.
  private func propertyTrace(_ rule: String) -> StateExplanation? {
    guard let table = button.configurationTable else { return nil }
    // The table's whole-configuration rules come first, named "configuration"; the rest are per property.
    let properties = table.explain(button.state, names: names).dropFirst(table.configurations.isEmpty ? 0 : 1)
    return properties.first { entry in
      entry.property == rule || entry.property.hasSuffix("." + rule)
    }?.explanation
  }

  /// The trace of the table's whole-configuration rules, if it has any.
  private var configurationTrace: StateExplanation? {
    guard let table = button.configurationTable, !table.configurations.isEmpty else { return nil }
    return table.configurations.explain(button.state, names: names)
  }

  /// Where the configuration's value of one property came from: a property rule of the table, else
  /// the whole configuration its rule chose (beating the configurations of other matching rules), else
  /// the table's base, else the button's own configuration.
  ///
  /// - Parameters:
  ///   - rule: The property's rule name in the table, such as `title`.
  ///   - read: The property's value in a configuration, as code spells it, or `nil` where it is unset.
  private func configurationSource(rule: String, read: (ButtonConfiguration) -> String?) -> Source {
    var source = Source(phrase: "")
    let property = propertyTrace(rule)
    for entry in property?.entries ?? [] where entry.verdict == .didNotMatch {
      source.unmatched.append(
        "not this state: \(ExplanationWords.rule(entry.predicate, names: names)) sets \(entry.value) "
          + "in \(ExplanationWords.states(entry.predicate, names: names))")
    }
    if let property, let winner = property.winner {
      source.phrase =
        "set for \(ExplanationWords.states(winner.predicate, names: names)) by a rule of the table"
      for entry in property.entries {
        if case .lost(_, let step) = entry.verdict {
          source.losers.append(
            "\(ExplanationWords.beat(entry, winner: winner, on: step, names: names)), which would give "
              + entry.value)
        }
      }
      return source
    }
    let unset = "not set"
    if let trace = configurationTrace, let table = button.configurationTable {
      let rules = table.configurations.rules
      func value(_ index: Int) -> String {
        rules[index].value.flatMap(read) ?? unset
      }
      for entry in trace.entries where entry.verdict == .didNotMatch && value(entry.ruleIndex) != unset {
        source.unmatched.append(
          "not this state: \(ExplanationWords.rule(entry.predicate, names: names)) gives \(value(entry.ruleIndex)) "
            + "in \(ExplanationWords.states(entry.predicate, names: names))")
      }
      let base = read(table.base) ?? unset
      if let winner = trace.winner {
        let chosen = value(winner.ruleIndex)
        let states = ExplanationWords.states(winner.predicate, names: names)
        source.phrase = chosen != unset ? "set for \(states)" : "not set in the configuration for \(states)"
        for entry in trace.entries {
          if case .lost(_, let step) = entry.verdict, value(entry.ruleIndex) != chosen {
            source.losers.append(
              "\(ExplanationWords.beat(entry, winner: winner, on: step, names: names)), which would give "
                + value(entry.ruleIndex))
          }
        }
        if base != chosen {
          source.losers.append("replaces the button's base configuration, which gives \(base)")
        }
      } else {
        source.phrase =
          base != unset
          ? "set in the button's base configuration: no configuration rule covers this state"
          : "not set in the button's base configuration, and no configuration rule covers this state"
      }
      return source
    }
    source.phrase =
      button.configuration.flatMap(read) == nil ? "not set in the configuration" : "set in the configuration"
    return source
  }

  /// The whole configuration a table chose for the state, and the others that lost.
  private func configurationWhy() -> PropertyWhy? {
    guard let trace = configurationTrace, let table = button.configurationTable else { return nil }
    func describe(_ configuration: ButtonConfiguration) -> String {
      SwiftSource.constructor(configuration.style)
        + (configuration.title.map { ", \(SwiftSource.string($0))" } ?? "")
    }
    let source = configurationSource(rule: "configuration") { describe($0) }
    let chosen = trace.winner.flatMap { table.configurations.rules[$0.ruleIndex].value } ?? table.base
    return PropertyWhy(
      property: label("configuration"), value: describe(chosen),
      source: source.phrase.replacingOccurrences(of: "set for ", with: "chosen for ")
        .replacingOccurrences(of: "set in the button's base", with: "the button's base"),
      losers: source.losers, unmatched: source.unmatched)
  }

  private func titleWhy(_ look: ButtonAppearance) -> PropertyWhy {
    let value = look.title.map(SwiftSource.string) ?? "none"
    let configured = button.configuration?.title
    switch button.valueSources.title {
    case .updateHandler:
      return PropertyWhy(
        property: label("title"), value: value,
        source: "written by configurationUpdateHandler in this update",
        losers: ["wins over setTitle(_:for:) and over the title the configuration had before the update"])
    case .legacy(let requested, let found):
      let lookup =
        requested == found
        ? "set with setTitle(_:for: \(stateLiteral(found))), for exactly this state"
        : "set with setTitle(_:for: \(stateLiteral(found))): UIKit finds no title set for "
          + "\(names.bitNames(of: requested).joined(separator: "+")) and falls back to .normal"
      return PropertyWhy(
        property: label("title"), value: value, source: lookup,
        losers: configured.map {
          ["wins over the configuration's title \(SwiftSource.string($0)), as a legacy setter does"]
        } ?? [])
    case .configuration, .styleDefault:
      let source = configurationSource(rule: "title") { $0.title.map(SwiftSource.string) }
      return PropertyWhy(
        property: label("title"), value: value, source: source.phrase, losers: source.losers,
        unmatched: source.unmatched)
    }
  }

  private func indicatorWhy(_ look: ButtonAppearance) -> PropertyWhy? {
    guard look.showsActivityIndicator || propertyTrace("showsActivityIndicator") != nil else { return nil }
    let source = configurationSource(rule: "showsActivityIndicator") {
      $0.isCustomized(.showsActivityIndicator) ? "\($0.showsActivityIndicator)" : nil
    }
    return PropertyWhy(
      property: label("showsActivityIndicator"), value: "\(look.showsActivityIndicator)",
      source: source.phrase, losers: source.losers, unmatched: source.unmatched)
  }

  private func imageWhy(_ look: ButtonAppearance) -> PropertyWhy {
    let value = look.showsActivityIndicator ? "activity indicator" : look.image.map { $0.name } ?? "none"
    switch button.valueSources.image {
    case .updateHandler:
      return PropertyWhy(
        property: label("image"), value: value, source: "written by configurationUpdateHandler in this update"
      )
    case .legacy(_, let found):
      return PropertyWhy(
        property: label("image"), value: value, source: "set with setImage(_:for: \(stateLiteral(found)))")
    case .configuration, .styleDefault:
      var source = configurationSource(rule: "image") { $0.image.map { SwiftSource.string($0.name) } }
      if look.showsActivityIndicator {
        source.phrase = "showsActivityIndicator is true: the indicator stands in the image's place"
      }
      return PropertyWhy(
        property: label("image"), value: value, source: source.phrase, losers: source.losers,
        unmatched: source.unmatched)
    }
  }

  /// What a base colour is, as the style's rules start from it: the configuration's, else the style's
  /// own (the tint, white, clear or a fill).
  private func base(_ property: ButtonConfiguration.Property, default fallback: String) -> String {
    let configuration = button.configuration
    let color =
      property == .baseForegroundColor
      ? configuration?.baseForegroundColor : configuration?.baseBackgroundColor
    guard let color else { return fallback }
    let name = property == .baseForegroundColor ? "baseForegroundColor" : "baseBackgroundColor"
    let source = configurationSource(rule: name) { $0.values[keyPath: keyPath(property)].map(named) }
    return "\(name) \(named(color)) (\(source.phrase))"
  }

  private func keyPath(_ property: ButtonConfiguration.Property) -> KeyPath<
    ButtonConfiguration.Values, DynamicColor?
  > {
    property == .baseForegroundColor ? \.baseForegroundColor : \.baseBackgroundColor
  }

  /// The style, and the state as the style reads it: selection only while the configuration updates
  /// for selection, nothing while the button does not update its configuration.
  private var styleState:
    (style: ButtonConfiguration.Style, highlighted: Bool, disabled: Bool, selected: Bool)
  {
    let style = button.configuration?.style ?? .plain
    guard button.automaticallyUpdatesConfiguration else { return (style, false, false, false) }
    let state = button.state
    let selects = button.configuration?.automaticallyUpdateForSelection ?? true
    return (
      style, state.contains(.highlighted), state.contains(.disabled), selects && state.contains(.selected)
    )
  }

  private var tintPhrase: String { "the tint, \(named(button.traits.tintColor))" }

  private var foregroundBase: String {
    let style = styleState.style
    let prominent = style == .filled || style == .prominentGlass || style == .prominentClearGlass
    return base(.baseForegroundColor, default: prominent ? "white" : tintPhrase)
  }

  private var backgroundBase: String {
    switch styleState.style {
    case .plain: base(.baseBackgroundColor, default: "clear")
    case .gray: base(.baseBackgroundColor, default: "secondarySystemFill")
    case .tinted: base(.baseBackgroundColor, default: tintPhrase) + " at 20 % alpha"
    case .filled: base(.baseBackgroundColor, default: tintPhrase)
    case .glass, .clearGlass: base(.baseBackgroundColor, default: "the glass material's white fill")
    case .prominentGlass, .prominentClearGlass:
      base(.baseBackgroundColor, default: tintPhrase) + ", translucent"
    }
  }

  private var statePhrase: String { names.bitNames(of: button.state).joined(separator: "+") }

  private func foregroundWhy(_ look: ButtonAppearance) -> PropertyWhy {
    let value = shown(look.titleAttributes.foregroundColor)
    let sources = button.valueSources
    if case .legacy(_, let found) = sources.titleColor {
      return PropertyWhy(
        property: label("title colour"), value: value,
        source: "set with setTitleColor(_:for: \(stateLiteral(found)))")
    }
    let (style, highlighted, disabled, selected) = styleState
    let written = sources.titleColor == .updateHandler ? " (configurationUpdateHandler wrote it)" : ""
    let phrase: String
    if !button.automaticallyUpdatesConfiguration {
      phrase =
        "\(foregroundBase): automaticallyUpdatesConfiguration is off, so the style draws its normal look"
    } else if style.isGlass {
      phrase =
        disabled
        ? "quaternaryLabel: Stately's disabled glass, which wins over every other state"
        : "Stately's \(style) look for \(statePhrase), from \(foregroundBase)\(written)"
    } else if disabled {
      phrase = "tertiaryLabel: the disabled look, which wins over every other state"
    } else if selected && style == .filled {
      phrase = "the selected filled look: the background colour, \(backgroundBase)"
    } else if selected {
      phrase =
        "the selected look: white or black, whichever contrasts with the fill (\(foregroundBase)\(written))"
    } else if highlighted && style == .plain {
      phrase = "\(foregroundBase)\(written) at 60 % of its alpha: the plain style's highlighted look"
    } else {
      phrase =
        "\(foregroundBase)\(written): the \(style) style's text colour"
        + (highlighted ? ", kept while highlighted" : "")
    }
    return PropertyWhy(property: label("title colour"), value: value, source: phrase)
  }

  private func backgroundWhy(_ look: ButtonAppearance) -> PropertyWhy {
    let value = shown(look.backgroundColor)
    let (style, highlighted, disabled, selected) = styleState
    let pressed =
      ", pressed: 20 % towards black (towards white in the dark appearance), a translucent fill's alpha doubled"
    let phrase: String
    if !button.automaticallyUpdatesConfiguration {
      phrase =
        "\(backgroundBase): automaticallyUpdatesConfiguration is off, so the style draws its normal look"
    } else if style.isGlass {
      phrase =
        disabled
        ? "tertiarySystemFill: Stately's disabled glass, flat"
        : "Stately's \(style) look for \(statePhrase), from \(backgroundBase)"
          + (highlighted ? ", lit up by white at 20 % alpha while highlighted" : "")
    } else if disabled {
      phrase =
        style == .plain ? "\(backgroundBase): kept when disabled" : "tertiarySystemFill: the disabled look"
    } else if selected && style == .filled {
      phrase = "the selected filled look: \(backgroundBase) at 20 % alpha" + (highlighted ? pressed : "")
    } else if selected {
      phrase =
        "the selected look: filled with the text colour, \(foregroundBase)" + (highlighted ? pressed : "")
    } else if highlighted && style != .plain {
      phrase = backgroundBase + pressed
    } else {
      phrase =
        "\(backgroundBase): the \(style) style's background" + (highlighted ? ", kept while highlighted" : "")
    }
    return PropertyWhy(property: label("background"), value: value, source: phrase)
  }
}

extension GalleryCode {
  /// The code of a tile's buttons in both idioms, UIKit's first: each button's statements, one button
  /// after another.
  static func of(_ specimens: [ButtonSpecimen]) -> [GalleryCode] {
    Idiom.allCases.map { idiom in
      GalleryCode(
        idiom: idiom,
        source: specimens.map { $0.code(idiom).joined(separator: "\n") }.joined(separator: "\n\n"),
        controls: specimens.map(\.variable))
    }
  }
}
