#if canImport(UIKit)
  public import Stately
  import StatelyControls
  import StatelyExamples
  public import StatelyUIKit
  import UIKit

  /// The change-PIN screen of the QUIckControl article's example app on real UIKit controls: each field
  /// enables the next while it is filled and valid, and Apply is enabled once all three are. The links
  /// are declared as bindings on UIKit's own `isEnabled`, as QUIckControl's `setValue(_:forTarget:…)`.
  @MainActor
  public final class UIKitChangePinForm {
    /// The current PIN.
    public let oldField: UIKitPinCodeField
    /// The new PIN.
    public let newField: UIKitPinCodeField
    /// The new PIN again; valid only when it equals the new one.
    public let repeatField: UIKitPinCodeField
    /// Applies the change.
    public let applyButton: StatelyUIButton

    /// Creates the form; its controls share one cycle.
    ///
    /// - Parameter cycle: The cycle. Defaults to the main run loop's.
    public init(cycle: UpdateCycle = .mainRunLoop()) {
      oldField = UIKitPinCodeField(cycle: cycle)
      newField = UIKitPinCodeField(cycle: cycle)
      repeatField = UIKitPinCodeField(cycle: cycle)
      applyButton = StatelyUIButton(cycle: cycle)
      var apply = ButtonConfiguration.filled()
      apply.title = "Apply"
      applyButton.configurationMachine = ConfigurationMachine(base: apply)
      let newField = self.newField
      repeatField.validator = { [unowned newField] code in code == newField.code }
      let accepted = StatePredicate.containsAll([PinCodeControl.states.filled, PinCodeControl.states.valid])
      newField.isEnabled = false
      repeatField.isEnabled = false
      applyButton.isEnabled = false
      oldField.engine.setValue(true, for: accepted, on: newField, at: \.isEnabled)
      newField.engine.setValue(true, for: accepted, on: repeatField, at: \.isEnabled)
      repeatField.engine.setValue(true, for: accepted, on: applyButton, at: \.isEnabled)
    }
  }
#endif
