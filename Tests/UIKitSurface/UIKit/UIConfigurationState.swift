// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIConfigurationStateCustomKey`.
@available(iOS 14.0, *)
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIConfigurationState`.
@available(iOS 14.0, *)
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UIViewConfigurationState`.
@available(iOS 14.0, *)
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  @available(iOS 15.0, *)
  public var isPinned = false
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// `UICellConfigurationState`.
@available(iOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  @available(iOS 15.0, *)
  public var isPinned = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}

/// `UICollectionViewCell`: configuration state and configurations, updated when laid out.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UIView {
  var needsConfigurationUpdate = true
  open var isSelected = false { didSet { setNeedsUpdateConfiguration() } }
  open var isHighlighted = false { didSet { setNeedsUpdateConfiguration() } }

  @available(iOS 14.0, *)
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }
  @available(iOS 14.0, *)
  open var backgroundConfiguration: UIBackgroundConfiguration?
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)?
  @available(iOS 14.0, *)
  open var automaticallyUpdatesBackgroundConfiguration = true
  @available(iOS 14.0, *)
  open var automaticallyUpdatesContentConfiguration = true
  @available(iOS 14.0, *)
  open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }
  @available(iOS 14.0, *)
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Runs a pending configuration update, as a layout pass does.
  override func runPendingUpdates() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    updateConfiguration(using: configurationState)
  }
}

/// `UICollectionViewListCell`.
@available(iOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
