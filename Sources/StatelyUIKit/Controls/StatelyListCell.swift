#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import StatelyControls
  public import UIKit

  /// A `UICollectionViewListCell` styled by Stately configurations for a state that includes typed
  /// custom states.
  ///
  /// Declare custom states on the cell's space and flag them with `@StateFlag`; the cell adds each one to
  /// UIKit's `configurationState` under its `ConfigurationStateKey.controlState(_:names:)`
  /// key, and ``updateConfiguration(using:)`` styles ``statelyBackground`` and ``statelyContent`` for the
  /// state (their `updated(for:)`), lets ``updateStatelyConfiguration(using:)`` adjust them, and hands
  /// the result to UIKit:
  ///
  /// ```swift
  /// final class MailboxCell: StatelyListCell {
  ///   struct States: CustomStateSet {
  ///     let archived = ControlState(customBit: 0)
  ///   }
  ///   static let states = States()
  ///   @StateFlag(MailboxCell.states.archived) var isArchived = false
  ///
  ///   init() { super.init(space: StateSpace(Self.states)) }
  ///   convenience init(frame: CGRect) { self.init() }  // what a collection view's registration calls
  ///   required init?(coder: NSCoder) { fatalError("create MailboxCell in code") }
  ///
  ///   override func updateStatelyConfiguration(using state: CellConfigurationState) {
  ///     if state[.controlState(Self.states.archived, names: engine.stateSpace.names)] {
  ///       statelyBackground?.backgroundColor = .systemGray5
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  open class StatelyListCell: UICollectionViewListCell, @MainActor ControlEngineHost {
    /// The engine that keeps the cell's custom states. It is confined to the main actor with the cell.
    public let engine: ControlEngine

    /// The background, styled for each state before it is handed to UIKit; `nil` leaves UIKit's.
    /// Setting it outside a configuration update requests one.
    ///
    /// Each configuration update starts from the background you set: it styles it for the state, lets
    /// ``updateStatelyConfiguration(using:)`` adjust it, hands the result to UIKit, and then puts back the
    /// one you set, so an adjustment lasts one update, as a configuration built afresh in UIKit's
    /// `updateConfiguration(using:)` does. The same holds for ``statelyContent``.
    public var statelyBackground: BackgroundConfiguration? = .listPlainCell() {
      didSet { configurationDidChange() }
    }

    /// The list content, styled for each state before it is handed to UIKit; `nil` leaves UIKit's.
    /// Setting it outside a configuration update requests one.
    public var statelyContent: ListContentConfiguration? {
      didSet { configurationDidChange() }
    }

    /// Whether ``updateConfiguration(using:)`` is running: what it writes is part of that update, and
    /// requests no other.
    private var isUpdatingConfiguration = false

    /// Requests a configuration update, unless one is running.
    private func configurationDidChange() {
      if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
    }

    /// What the latest configuration update could not carry over exactly.
    public private(set) var bridgeDiagnostics: [UIKitBridgeDiagnostic] = []

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - space: The cell's custom states and their invariants.
    ///   - cycle: The cycle its engine's updates coalesce in. Defaults to `UpdateCycle.mainRunLoop()`.
    public init(space: StateSpace = .standard, cycle: UpdateCycle = .mainRunLoop()) {
      engine = ControlEngine(space: space, cycle: cycle)
      super.init(frame: .zero)
      attachEngine()
    }

    /// Creates a cell with the standard states, as a collection view does.
    ///
    /// - Parameter frame: The cell's frame.
    public override convenience init(frame: CGRect) {
      self.init(space: .standard)
    }

    /// Creates a cell from an archive, with the standard states.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      engine = ControlEngine(space: .standard, cycle: .mainRunLoop())
      super.init(coder: coder)
      attachEngine()
    }

    /// Creates a cell from an archive with the states of `space`: what a subclass with custom states
    /// calls from its `init?(coder:)`, so that a cell made by a storyboard keeps them.
    ///
    /// - Parameters:
    ///   - coder: The archive.
    ///   - space: The cell's custom states and their invariants.
    public init?(coder: NSCoder, space: StateSpace) {
      engine = ControlEngine(space: space, cycle: .mainRunLoop())
      super.init(coder: coder)
      attachEngine()
    }

    /// Lets UIKit schedule the engine's updates.
    private func attachEngine() {
      engine.attach(to: self, requestingUpdates: { [unowned self] in setNeedsUpdateConfiguration() })
    }

    /// UIKit's state with each of the engine's custom states set under its key.
    open override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      let current = engine.state
      let space = engine.stateSpace
      for custom in space.custom {
        state[stately: ConfigurationStateKey<Bool>.controlState(custom.state, names: space.names)] =
          current.contains(custom.state)
      }
      return state
    }

    /// Styles ``statelyBackground`` and ``statelyContent`` for the state, calls
    /// ``updateStatelyConfiguration(using:)``, and hands both to UIKit.
    ///
    /// Where UIKit does not track reads of `@Observable` properties here (see ``ModelReadTracking``), the
    /// cell does: a later change to a property this update read requests the next one.
    ///
    /// - Parameter state: UIKit's state for the cell.
    open override func updateConfiguration(using state: UICellConfigurationState) {
      modelReads.beginUpdate()
      isUpdatingConfiguration = true
      defer { isUpdatingConfiguration = false }
      engine.update { _ in modelReads.track { updateStatelyConfigurations(using: state) } }
    }

    /// Tracks the reads of `@Observable` properties in configuration updates where UIKit does not.
    private lazy var modelReads = ModelReadTracker { [weak self] in self?.setNeedsUpdateConfiguration() }

    /// The work of ``updateConfiguration(using:)``.
    private func updateStatelyConfigurations(using state: UICellConfigurationState) {
      // What was set, put back once the styled copies have gone to UIKit.
      let (background, content) = (statelyBackground, statelyContent)
      defer { (statelyBackground, statelyContent) = (background, content) }
      let cellState = CellConfigurationState(state, tintColor: tintColor, customStates: engine.stateSpace)
      if automaticallyUpdatesBackgroundConfiguration { statelyBackground?.update(for: cellState) }
      if automaticallyUpdatesContentConfiguration { statelyContent?.update(for: cellState) }
      updateStatelyConfiguration(using: cellState)
      var diagnostics: [UIKitBridgeDiagnostic] = []
      if let statelyBackground {
        backgroundConfiguration = UIBackgroundConfiguration(statelyBackground, diagnostics: &diagnostics)
      }
      if let statelyContent {
        contentConfiguration = UIListContentConfiguration(statelyContent, diagnostics: &diagnostics)
      }
      bridgeDiagnostics = diagnostics
    }

    /// Override point: adjust ``statelyBackground`` and ``statelyContent`` for `state`, after their
    /// automatic update. The default does nothing.
    ///
    /// - Parameter state: The cell's state, custom states included.
    open func updateStatelyConfiguration(using state: CellConfigurationState) {}
  }
#endif
