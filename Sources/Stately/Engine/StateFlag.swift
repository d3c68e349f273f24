/// Declares a custom flag of a control as an ordinary `Bool` property.
///
/// ```swift
/// struct LoadingStates: CustomStateSet {
///   let loading = ControlState(customBit: 1)
/// }
///
/// final class LoadingButton: Control {
///   static let states = LoadingStates()
///   @StateFlag(LoadingButton.states.loading) var isLoading = false
///   init() { super.init(space: StateSpace(Self.states, invariants: [.forces(Self.states.loading, .disabled)])) }
/// }
/// let button = LoadingButton()
/// button.isLoading = true  // the state gains `loading`, and an update is requested
/// ```
///
/// The flag's value lives in the control's ``ControlEngine``, as a bit of its stored factors, so the
/// engine's state sees it and the invariants apply to it: with `.forces(loading, .disabled)`, turning the
/// flag on disables the control. No key-value coding and no strings are involved. Any
/// ``ControlEngineHost`` can declare flags: a ``Control`` subclass, or an object that owns an engine.
///
/// A flag declared `= true` takes that value the first time the property is read or written; declare
/// flags `false`, as UIKit's own flags are, or touch them in the initializer.
@propertyWrapper
public struct StateFlag {
  /// The custom state this flag sets.
  public let flag: ControlState
  private let initialValue: Bool
  private var hasSynchronised = false

  /// Declares a flag for `flag`, a custom state, with an initial value.
  public init(wrappedValue: Bool = false, _ flag: ControlState) {
    self.flag = flag
    self.initialValue = wrappedValue
  }

  /// Unavailable: `@StateFlag` works only on properties of classes that own a ``ControlEngine``.
  @available(
    *, unavailable, message: "@StateFlag can only be used on properties of a class that owns a ControlEngine"
  )
  public var wrappedValue: Bool {
    get { fatalError("@StateFlag can only be used on properties of a class that owns a ControlEngine") }
    // swift-format-ignore: AllPublicDeclarationsHaveDocumentation
    set { fatalError("@StateFlag can only be used on properties of a class that owns a ControlEngine") }
  }

  /// Reads and writes the flag through the owner's engine.
  ///
  /// - Parameters:
  ///   - owner: The object that declares the flag.
  ///   - wrapped: The key path of the `Bool` property.
  ///   - storage: The key path of this wrapper.
  public static subscript<Owner: ControlEngineHost>(
    _enclosingInstance owner: Owner, wrapped wrapped: ReferenceWritableKeyPath<Owner, Bool>,
    storage storage: ReferenceWritableKeyPath<Owner, StateFlag>
  ) -> Bool {
    get {
      synchronise(owner, storage)
      return owner.engine.flag(owner[keyPath: storage].flag)
    }
    set {
      synchronise(owner, storage)
      owner.engine.setFlag(owner[keyPath: storage].flag, newValue)
    }
  }

  private static func synchronise<Owner: ControlEngineHost>(
    _ owner: Owner, _ storage: ReferenceWritableKeyPath<Owner, StateFlag>
  ) {
    guard !owner[keyPath: storage].hasSynchronised else { return }
    owner[keyPath: storage].hasSynchronised = true
    let wrapper = owner[keyPath: storage]
    if wrapper.initialValue { owner.engine.setFlag(wrapper.flag, true) }
  }
}
