public import Stately

/// How one property of a control was resolved: which rule won and what it produced.
public struct PropertyResolution: Sendable, Hashable, Codable {
  /// The property, such as `"background"` or `"title"`.
  public var property: String
  /// A readable name of the winning rule, such as `"[highlighted]"` or `"configuration handler"`.
  public var rule: String
  /// The resolved value, as text, such as `"#1e3a8a"`.
  public var value: String
  /// Whether a rule or a source gave the property a value; `false` for a rule table whose default,
  /// no value, applies, which the inspector folds away.
  public var hasValue: Bool

  /// Creates a resolution.
  ///
  /// - Parameters:
  ///   - property: The property.
  ///   - rule: The winning rule.
  ///   - value: The resolved value.
  ///   - hasValue: Whether it has a value worth a row of its own; `true` by default.
  public init(property: String, rule: String, value: String, hasValue: Bool = true) {
    self.property = property
    self.rule = rule
    self.value = value
    self.hasValue = hasValue
  }
}

/// What the inspector panel shows for one control.
public struct InspectorSnapshot: Sendable, Hashable {
  /// The control's state by name: its bits in the order `StateNames.bitNames(of:)` gives, or the names
  /// its live control reports.
  public var state: [String]
  /// The raw state bitmask, in `UIControl.State` layout.
  public var rawState: UInt
  /// The winning rule for each property; emitted sorted by property name.
  public var properties: [PropertyResolution]
  /// How many times the control's update cycle has run since the session started.
  public var updateCount: Int
  /// The events the control sent since its last touch went down, as text (`touchDown, touchDragInside
  /// ×2, touchUpInside+primaryActionTriggered`), as of its last update; `nil` when the scene does not
  /// record them.
  public var sent: String?

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - state: The control's current state.
  ///   - names: The names of the control's custom states.
  ///   - stateNames: Names that replace the state bits' names, for a control whose look depends on more
  ///     than its bits (a list row's swiped and expanded flags); `nil` to name the bits.
  ///   - properties: The winning rule for each property, in any order.
  ///   - updateCount: How many times the control's update cycle has run.
  ///   - sent: The events the control sent since its last touch went down, or `nil`.
  public init(
    state: ControlState, names: StateNames = .unnamed, stateNames: [String]? = nil,
    properties: [PropertyResolution], updateCount: Int, sent: String? = nil
  ) {
    self.state = stateNames ?? names.bitNames(of: state)
    self.rawState = state.rawValue
    self.properties = properties.sorted { $0.property < $1.property }
    self.updateCount = updateCount
    self.sent = sent
  }
}

/// The current look of one control: its markup and its inspector data.
public struct ControlRendering: Sendable, Hashable {
  /// Markup for the control: one root element that carries `data-control="<id>"`.
  ///
  /// The live page keeps that root element in place and copies the new attributes and children onto it,
  /// so focus and an in-progress press survive an update.
  public var html: HTML
  /// What the inspector shows.
  public var inspector: InspectorSnapshot

  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - html: Markup with one root element.
  ///   - inspector: What the inspector shows.
  public init(html: HTML, inspector: InspectorSnapshot) {
    self.html = html
    self.inspector = inspector
  }
}
