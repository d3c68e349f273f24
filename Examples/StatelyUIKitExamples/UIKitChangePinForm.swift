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
      applyButton.configurationTable = ConfigurationTable(base: apply)
      let newField = self.newField
      repeatField.validator = { [unowned newField] code in code == newField.code }
      // The portable form's predicate: filled, valid and not disabled, so clearing a field disables the
      // later ones even while they hold an accepted code.
      let accepted = ChangePinForm.acceptedPredicate
      newField.isEnabled = false
      repeatField.isEnabled = false
      applyButton.isEnabled = false
      oldField.engine.setValue(true, for: accepted, on: newField, at: \.isEnabled)
      newField.engine.setValue(true, for: accepted, on: repeatField, at: \.isEnabled)
      repeatField.engine.setValue(true, for: accepted, on: applyButton, at: \.isEnabled)
      // A changed new PIN is checked against the repeat again.
      let repeatField = self.repeatField
      _ = newField.addAction(for: .valueChanged) { [unowned repeatField] _, _ in repeatField.revalidate() }
    }
  }
#endif
