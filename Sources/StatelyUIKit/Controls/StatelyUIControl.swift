#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import UIKit

  /// A `UIControl` whose state is a Stately engine's: the base class for a control of your own, such as
  /// a PIN field.
  ///
  /// `state` includes the named custom states and obeys the invariants; `isEnabled`, `isSelected` and
  /// `isHighlighted` are the engine's flags. Each update the engine runs (coalesced to once per event
  /// by its cycle: `UIControl` has no configuration update of its own before iOS 26) calls
  /// ``updateAppearance()``, your override point.
  ///
  /// A subclass of a UIKit control that cannot inherit this class, such as a `UISwitch`, gets the same
  /// features by owning an engine and overriding the same five members; see the article "Using Stately in
  /// a UIKit app".
  @MainActor
  open class StatelyUIControl: UIControl, @MainActor ControlEngineHost {
    /// The engine that keeps the control's state. It is confined to the main actor with the control.
    public let engine: ControlEngine

    /// Creates a control.
    ///
    /// - Parameters:
    ///   - space: The states it can be in: its custom states and invariants.
    ///   - cycle: The cycle its engine's updates coalesce in. Defaults to `UpdateCycle.mainRunLoop()`.
    public init(space: StateSpace = .standard, cycle: UpdateCycle = .mainRunLoop()) {
      engine = ControlEngine(space: space, cycle: cycle)
      super.init(frame: .zero)
      engine.attach(to: self) { control, _ in control.updateAppearance() }
    }

    /// Creates a control from an archive, with the standard states.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      engine = ControlEngine(space: .standard, cycle: .mainRunLoop())
      super.init(coder: coder)
      engine.attach(to: self) { control, _ in control.updateAppearance() }
    }

    /// Whether the control takes touches: `false` while the engine's state is disabled, including when
    /// an invariant forces it. Setting it sets the engine's flag.
    open override var isEnabled: Bool {
      get { !engine.state.contains(.disabled) }
      set {
        super.isEnabled = newValue
        engine.isEnabled = newValue
      }
    }

    /// The engine's `.selected` flag.
    open override var isSelected: Bool {
      get { engine.isSelected }
      set {
        super.isSelected = newValue
        engine.isSelected = newValue
      }
    }

    /// The engine's `.highlighted` bit; UIKit's touch tracking sets the flag.
    open override var isHighlighted: Bool {
      get { engine.state.contains(.highlighted) }
      set {
        super.isHighlighted = newValue
        engine.isHighlighted = newValue
      }
    }

    /// The engine's state: UIKit's flags, the custom bits, and the invariants.
    open override var state: UIControl.State { UIControl.State(engine.state) }

    /// Override point: update the control's views for ``state``. Called once per update the engine runs,
    /// after its bindings are written. The default does nothing.
    open func updateAppearance() {}
  }
#endif
