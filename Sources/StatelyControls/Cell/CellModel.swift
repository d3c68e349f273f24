/// What a ``Cell``'s look is resolved from, as one value.
struct CellModel {
  var traits: TraitCollection
  /// The cell's own flags: pinned, editing, expanded, swiped, reordering, drag and drop.
  var flags = CellFlags()
  var appliedState: CellConfigurationState
  /// The content when it is a list content configuration, kept apart from other content so that an
  /// update reaches it without a dynamic cast.
  var listContent: ListContentConfiguration?
  /// Any other content configuration.
  var customContent: (any ContentConfiguration)?
  var background: BackgroundConfiguration?
  /// Whether each pass styles the content for its state.
  var updatesContent = true
  /// Whether each pass styles the background for its state.
  var updatesBackground = true

  init(traits: TraitCollection, appliedState: CellConfigurationState, background: BackgroundConfiguration) {
    self.traits = traits
    self.appliedState = appliedState
    self.background = background
  }

  /// The content, whichever kind it is.
  var content: (any ContentConfiguration)? {
    get { listContent ?? customContent }
    set {
      if let list = newValue as? ListContentConfiguration {
        listContent = list
        customContent = nil
      } else {
        listContent = nil
        customContent = newValue
      }
    }
  }

  /// Starts an update pass: keeps the state, and styles the configurations for it while the automatic
  /// updates are on.
  mutating func beginPass(_ state: CellConfigurationState) {
    appliedState = state
    if updatesBackground { background?.update(for: state) }
    if updatesContent {
      listContent?.update(for: state)
      customContent?.update(for: state)
    }
  }
}
