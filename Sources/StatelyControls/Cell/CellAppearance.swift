/// Everything a renderer draws for a cell, resolved: the background's colours and lengths, the
/// texts after their transforms with concrete colours and fonts, the image and its tint, layout
/// hints, and the state that produced them.
///
/// An appearance is a value whose parts are stored out of line and shared by its copies, so reading
/// `cell.appearance` or keeping it costs one retain; changing a copy's part copies the parts first.
///
/// ```swift
/// cycle.flush()
/// let look = cell.appearance
/// look.background?.fillColor        // concrete ResolvedColor
/// look.content?.text?.string        // "FAVOURITES" with an uppercase transform
/// look.state.isSelected
/// ```
public struct CellAppearance: Sendable, Hashable {
  /// The resolved parts. Usable from inlinable code: the readers of the large parts are inlined into
  /// the caller, which then reads a part in place instead of copying it.
  ///
  /// The state comes first, then the background: a cell compares the state and a list draws the
  /// background fill, and with this order both lie at the start of the storage.
  @usableFromInline struct Parts: Sendable, Hashable {
    @usableFromInline var state: CellConfigurationState
    @usableFromInline var background: BackgroundAppearance?
    @usableFromInline var content: ListContentAppearance?
    var kind: Cell.Kind
    var hasCustomContent: Bool
  }

  /// The parts, shared by copies until one of them changes.
  @usableFromInline var parts: CopyOnWrite<Parts>

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
    @inlinable _read { yield parts.value.background }
    set { parts.value.background = newValue }
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
      Parts(
        state: state, background: background, content: content, kind: kind,
        hasCustomContent: hasCustomContent))
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
