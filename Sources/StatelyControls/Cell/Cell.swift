public import Stately

/// A list cell, header or footer whose look is a function of its configuration state (UIKit's
/// `UICollectionViewListCell` and `UITableViewCell` configuration API).
///
/// A cell holds a ``contentConfiguration`` and a ``backgroundConfiguration``. Each update pass,
/// coalesced by the control's `UpdateCycle`, runs in this order:
///
/// 1. update: ``configurationState`` is computed (the control's state, the cell flags, the traits and
///    any custom states a subclass adds) and stored in ``appliedConfigurationState``; while
///    ``automaticallyUpdatesBackgroundConfiguration`` is on, the background is replaced by its
///    `updated(for:)` for that state, and while ``automaticallyUpdatesContentConfiguration`` is on, the
///    content. A background or ``ListContentConfiguration`` is updated when it is next read (by the
///    override, the handler, ``ConfiguredControl/appearance`` or any other reader), so a pass nobody
///    reads costs only the state; what a reader sees is exactly the eager result, because
///    `updated(for:)` of these two types depends only on the configuration as assigned and the latest
///    state. A custom ``ContentConfiguration`` is updated in the pass;
/// 2. still in the update phase, ``updateConfiguration(using:)``, the subclass override point;
/// 3. handler: `configurationUpdateHandler`, which receives the cell; read the state from
///    ``appliedConfigurationState`` (UIKit passes it as a second argument);
/// 4. apply: ``ConfiguredControl/appearance`` is resolved from the result when it is next read.
///
/// Configurations assigned in steps 2 and 3 are used as they are, without an automatic update and
/// without requesting another pass; assigned at any other time, they request an update, in which
/// step 1 styles them for the current state.
///
/// ```swift
/// let cell = Cell(cycle: cycle)
/// var content = cell.defaultContentConfiguration()
/// content.image = .system("star")
/// content.text = "Favourites"
/// cell.contentConfiguration = content
/// var background = cell.backgroundConfiguration
/// background?.cornerRadius = 9
/// cell.backgroundConfiguration = background
/// cell.isSelected = true
/// cycle.flush()
/// cell.appearance.background?.fillColor  // the selected fill, with 9 pt corners
/// ```
///
/// Subclasses add custom states by overriding ``configurationState``, and request an update when
/// the data behind them changes:
///
/// ```swift
/// final class MailCell: Cell {
///   var isArchived = false {
///     didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
///   }
///   override var configurationState: CellConfigurationState {
///     var state = super.configurationState
///     state[.isArchived] = isArchived
///     return state
///   }
/// }
/// ```
open class Cell: ConfiguredControl<CellAppearance> {
  // Stored properties opt out of the runtime exclusivity check, as `Control`'s do: a cell lives in one
  // isolation domain and no code path overlaps two accesses to one of them. They are declared in the
  // order an update pass touches them, as in `Control`: the flags and the applied state first, the
  // configurations and the resolved appearance, which a pass does not touch, last.

  /// Whether ``listContent`` still needs the automatic `update(for:)` for ``appliedConfigurationState``.
  @exclusivity(unchecked) var listContentOwesUpdate = false
  /// Whether ``background`` still needs the automatic `update(for:)` for ``appliedConfigurationState``.
  @exclusivity(unchecked) var backgroundOwesUpdate = false
  /// Whether a configuration was assigned during the latest pass, so the next pass empties ``memo``
  /// (see ``CellAppearanceMemo``).
  @exclusivity(unchecked) var assignedDuringPass = false

  /// Whether ``customContent`` is set: a pass reads it, so it sits with the other flags.
  @exclusivity(unchecked) var hasCustomContent = false

  /// The cell's own flags (pinned, editing, expanded, swiped, reordering, drag and drop), packed as a
  /// state packs them, so computing the state of a pass adds the control's flags to one word.
  @exclusivity(unchecked) var cellFlags = CellFlags()

  /// Whether the cell's list is editing. Changing it requests an update.
  public var isEditing: Bool {
    get { cellFlags.contains(.editing) }
    set { setCellFlag(.editing, newValue) }
  }

  /// Whether the cell's outline item is expanded. Changing it requests an update.
  public var isExpanded: Bool {
    get { cellFlags.contains(.expanded) }
    set { setCellFlag(.expanded, newValue) }
  }

  /// Whether the cell is swiped open. Changing it requests an update.
  public var isSwiped: Bool {
    get { cellFlags.contains(.swiped) }
    set { setCellFlag(.swiped, newValue) }
  }

  /// Whether the cell is being reordered. Changing it requests an update.
  public var isReordering: Bool {
    get { cellFlags.contains(.reordering) }
    set { setCellFlag(.reordering, newValue) }
  }

  /// Whether a header or footer is pinned. Changing it requests an update.
  public var isPinned: Bool {
    get { cellFlags.contains(.pinned) }
    set { setCellFlag(.pinned, newValue) }
  }

  /// Where the cell is in a drag. Changing it requests an update.
  public var cellDragState: CellConfigurationDragState {
    get { cellFlags.dragState }
    set {
      guard newValue != cellFlags.dragState else { return }
      cellFlags.dragState = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether the cell is a drop target. Changing it requests an update.
  public var cellDropState: CellConfigurationDropState {
    get { cellFlags.dropState }
    set {
      guard newValue != cellFlags.dropState else { return }
      cellFlags.dropState = newValue
      setNeedsUpdateConfiguration()
    }
  }

  /// Turns one of the cell's own flags on or off, requesting an update when it changes.
  private func setCellFlag(_ flag: CellFlags.Flag, _ isOn: Bool) {
    guard cellFlags.contains(flag) != isOn else { return }
    cellFlags.set(flag, isOn)
    setNeedsUpdateConfiguration()
  }

  /// Whether each update pass replaces the content configuration with its `updated(for:)` for the
  /// state. Default `true`; turn it off when ``updateConfiguration(using:)`` styles the content.
  @exclusivity(unchecked) public var automaticallyUpdatesContentConfiguration = true {
    didSet {
      guard automaticallyUpdatesContentConfiguration != oldValue else { return }
      memo.removeAll(keeping: current)
      setNeedsUpdateConfiguration()
    }
  }

  /// Whether each update pass replaces the background configuration with its `updated(for:)` for
  /// the state. Default `true`; turn it off when ``updateConfiguration(using:)`` styles the
  /// background.
  @exclusivity(unchecked) public var automaticallyUpdatesBackgroundConfiguration = true {
    didSet {
      guard automaticallyUpdatesBackgroundConfiguration != oldValue else { return }
      memo.removeAll(keeping: current)
      setNeedsUpdateConfiguration()
    }
  }

  /// Light or dark appearance, tint and containing list. A ``StatelyList`` sets it for its cells. Changing
  /// it requests an update.
  @exclusivity(unchecked) public var traitCollection: TraitCollection {
    didSet { if traitCollection != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The configuration state of the latest update pass (before the first pass, the state with every
  /// flag off).
  @exclusivity(unchecked) public internal(set) var appliedConfigurationState: CellConfigurationState

  /// Whether this is a row, a header or a footer.
  public let kind: Kind

  /// The key of the current appearance's state, and the appearance before it with its key: the flush
  /// that brings a cell back to its previous state swaps two appearances in the cell, and a later read
  /// of the appearance reads the current one and nothing else.
  @exclusivity(unchecked) var memo: CellAppearanceMemo

  /// The configurations and the text caches, out of line: an update pass touches them only to update
  /// a custom content configuration, so keeping them out of the cell keeps the cells of a long list
  /// dense in memory.
  let storage: CellStorage

  /// StatelyList content, kept unboxed so it is updated in place. Read it through
  /// ``listContentConfiguration``, which applies an update the latest pass still owes it.
  var listContent: ListContentConfiguration? {
    get { storage.listContent }
    _modify { yield &storage.listContent }
  }
  /// Any other content configuration, out of line with the list content; ``hasCustomContent`` says
  /// in the cell whether a pass has one to update.
  var customContent: (any ContentConfiguration)? {
    get { storage.customContent }
    set {
      storage.customContent = newValue
      hasCustomContent = newValue != nil
    }
  }
  /// The background configuration. Read it through ``backgroundConfiguration``, which applies an
  /// update the latest pass still owes it.
  var background: BackgroundConfiguration? {
    get { storage.background }
    _modify { yield &storage.background }
  }
  /// Whether a ``StatelyList`` holds this cell.
  @exclusivity(unchecked) var isInList = false

  /// Creates a cell with the default background for its kind and no content.
  ///
  /// - Parameters:
  ///   - kind: Row, header or footer. Defaults to a row.
  ///   - traitCollection: The traits. Defaults to light, system blue, outside a list.
  ///   - cycle: The update cycle; cells of one list share the list's. Defaults to a new one.
  public init(
    kind: Kind = .cell, traitCollection: TraitCollection = TraitCollection(),
    cycle: UpdateCycle = UpdateCycle()
  ) {
    self.kind = kind
    self.traitCollection = traitCollection
    let state = CellConfigurationState(traitCollection: traitCollection)
    self.appliedConfigurationState = state
    self.storage = CellStorage(background: Self.defaultBackground(for: kind))
    let placeholder = CellAppearance(kind: kind, state: state, background: nil, content: nil)
    self.memo = CellAppearanceMemo(placeholder: placeholder)
    super.init(appearance: placeholder, resolution: .onFirstRead, space: .standard, cycle: cycle)
  }

  /// The content: usually a ``ListContentConfiguration``, or a custom ``ContentConfiguration``.
  /// `nil` shows no content. Setting it outside an update pass requests an update.
  public var contentConfiguration: (any ContentConfiguration)? {
    get {
      settleListContent()
      return listContent ?? customContent
    }
    set {
      listContentOwesUpdate = false
      if let list = newValue as? ListContentConfiguration {
        listContent = list
        customContent = nil
      } else {
        listContent = nil
        customContent = newValue
      }
      configurationsWereAssigned()
    }
  }

  /// The content when it is a ``ListContentConfiguration``, without boxing; `nil` otherwise. Setting
  /// it replaces the content, as setting ``contentConfiguration`` does.
  public var listContentConfiguration: ListContentConfiguration? {
    get {
      settleListContent()
      return listContent
    }
    set {
      listContentOwesUpdate = false
      listContent = newValue
      customContent = nil
      configurationsWereAssigned()
    }
  }

  /// The background. A new cell has the adaptive list preset for its kind; `nil` draws no
  /// background. Setting it outside an update pass requests an update.
  public var backgroundConfiguration: BackgroundConfiguration? {
    get {
      settleBackground()
      return background
    }
    set {
      backgroundOwesUpdate = false
      background = newValue
      configurationsWereAssigned()
    }
  }

  /// Applies the automatic update the latest pass owes the list content, if any.
  @inline(__always) func settleListContent() {
    guard listContentOwesUpdate else { return }
    listContentOwesUpdate = false
    listContent?.update(for: appliedConfigurationState)
  }

  /// Applies the automatic update the latest pass owes the background, if any.
  @inline(__always) func settleBackground() {
    guard backgroundOwesUpdate else { return }
    backgroundOwesUpdate = false
    background?.update(for: appliedConfigurationState)
  }

  /// Forgets the appearances resolved from the old configurations and requests an update (or, inside
  /// a pass, marks the appearance for resolution).
  private func configurationsWereAssigned() {
    if engine.phase != .idle { assignedDuringPass = true }
    configurationDidChange()
  }

  // MARK: - Update pass

  /// The update phase: computes the state of the pass and applies the automatic updates (step 1 of the
  /// pass described in ``Cell``), then calls ``updateConfiguration(using:)``, a cell's override point,
  /// with that state, as UIKit does. It is final: subclasses override
  /// ``updateConfiguration(using:)`` and ``configurationState``.
  public final override func updateConfiguration() {
    let state = configurationState
    if assignedDuringPass {
      // A configuration assigned in the last pass was used as it was; from this pass on it is styled
      // for the state, so what it resolves to differs from before at the same state.
      assignedDuringPass = false
      memo.removeAll(keeping: current)
    }
    // An update still owed for the previous state is applied before that state is replaced, unless
    // this pass owes a newer one, which supersedes it.
    if !automaticallyUpdatesBackgroundConfiguration { settleBackground() }
    if !automaticallyUpdatesContentConfiguration { settleListContent() }
    appliedConfigurationState = state
    if automaticallyUpdatesBackgroundConfiguration { backgroundOwesUpdate = true }
    if automaticallyUpdatesContentConfiguration {
      listContentOwesUpdate = true
      if hasCustomContent { storage.customContent?.update(for: state) }
    }
    updateConfiguration(using: state)
  }

  /// Resolves the background and the list content for the traits of the last pass.
  ///
  /// A cell keeps the two appearances this method returned most recently, with the states they were
  /// resolved for, and reading the appearance in one of those states again takes the kept one without
  /// calling this method. An override's result is kept the same way, so an override that reads a
  /// property of its own calls `configurationDidChange()` when that property changes, as
  /// ``ConfiguredControl`` asks; that forgets the kept appearances.
  ///
  /// - Throws: ``ConfigurationError`` naming the bad property.
  /// - Returns: What a renderer draws.
  open override func resolveAppearance() throws(ConfigurationError) -> CellAppearance {
    try resolveConfigurations()
  }

  /// Makes the appearance kept for the applied state the current one, if the memo keeps it.
  override final func reuseKeptAppearance() -> Bool {
    memo.reuse(for: appliedConfigurationState.memoKey, state: appliedConfigurationState, current: &current)
  }

  /// Makes a new resolution the current appearance and keeps the one it replaces.
  override final func install(_ resolved: CellAppearance) {
    memo.install(resolved, for: appliedConfigurationState.memoKey, in: &current)
  }

  /// Empties the memo: something a resolution reads changed.
  override final func forgetKeptAppearances() { memo.removeAll(keeping: current) }

  /// The state configurations are styled for (UIKit's `configurationState`): the control's
  /// disabled, highlighted, selected and focused bits, the cell flags, the traits, and each custom
  /// `ControlState` bit as a `Bool` custom state under ``ConfigurationStateKey/controlState(_:names:)``.
  ///
  /// Override it to add custom states: call `super`, then set them (see ``Cell``).
  open var configurationState: CellConfigurationState {
    // Through the engine's own accessors: a stored property read from another module is
    // exclusivity-checked at run time, which cost more than the rest of this getter.
    let control = (engine.stateBeingApplied ?? engine.state).rawValue
    var result = CellConfigurationState(traitCollection: traitCollection)
    result.flags = cellFlags.withControlFlags(of: control)
    if control & ControlState.application.rawValue != 0 {
      result.customStates.addCustomBits(of: ControlState(rawValue: control), names: stateSpace.names)
    }
    return result
  }

  /// Override point: style the cell for `state`, usually by assigning fresh configurations.
  ///
  /// Called once per update pass, after the automatic updates and before
  /// `configurationUpdateHandler`. Configurations assigned here are used as they are. The default
  /// implementation does nothing.
  ///
  /// ```swift
  /// override func updateConfiguration(using state: CellConfigurationState) {
  ///   var background = BackgroundConfiguration.listPlainCell()
  ///   if state.isHighlighted || state.isSelected { background.backgroundColor = .systemYellow }
  ///   background.cornerRadius = 9
  ///   backgroundConfiguration = background
  /// }
  /// ```
  ///
  /// - Parameter state: The state of this pass, also in ``appliedConfigurationState``.
  open func updateConfiguration(using state: CellConfigurationState) {}
}
