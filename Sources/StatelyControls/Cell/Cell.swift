public import Stately

/// A list cell, header or footer whose look is a function of its configuration state (UIKit's
/// `UICollectionViewListCell` and `UITableViewCell` configuration API).
///
/// A cell holds a ``contentConfiguration`` and a ``backgroundConfiguration``; the order of its update
/// pass is in <doc:CellPresets>. Configurations assigned in ``updateConfiguration(using:)`` or the
/// `configurationUpdateHandler` are used as they are; assigned at any other time, they request an
/// update, which styles them for the current state. The handler reads the state from
/// ``appliedConfigurationState`` (UIKit passes it as a second argument).
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
  /// Everything the look is resolved from, in one stored value.
  private var model: CellModel
  /// Whether the cell was reused since an update last resolved its appearance (the previous row's).
  private var isShowingAnotherRow = false

  /// Whether the cell's list is editing. Changing it requests an update.
  public var isEditing: Bool {
    get { model.flags.contains(.editing) }
    set { setCellFlag(.editing, newValue) }
  }

  /// Whether the cell's outline item is expanded. Changing it requests an update.
  public var isExpanded: Bool {
    get { model.flags.contains(.expanded) }
    set { setCellFlag(.expanded, newValue) }
  }

  /// Whether the cell is swiped open. Changing it requests an update.
  public var isSwiped: Bool {
    get { model.flags.contains(.swiped) }
    set { setCellFlag(.swiped, newValue) }
  }

  /// Whether the cell is being reordered. Changing it requests an update.
  public var isReordering: Bool {
    get { model.flags.contains(.reordering) }
    set { setCellFlag(.reordering, newValue) }
  }

  /// Whether a header or footer is pinned. Changing it requests an update.
  public var isPinned: Bool {
    get { model.flags.contains(.pinned) }
    set { setCellFlag(.pinned, newValue) }
  }

  /// Where the cell is in a drag. Changing it requests an update.
  public var cellDragState: CellConfigurationDragState {
    get { model.flags.dragState }
    set { update(\.flags.dragState, to: newValue) }
  }

  /// Whether the cell is a drop target. Changing it requests an update.
  public var cellDropState: CellConfigurationDropState {
    get { model.flags.dropState }
    set { update(\.flags.dropState, to: newValue) }
  }

  /// Changes a value the look is resolved from, requesting an update when it changes.
  private func update<Value: Equatable>(_ field: WritableKeyPath<CellModel, Value>, to value: Value) {
    guard model[keyPath: field] != value else { return }
    model[keyPath: field] = value
    setNeedsUpdateConfiguration()
  }

  /// Turns one of the cell's own flags on or off, requesting an update when it changes.
  private func setCellFlag(_ flag: CellFlags.Flag, _ isOn: Bool) {
    guard model.flags.contains(flag) != isOn else { return }
    model.flags.set(flag, isOn)
    setNeedsUpdateConfiguration()
  }

  /// Whether each update pass replaces the content configuration with its `updated(for:)` for the
  /// state. Default `true`; turn it off when ``updateConfiguration(using:)`` styles the content.
  public var automaticallyUpdatesContentConfiguration: Bool {
    get { model.updatesContent }
    set { update(\.updatesContent, to: newValue) }
  }

  /// Whether each update pass replaces the background configuration with its `updated(for:)` for
  /// the state. Default `true`; turn it off when ``updateConfiguration(using:)`` styles the
  /// background.
  public var automaticallyUpdatesBackgroundConfiguration: Bool {
    get { model.updatesBackground }
    set { update(\.updatesBackground, to: newValue) }
  }

  /// Light or dark appearance, tint and containing list. A ``StatelyList`` sets it for its cells. Changing
  /// it requests an update.
  public var traitCollection: TraitCollection {
    get { model.traits }
    set { update(\.traits, to: newValue) }
  }

  /// The configuration state of the latest update pass (before the first pass, the state with every
  /// flag off).
  public var appliedConfigurationState: CellConfigurationState { model.appliedState }

  /// Whether this is a row, a header or a footer.
  public let kind: Kind

  /// Whether a ``StatelyList`` holds this cell.
  var isInList = false
  /// The number of the list's registration whose maker made this cell.
  var registrationNumber = 0

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
    let state = CellConfigurationState(traitCollection: traitCollection)
    self.model = CellModel(
      traits: traitCollection, appliedState: state, background: Self.defaultBackground(for: kind))
    let placeholder = CellAppearance(kind: kind, state: state, background: nil, content: nil)
    super.init(appearance: placeholder, space: .standard, cycle: cycle)
  }

  /// The content: usually a ``ListContentConfiguration``, or a custom ``ContentConfiguration``.
  /// `nil` shows no content. Setting it outside an update pass requests an update.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { model.content }
    set {
      model.content = newValue
      configurationDidChange()
    }
  }

  /// The content when it is a ``ListContentConfiguration``; `nil` otherwise. Setting it replaces the
  /// content, as setting ``contentConfiguration`` does.
  public var listContentConfiguration: ListContentConfiguration? {
    get { model.listContent }
    set {
      model.content = newValue
      configurationDidChange()
    }
    _modify {
      yield &model.listContent
      if model.listContent != nil { model.customContent = nil }
      configurationDidChange()
    }
  }

  /// The background. A new cell has the adaptive list preset for its kind; `nil` draws no
  /// background. Setting it outside an update pass requests an update.
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { model.background }
    _modify {
      yield &model.background
      configurationDidChange()
    }
  }

  /// Clears what belonged to the row the cell showed, before it shows another (UIKit's
  /// `prepareForReuse()`).
  ///
  /// ``StatelyList`` calls it when ``StatelyList/dequeueReusableCell(withReuseIdentifier:for:)`` takes
  /// the cell from its pool for a new row, and then gives the cell that row's selection, highlight,
  /// swipe, expansion and editing. It turns off the selection, the highlight, focus, the swipe, the
  /// expansion, reordering and drag and drop, and enables the cell; it leaves the content, the
  /// background, the traits and custom states to the data source, which sets them for every row.
  ///
  /// ```swift
  /// cell.isSelected = true
  /// cell.isSwiped = true
  /// cell.prepareForReuse()
  /// cell.isSelected || cell.isSwiped  // false
  /// ```
  ///
  /// Like every change of a flag, it requests an update only if something changed. Subclasses that keep
  /// a row's state of their own override it and call `super`.
  open func prepareForReuse() {
    isShowingAnotherRow = true
    isSelected = false
    isHighlighted = false
    isFocused = false
    isEnabled = true
    isSwiped = false
    isExpanded = false
    isReordering = false
    cellDragState = .none
    cellDropState = .none
  }

  // MARK: - Update pass

  /// Computes the state of the pass and applies the automatic updates, then calls
  /// ``updateConfiguration(using:)``. Final: subclasses override that and ``configurationState``.
  public final override func updateConfiguration() {
    let state = configurationState
    model.beginPass(state)
    updateConfiguration(using: state)
  }

  /// Ends the update; a reused cell whose new row cannot be resolved shows no content or background.
  override func finishUpdate(for state: ControlState) {
    super.finishUpdate(for: state)
    if configurationError == nil {
      isShowingAnotherRow = false
    } else if isShowingAnotherRow {
      current = CellAppearance(kind: kind, state: model.appliedState, background: nil, content: nil)
    }
  }

  /// Resolves the background and the list content for the configuration state of the last pass (which
  /// holds `state`, with the cell's flags and traits).
  ///
  /// - Parameter state: The control state of the pass.
  /// - Throws: ``ConfigurationError`` naming the bad property.
  open override func resolveAppearance(for state: ControlState) throws(ConfigurationError) -> CellAppearance {
    // Field by field: each configuration is one copy-on-write reference, where a copy of the whole
    // model would copy every field.
    let state = model.appliedState
    let traits = state.traitCollection
    return CellAppearance(
      kind: kind, state: state, background: try model.background?.resolvedAppearance(in: traits),
      content: try model.listContent?.resolvedAppearance(in: traits),
      hasCustomContent: model.customContent != nil)
  }

  /// The state configurations are styled for (UIKit's `configurationState`): the control's
  /// disabled, highlighted, selected and focused bits, the cell flags, the traits, and each custom
  /// `ControlState` bit as a `Bool` custom state under ``ConfigurationStateKey/controlState(_:names:)``.
  ///
  /// Override it to add custom states: call `super`, then set them (see ``Cell``).
  open var configurationState: CellConfigurationState {
    let control = (engine.applyingState ?? engine.state).rawValue
    var result = CellConfigurationState(traitCollection: model.traits)
    result.flags = model.flags.withControlFlags(of: control)
    if control & ControlState.application.rawValue != 0 {
      result.customStates.addCustomBits(of: ControlState(rawValue: control), names: engine.stateSpace.names)
    }
    return result
  }

  /// Override point: style the cell for `state`, usually by assigning fresh configurations.
  ///
  /// Called once per update pass, after the automatic updates and before
  /// `configurationUpdateHandler`. The default implementation does nothing.
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
