public import StatelyControls

/// A button's markup drawn once with its title left open, so that a look whose title keeps changing (a
/// counter, "Follow" and "Following") is not drawn again for every new title.
///
/// Drawing a button builds and renders a tree of nodes; filling a template escapes the title and joins
/// the markup around it. A template serves every appearance that equals the one it was made from in
/// everything but a title that is not empty, and gives exactly the markup that
/// ``HTMLRenderer/fragment(_:id:names:attributes:label:)`` gives in the same context:
///
/// ```swift
/// var look = try ButtonConfiguration.filled().resolvedAppearance(for: .normal, traits: .light)
/// look.title = "Checkout 1"
/// let template = ButtonMarkupTemplate(look, in: HTMLContext(id: "pay"))!
/// look.title = "Checkout 2"
/// template.fragment(for: look) == HTMLRenderer.fragment(look, id: "pay")  // true
/// look.state = .highlighted
/// template.fragment(for: look)  // nil: another look
/// ```
public struct ButtonMarkupTemplate: Sendable, Hashable {
  /// Where the title goes while the template is drawn. Every text in StatelyHTML's markup is escaped,
  /// and its tags are names, so no other part of the markup can contain a `<` followed by a NUL.
  private static let slot = "<\u{0}title>"

  /// The appearance the template was drawn from, with ``slot`` for its title.
  private let look: ButtonAppearance
  /// The markup before, between and after the places where the escaped title goes.
  private let pieces: [Substring]

  /// Draws `appearance` with its title left open.
  ///
  /// Returns `nil` when the appearance has no title or an empty one: without a title the button's
  /// markup has another shape (no title element, another accessible name).
  ///
  /// - Parameters:
  ///   - appearance: The look to draw.
  ///   - context: The button's id, state names and extra attributes, which every markup the template
  ///     gives carries. A context's `label` is not used by buttons.
  /// - Complexity: One drawing of the button.
  public init?(_ appearance: ButtonAppearance, in context: HTMLContext = HTMLContext()) {
    guard let title = appearance.title, !title.isEmpty else { return nil }
    var look = appearance
    look.title = Self.slot
    let markup = HTMLFragment(
      ButtonRenderer.node(
        look, id: context.id, names: context.names, attributes: context.attributes, titleMarkup: Self.slot)
    ).markup
    self.look = look
    self.pieces = Self.pieces(of: markup)
  }

  /// `markup` cut at every ``slot``, which is found by its bytes.
  ///
  /// A byte match is a slot: the slot is ASCII and no other part of the markup contains its first two
  /// bytes. (Splitting the string by characters, as `split(separator:)` does, cost about as much as
  /// drawing the button.)
  ///
  /// - Complexity: O(*m*) in the length of the markup.
  private static func pieces(of markup: String) -> [Substring] {
    var markup = markup
    let slot = Array(Self.slot.utf8)
    let starts = markup.withUTF8 { bytes in
      var starts: [Int] = []
      var index = 0
      while index + slot.count <= bytes.count {
        if bytes[index] == slot[0], bytes[index + 1] == slot[1],
          bytes[index..<(index + slot.count)].elementsEqual(slot)
        {
          starts.append(index)
          index += slot.count
        } else {
          index += 1
        }
      }
      return starts
    }
    let utf8 = markup.utf8
    var pieces: [Substring] = []
    pieces.reserveCapacity(starts.count + 1)
    var pieceStart = utf8.startIndex
    for start in starts {
      let slotStart = utf8.index(utf8.startIndex, offsetBy: start)
      pieces.append(markup[pieceStart..<slotStart])
      pieceStart = utf8.index(slotStart, offsetBy: slot.count)
    }
    pieces.append(markup[pieceStart...])
    return pieces
  }

  /// The markup of `appearance`, or `nil` when it differs from the template's look in more than a title
  /// that is not empty.
  ///
  /// - Parameter appearance: The look to draw.
  /// - Returns: The same markup as ``HTMLRenderer/fragment(_:id:names:attributes:label:)`` for
  ///   `appearance` in the template's context, or `nil`.
  /// - Complexity: One comparison of two appearances, and O(*m*) in the length of the markup.
  public func fragment(for appearance: ButtonAppearance) -> HTMLFragment? {
    guard let title = appearance.title, !title.isEmpty else { return nil }
    var candidate = appearance
    candidate.title = Self.slot
    guard candidate == look else { return nil }
    return HTMLFragment(checkedMarkup: pieces.joined(separator: Escaping.text(title)))
  }
}
