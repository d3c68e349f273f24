public import Stately
public import StatelyControls

/// A button with a reusable loading state: the NetEase Cloud Music article's `NKLoadingButton`, with the state declared
/// instead of overriding `state` and `setEnabled:`.
///
/// The NetEase Cloud Music article puts loading in its own class so other buttons can reuse it. Here loading is a
/// `StateFlag` and the space declares `.forces(.loading, .disabled)`, so setting
/// `Control/isEnabled` to `true` during a request keeps the button disabled, and the button is
/// enabled again when loading ends. The look is declared as `ConfigurationTable` rules: while
/// loading the configuration shows its activity indicator, and hides its title when
/// ``hidesTitleWhileLoading`` is set.
///
/// Requests are simulated and driven by the host, never by sleeping inside the library:
///
/// ```swift
/// let button = LoadingButton(configuration: .filled())
/// let token = try button.startRequest { button in button.isSelected = true }
/// button.engine.cycle.flush()           // loading: disabled, indicator showing
/// try button.complete(token, success: true)
/// button.engine.cycle.flush()           // selected, enabled again
/// ```
///
/// A request that fails or is cancelled only ends loading, so the button returns to the state it had
/// before the request.
open class LoadingButton: StatelyButton {
  /// The custom state of a loading button, declared once: its name is the property's.
  public struct LoadingStates: CustomStateSet {
    /// A request is in flight: application bit 1.
    ///
    /// ``LoadingButton/stateSpace`` declares `.forces(loading, .disabled)`: while loading, the state
    /// shows `disabled` whatever `Control/isEnabled` says.
    public let loading = ControlState(customBit: 1)

    /// The loading button's states; use ``LoadingButton/loadingStates``.
    public init() {}
  }

  /// The custom state of every loading button.
  public static let loadingStates = LoadingStates()

  /// The states of a loading button: UIKit's three plus ``LoadingStates/loading``, with
  /// `.forces(.loading, .disabled)`. Eight reachable states.
  public static let stateSpace = StateSpace(
    loadingStates, invariants: [.forces(loadingStates.loading, .disabled)])

  /// Whether a request is in flight: the ``LoadingStates/loading`` bit.
  @StateFlag(LoadingButton.loadingStates.loading) public var isLoading = false

  /// Whether the title is hidden (set to `""`) while loading; when `false` it stays beside the
  /// activity indicator.
  public let hidesTitleWhileLoading: Bool

  /// The request in flight, if any.
  public private(set) var currentRequest: RequestToken?

  /// How the most recent request ended, or `nil` before the first one ends.
  public private(set) var lastRequestOutcome: RequestOutcome?

  private var requestSerial = 0
  private var pendingSuccess: ((LoadingButton) -> Void)?

  /// Creates a loading button.
  ///
  /// - Parameters:
  ///   - configuration: The look outside loading; the base of the button's `StatelyButton/configurationTable`.
  ///   - hidesTitleWhileLoading: Whether loading hides the title. Default `true`, as in the NetEase Cloud Music article.
  ///   - space: The states the button can be in; it must declare ``LoadingStates/loading``.
  ///     Defaults to `stateSpace`.
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public init(
    configuration: ButtonConfiguration = .filled(), hidesTitleWhileLoading: Bool = true,
    space: StateSpace = LoadingButton.stateSpace, traits: TraitCollection = TraitCollection(),
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.hidesTitleWhileLoading = hidesTitleWhileLoading
    super.init(configuration: configuration, space: space, traits: traits, cycle: cycle)
    configurationTable = Self.loadingTable(base: configuration, hidesTitle: hidesTitleWhileLoading)
  }

  /// The table a loading button starts with: `base`, plus the loading rules.
  ///
  /// - Parameters:
  ///   - base: The configuration outside loading.
  ///   - hidesTitle: Whether loading sets the title to `""`.
  /// - Returns: A table whose `showsActivityIndicator` rule (and `title` rule when hiding) match
  ///   `containsAll(.loading)`.
  public static func loadingTable(base: ButtonConfiguration, hidesTitle: Bool)
    -> ConfigurationTable<ButtonConfiguration>
  {
    var machine = ConfigurationTable(base: base)
    machine.setValue(
      true, for: .containsAll(loadingStates.loading), at: \.showsActivityIndicator,
      label: "showsActivityIndicator")
    if hidesTitle {
      machine.setValue(
        String?.some(""), for: .containsAll(loadingStates.loading), at: \.title, label: "title")
    }
    return machine
  }

  // MARK: Simulated requests

  /// Starts a simulated request: the button starts loading until the host completes or cancels it.
  ///
  /// - Parameter onSuccess: The change the request makes when it succeeds, such as following; it
  ///   runs in the same transition that ends loading, so success is one update.
  /// - Throws: ``LoadingRequestError/requestInFlight(_:)`` while another request is in flight.
  /// - Returns: The token to pass to ``complete(_:success:)``.
  @discardableResult
  public func startRequest(onSuccess: ((LoadingButton) -> Void)? = nil) throws(LoadingRequestError)
    -> RequestToken
  {
    if let currentRequest { throw .requestInFlight(currentRequest) }
    requestSerial += 1
    let token = RequestToken(serial: requestSerial)
    currentRequest = token
    pendingSuccess = onSuccess
    isLoading = true
    return token
  }

  /// Completes the request in flight.
  ///
  /// - Parameter success: Whether it succeeded. Success applies the request's change; failure only
  ///   ends loading, which returns the button to its previous state.
  /// - Throws: ``LoadingRequestError/noRequestInFlight``.
  /// - Returns: The outcome.
  @discardableResult
  public func complete(success: Bool) throws(LoadingRequestError) -> RequestOutcome {
    guard let currentRequest else { throw .noRequestInFlight }
    return try complete(currentRequest, success: success)
  }

  /// Completes the request `token` names, refusing a stale token.
  ///
  /// - Parameters:
  ///   - token: The value ``startRequest(onSuccess:)`` returned.
  ///   - success: Whether it succeeded.
  /// - Throws: ``LoadingRequestError/staleToken(_:current:)`` when `token` is not in flight.
  /// - Returns: The outcome.
  @discardableResult
  public func complete(_ token: RequestToken, success: Bool) throws(LoadingRequestError) -> RequestOutcome {
    guard token == currentRequest else { throw .staleToken(token, current: currentRequest) }
    let change = success ? pendingSuccess : nil
    finish(success ? .succeeded : .failed) { change?(self) }
    return lastRequestOutcome ?? (success ? .succeeded : .failed)
  }

  /// Cancels the request in flight: loading ends and nothing else changes.
  ///
  /// - Returns: The cancelled request, or `nil` when none was in flight.
  @discardableResult
  public func cancel() -> RequestToken? {
    guard let token = currentRequest else { return nil }
    finish(.cancelled) {}
    return token
  }

  private func finish(_ outcome: RequestOutcome, _ change: () -> Void) {
    currentRequest = nil
    pendingSuccess = nil
    lastRequestOutcome = outcome
    engine.performTransition {
      isLoading = false
      change()
    }
  }
}
