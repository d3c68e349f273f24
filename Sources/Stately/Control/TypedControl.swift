/// Gives every ``Control`` subclass API typed with its own class, such as a `configurationUpdateHandler`
/// that receives a `StatelyButton` rather than a `Control`.
///
/// `Control` conforms; you never conform to it yourself.
public protocol TypedControl: AnyObject {}

extension Control: TypedControl {}

extension TypedControl where Self: Control {
  /// Block-based equivalent to overriding ``Control/updateConfiguration()``: runs after it in every
  /// update, with the control as its own type.
  ///
  /// ```swift
  /// checkout.configurationUpdateHandler = { button in
  ///   button.configuration?.title = "Checkout \(cart.count)"
  /// }
  /// ```
  ///
  /// Setting it requests an update.
  public var configurationUpdateHandler: ((Self) -> Void)? {
    get { side?.typedUpdateHandler as? (Self) -> Void }
    set {
      if newValue != nil || side != nil { sideStorage.typedUpdateHandler = newValue }
      updateHandler = newValue.map { handler in { handler(unsafeDowncast($0, to: Self.self)) } }
      configurationUpdateHandlerDidChange()
      setNeedsUpdateConfiguration()
    }
  }
}

extension Control {
  /// Whether a `configurationUpdateHandler` is set.
  public var hasConfigurationUpdateHandler: Bool { updateHandler != nil }
}
