public import Stately
public import StatelyControls

/// A view with eight properties of the kinds a control drives: colours, text, numbers and flags.
public final class LabelView {
  /// Creates a view with its defaults.
  public init() {}

  /// A bound property.
  public var text = "Follow"
  /// A bound property.
  public var textColor = DynamicColor.label
  /// A bound property.
  public var backgroundColor = DynamicColor.clear
  /// A bound property.
  public var borderWidth = 0.0
  /// A bound property.
  public var cornerRadius = 4.0
  /// A bound property.
  public var alpha = 1.0
  /// A bound property.
  public var isHidden = false
  /// A bound property.
  public var fontWeight = 400

  /// Writes every property for the flags, one branch per property, every property on every call: the
  /// update developers write by hand.
  ///
  /// - Parameters:
  ///   - selected: The `.selected` bit.
  ///   - highlighted: The `.highlighted` bit.
  ///   - disabled: The `.disabled` bit.
  ///   - focusedOnly: Whether the state is exactly `.focused`.
  @inline(__always) public func write(selected: Bool, highlighted: Bool, disabled: Bool, focusedOnly: Bool) {
    text = selected ? "Following" : "Follow"
    textColor = disabled ? .secondaryLabel : (selected ? .white : .label)
    backgroundColor = selected ? .systemBlue : .clear
    borderWidth = selected ? 0 : 1
    cornerRadius = selected && highlighted ? 8 : 4
    alpha = highlighted || disabled ? 0.5 : 1
    isHidden = focusedOnly
    fontWeight = selected ? 600 : 400
  }
}

/// A control with eight bound properties, as a declarative control is written with Stately.
public final class DeclarativeToggle: Control {
  /// The bound view.
  public let view = LabelView()

  /// Creates the control and its eight bindings.
  public init(cycle: UpdateCycle) {
    super.init(cycle: cycle)
    engine.setValue("Following", for: .containsAll(.selected), on: view, at: \.text)
    engine.setValue(DynamicColor.white, for: .containsAll(.selected), on: view, at: \.textColor)
    engine.setValue(DynamicColor.secondaryLabel, for: .containsAll(.disabled), on: view, at: \.textColor)
    engine.setValue(DynamicColor.systemBlue, for: .containsAll(.selected), on: view, at: \.backgroundColor)
    engine.setValue(1.0, for: .containsNone(.selected), on: view, at: \.borderWidth)
    engine.setValue(8.0, for: .containsAll([.selected, .highlighted]), on: view, at: \.cornerRadius)
    engine.setValue(0.5, for: .containsAny([.highlighted, .disabled]), on: view, at: \.alpha)
    engine.setValue(true, for: .exact(.focused), on: view, at: \.isHidden)
    engine.setValue(600, for: .containsAll(.selected), on: view, at: \.fontWeight)
  }
}

/// The same eight properties written by a hand-written `update()`, as developers write it without
/// Stately: one branch per property, every property assigned on every update.
public final class HandWrittenToggle {
  /// The view it writes.
  public let view = LabelView()
  /// Selection; setting it updates.
  public var isSelected = false {
    didSet { update() }
  }
  /// The highlighted flag.
  public var isHighlighted = false
  /// The enabled flag.
  public var isEnabled = true

  /// Creates the control.
  public init() {}

  /// Writes every property for the flags.
  @inline(never) public func update() {
    view.write(
      selected: isSelected, highlighted: isHighlighted && isEnabled, disabled: !isEnabled, focusedOnly: false)
  }
}

/// The same eight properties written by a hand-written `updateConfiguration()` of a Stately
/// ``Control``: what a state change costs when the engine runs the update and the writes are the app's.
public final class HandWrittenControl: Control {
  /// The view it writes.
  public let view = LabelView()

  /// Writes every property for the state the update applies, as ``HandWrittenToggle/update()`` does.
  override public func updateConfiguration() {
    let state = self.state
    view.write(
      selected: state.contains(.selected), highlighted: state.contains(.highlighted),
      disabled: state.contains(.disabled), focusedOnly: state == .focused)
  }
}
