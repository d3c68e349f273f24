#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import StatelyControls
  public import UIKit

  extension CellConfigurationState {
    /// Stately's cell state for UIKit's: the traits (light or dark, and `tintColor` resolved for both),
    /// every flag, and the custom states of `space`, each read under its
    /// `ConfigurationStateKey.controlState(_:names:)` key.
    ///
    /// - Parameters:
    ///   - state: UIKit's cell state.
    ///   - tintColor: The view's tint colour, or `nil` for the system blue.
    ///   - space: The space whose custom states are carried over.
    @MainActor
    public init(_ state: UICellConfigurationState, tintColor: UIColor? = nil, customStates space: StateSpace)
    {
      let style: UserInterfaceStyle = state.traitCollection.userInterfaceStyle == .dark ? .dark : .light
      let tint =
        tintColor.map {
          DynamicColor(
            light: ResolvedColor($0, traits: UITraitCollection(userInterfaceStyle: .light)),
            dark: ResolvedColor($0, traits: UITraitCollection(userInterfaceStyle: .dark)))
        } ?? .systemBlue
      self.init(traitCollection: TraitCollection(userInterfaceStyle: style, tintColor: tint))
      isDisabled = state.isDisabled
      isHighlighted = state.isHighlighted
      isSelected = state.isSelected
      isFocused = state.isFocused
      isPinned = state.isPinned
      isEditing = state.isEditing
      isExpanded = state.isExpanded
      isSwiped = state.isSwiped
      isReordering = state.isReordering
      for custom in space.custom {
        let key = ConfigurationStateKey<Bool>.controlState(custom.state, names: space.names)
        self[key] = state[stately: key]
      }
    }
  }
#endif
