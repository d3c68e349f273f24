/// Everything a renderer draws for a cell, resolved: the background's colours and lengths, the
/// texts after their transforms with concrete colours and fonts, the image and its tint, layout
/// hints, and the state that produced them.
///
/// An appearance is a value of two references: its background, and its other parts (the state, the
/// content and the flags), both stored out of line and shared by copies. Keeping a copy costs two
/// retains (one when there is no background), and changing a copy's part copies that part's storage
/// first. Reading
/// `cell.appearance.background?.fillColor` in place retains nothing and reads the cell and the
/// background's storage, which the cells of one cycle share when their backgrounds are equal.
///
/// ```swift
/// cycle.flush()
/// let look = cell.appearance
/// look.background?.fillColor        // concrete ResolvedColor
/// look.content?.text?.string        // "FAVOURITES" with an uppercase transform
/// look.state.isSelected
/// ```
public struct CellAppearance: Sendable, Hashable {
  /// The resolved parts but the background. Usable from inlinable code: the readers of the large
  /// parts are inlined into the caller, which then reads a part in place instead of copying it.
  @usableFromInline struct Parts: Sendable, Hashable {
    @usableFromInline var state: CellConfigurationState
    @usableFromInline var content: ListContentAppearance?
    var kind: Cell.Kind
    var hasCustomContent: Bool
  }

  /// The parts, shared by copies until one of them changes.
  @usableFromInline var parts: CopyOnWrite<Parts>
  /// The background, beside the parts rather than in them: a list that draws backgrounds reads it
  /// from the cell's own appearance without reaching the parts' storage.
  @usableFromInline var backgroundPart: BackgroundAppearance?

  /// Whether the view is a cell, a header or a footer.
  public var kind: Cell.Kind {
    get { parts.value.kind }
    set { parts.value.kind = newValue }
  }

  /// The configuration state of the update pass that produced this appearance.
  public var state: CellConfigurationState {
    @inlinable _read { yield parts.value.state }
    set { parts.value.state = newValue }
  }

  /// The resolved background, or `nil` when the cell has no background configuration.
  public var background: BackgroundAppearance? {
    @inlinable _read { yield backgroundPart }
    set { backgroundPart = newValue }
  }

  /// The resolved list content, or `nil` when the cell has no content configuration or a custom one.
  public var content: ListContentAppearance? {
    @inlinable _read { yield parts.value.content }
    set { parts.value.content = newValue }
  }

  /// Whether the cell shows a custom ``ContentConfiguration``, which renderers read from
  /// ``Cell/contentConfiguration`` (it has been updated for ``state``).
  public var hasCustomContent: Bool {
    get { parts.value.hasCustomContent }
    set { parts.value.hasCustomContent = newValue }
  }

  /// Creates a resolved appearance.
  ///
  /// - Parameters:
  ///   - kind: Cell, header or footer.
  ///   - state: The state it was resolved for.
  ///   - background: The background, if any.
  ///   - content: The list content, if any.
  ///   - hasCustomContent: Whether a custom content configuration is shown.
  public init(
    kind: Cell.Kind, state: CellConfigurationState, background: BackgroundAppearance?,
    content: ListContentAppearance?, hasCustomContent: Bool = false
  ) {
    parts = CopyOnWrite(
      Parts(state: state, content: content, kind: kind, hasCustomContent: hasCustomContent))
    backgroundPart = background
  }

  /// Whether `state` is the state this appearance was resolved for, read in place.
  @inline(__always) func isResolved(for state: borrowing CellConfigurationState) -> Bool {
    parts.box.value.state == state
  }
}

extension CellAppearance: CustomReflectable {
  /// The parts as children, so `print`, `dump` and test failures show them rather than their storage.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "kind": kind as Any, "state": state, "background": background as Any, "content": content as Any,
        "hasCustomContent": hasCustomContent,
      ], displayStyle: .struct)
  }
}
