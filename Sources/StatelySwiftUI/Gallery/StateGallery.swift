public import Stately
public import StatelyControls

/// Every reachable state of a style's look at a glance, each labelled with its state: a SwiftUI view for
/// `#Preview` and debug screens, the playground's gallery in Xcode.
///
/// ```swift
/// struct FollowGallery: View {
///   var body: some View {
///     StateGallery(StatelyButtonStyle(configuration: .filled()), title: "Filled")
///   }
/// }
/// ```
///
/// The tiles come from the same resolution the styles draw with, in the space's order (by number of
/// bits, then by value); a state whose configuration cannot be resolved shows why. The look's
/// ``StatelyButtonStyle/findings`` are listed under the tiles. The gallery resolves for the
/// environment's light or dark appearance, and draws each tile as the style draws the button, without
/// SwiftUI's glass (a static tile shows Stately's own glass look over a material).
public struct StateGallery: Sendable, Hashable {
  /// What a gallery shows.
  public enum Source: Sendable, Hashable {
    /// A button style's look.
    case button(StatelyButtonStyle)
    /// A toggle style's look.
    case toggle(StatelyToggleStyle)
  }

  /// One reachable state, drawn.
  public struct Tile: Sendable, Hashable, Identifiable {
    /// What a tile draws.
    public enum Content: Sendable, Hashable {
      /// A button's appearance.
      case button(ButtonAppearance)
      /// A switch's appearance.
      case toggle(SwitchAppearance)
      /// Why the state could not be resolved.
      case failure(String)
    }

    /// The state.
    public var state: ControlState
    /// The state with the space's names, such as `[selected, mutual]`: the tile's label.
    public var label: String
    /// What is drawn.
    public var content: Content

    /// The state identifies a tile: a gallery has one per reachable state.
    public var id: ControlState { state }
  }

  /// What the gallery shows.
  public var source: Source
  /// A heading, such as the look's name.
  public var title: String

  /// A gallery of a button style's look.
  ///
  /// - Parameters:
  ///   - style: The style; its flags and model factors are ignored, since every state is shown.
  ///   - title: A heading. Defaults to `"StatelyButtonStyle"`.
  public init(_ style: StatelyButtonStyle, title: String = "StatelyButtonStyle") {
    self.source = .button(style)
    self.title = title
  }

  /// A gallery of a toggle style's look.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - title: A heading. Defaults to `"StatelyToggleStyle"`.
  public init(_ style: StatelyToggleStyle, title: String = "StatelyToggleStyle") {
    self.source = .toggle(style)
    self.title = title
  }

  /// The states shown: the look's space.
  public var space: StateSpace {
    switch source {
    case .button(let style): style.space
    case .toggle(let style): style.space
    }
  }

  /// One tile per reachable state, in the space's order.
  ///
  /// - Parameter userInterfaceStyle: Light or dark. Defaults to light.
  /// - Returns: The tiles.
  /// - Complexity: O(*s*) resolutions for *s* reachable states.
  public func tiles(in userInterfaceStyle: UserInterfaceStyle = .light) -> [Tile] {
    space.reachableStates.map { state in
      let content: Tile.Content
      do {
        switch source {
        case .button(let style): content = .button(try style.appearance(for: state, in: userInterfaceStyle))
        case .toggle(let style): content = .toggle(try style.appearance(for: state, in: userInterfaceStyle))
        }
      } catch {
        content = .failure("\(error)")
      }
      return Tile(state: state, label: space.describe(state), content: content)
    }
  }

  /// What is wrong with the look: a button style's ``StatelyButtonStyle/findings``; a toggle's look has
  /// no rules, so none.
  public var findings: [String] {
    switch source {
    case .button(let style): style.findings
    case .toggle: []
    }
  }
}
