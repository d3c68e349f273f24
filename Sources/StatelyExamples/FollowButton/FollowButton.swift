public import Stately
public import StatelyControls

/// The follow button of the NetEase Cloud Music article (`NKFollowButton`): followed, mutual and loading, styled once at
/// creation and afterwards driven only by data.
///
/// The NetEase Cloud Music article reuses `selected` as "followed", adds "mutual" (which must be followed) and "loading"
/// (which must be disabled), and overrides `state`, `setSelected:` and `setMutual:` to keep them
/// consistent. Here the consistency is declared in `stateSpace`:
///
/// | state | title | look |
/// |---|---|---|
/// | normal | Follow | filled, system blue |
/// | followed (`selected`) | Following | gray, label-coloured text |
/// | mutual | Mutual | tinted, system green |
/// | loading | *(empty)* + activity indicator | the style's disabled look |
///
/// Every look presses its background while highlighted. The owner sets `Control/isSelected`
/// (or ``isFollowed``), ``isMutual`` and ``LoadingButton/isLoading`` from data, and nothing else:
///
/// ```swift
/// let follow = FollowButton()
/// follow.tap()                       // starts a follow request: loading
/// try follow.complete(success: true) // followed
/// follow.isMutual = true             // mutual
/// follow.isSelected = false          // normal again, mutual cleared
/// ```
///
/// Or the button follows the app's model, a ``FollowedUser``: made with ``init(user:traits:cycle:)``, it
/// reads followed and mutual from the user, and a tap's successful request writes the user.
open class FollowButton: LoadingButton {
  /// The custom states of a follow button, declared once: mutual, and the loading state it inherits.
  public struct FollowStates: CustomStateSet {
    /// The other user follows back: application bit 0.
    ///
    /// ``FollowButton/followSpace`` declares `.implies(mutual, .selected)`: mutual turns followed on,
    /// and unfollowing turns mutual off.
    public let mutual = ControlState(customBit: 0)
    /// A request is in flight: the loading button's ``LoadingButton/LoadingStates/loading``.
    public let loading = LoadingButton.loadingStates.loading

    /// The follow button's states; use ``FollowButton/followStates``.
    public init() {}
  }

  /// The custom states of every follow button.
  public static let followStates = FollowStates()

  /// The states of a follow button: highlighted, disabled, selected (followed), mutual and loading,
  /// with `.implies(.mutual, .selected)` and `.forces(.loading, .disabled)`. Twelve reachable states.
  public static let followSpace = StateSpace(
    followStates,
    invariants: [.implies(followStates.mutual, .selected), .forces(followStates.loading, .disabled)])

  /// Whether the other user follows back: the ``FollowStates/mutual`` bit. Setting it
  /// follows; unfollowing clears it. A button made with a ``user`` reads it from the user, and ignores
  /// setting it: the user owns it.
  @StateFlag(FollowButton.followStates.mutual) public var isMutual = false

  /// The user this button follows, when it was made with ``init(user:traits:cycle:)``.
  public private(set) var user: FollowedUser?

  /// Whether the current user follows: the ``user``'s ``FollowedUser/isFollowed`` when the button has
  /// a user, and otherwise another name for `Control/isSelected`.
  public var isFollowed: Bool {
    get { user?.isFollowed ?? isSelected }
    set {
      if let user { user.isFollowed = newValue } else { isSelected = newValue }
    }
  }

  /// Creates a follow button, styled once.
  ///
  /// - Parameters:
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public init(traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()) {
    super.init(
      configuration: Self.followConfiguration, hidesTitleWhileLoading: true, space: Self.followSpace,
      traits: traits, cycle: cycle)
    configurationTable = Self.followMachine
    addAction(for: .primaryActionTriggered) { button, _ in
      _ = try? button.toggleFollow()
    }
  }

  /// Creates a follow button whose state follows `user`: followed is the user's
  /// ``FollowedUser/isFollowed`` and mutual its ``FollowedUser/isMutual``, read as computed factors, and
  /// a tap's successful request sets ``FollowedUser/isFollowed``.
  ///
  /// ```swift
  /// let user = FollowedUser(name: "Lin", isFollowed: true)
  /// let follow = FollowButton(user: user)
  /// user.followsBack = true  // the next flush updates the button once: "Mutual"
  /// ```
  ///
  /// - Parameters:
  ///   - user: The followed user, held strongly by the button and weakly by its engine.
  ///   - traits: The appearance and tint to resolve against.
  ///   - cycle: The cycle that coalesces its updates.
  public convenience init(
    user: FollowedUser, traits: TraitCollection = TraitCollection(), cycle: UpdateCycle = UpdateCycle()
  ) {
    self.init(traits: traits, cycle: cycle)
    self.user = user
    engine.register(.selected, from: user, at: \.isFollowed)
    engine.register(Self.followStates.mutual, from: user, at: \.isMutual)
  }

  /// "Follow": filled with system blue.
  public static let followConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.filled()
    configuration.title = "Follow"
    configuration.baseBackgroundColor = .systemBlue
    return configuration
  }()

  /// "Following": gray with label-coloured text; selection does not recolour it.
  public static let followingConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.gray()
    configuration.title = "Following"
    configuration.baseForegroundColor = .label
    configuration.automaticallyUpdateForSelection = false
    return configuration
  }()

  /// "Mutual": tinted with system green; selection does not recolour it.
  public static let mutualConfiguration: ButtonConfiguration = {
    var configuration = ButtonConfiguration.tinted()
    configuration.title = "Mutual"
    configuration.baseForegroundColor = .systemGreen
    configuration.baseBackgroundColor = .systemGreen
    configuration.automaticallyUpdateForSelection = false
    return configuration
  }()

  /// The declared look: ``followConfiguration`` as the base, ``followingConfiguration`` for
  /// `containsAll(.selected)`, ``mutualConfiguration`` for `containsAll([.selected, .mutual])`
  /// (more specific, so it wins without a tie), and the loading rules of ``LoadingButton``.
  public static let followMachine: ConfigurationTable<ButtonConfiguration> = {
    var machine = LoadingButton.loadingTable(base: followConfiguration, hidesTitle: true)
    machine.setConfiguration(followingConfiguration, for: .containsAll(.selected))
    machine.setConfiguration(mutualConfiguration, for: .containsAll([.selected, followStates.mutual]))
    return machine
  }()

  /// What a tap does: starts a request that follows on success, or unfollows when already
  /// following. Success sets ``user``'s ``FollowedUser/isFollowed`` when the button has a user, and
  /// `Control/isSelected` otherwise.
  ///
  /// - Throws: ``LoadingRequestError/requestInFlight(_:)`` while a request is in flight.
  /// - Returns: The request's token.
  @discardableResult
  public func toggleFollow() throws(LoadingRequestError) -> RequestToken {
    let follow = !isFollowed
    let user = self.user
    return try startRequest { button in
      if let user { user.isFollowed = follow } else { button.isSelected = follow }
    }
  }
}
