/// The kinds of input the live page reports, with their names on the wire.
public enum BrowserEventKind: String, Sendable, Hashable, CaseIterable {
  /// A pointer (mouse, pen or touch) went down on the control: `"pointerdown"`.
  case pointerDown = "pointerdown"
  /// The pointer moved while down on the control: `"pointermove"`. Sent with a ``PointerSample``.
  case pointerMove = "pointermove"
  /// The pointer went up on the control: `"pointerup"`.
  case pointerUp = "pointerup"
  /// The browser took the pointer away, to scroll the page, say: `"pointercancel"`.
  case pointerCancel = "pointercancel"
  /// The pointer left the control: `"pointerleave"`.
  case pointerLeave = "pointerleave"
  /// The browser reported a click (after down and up inside): `"click"`.
  case click
  /// The control gained keyboard focus: `"focus"`.
  case focus
  /// The control lost keyboard focus: `"blur"`.
  case blur
  /// A key was pressed while the control had focus: `"key"`; the event carries the key.
  case key
}

/// One input event for one control.
public struct BrowserEvent: Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public var kind: BrowserEventKind
  /// For ``BrowserEventKind/key``, the DOM `KeyboardEvent.key` value (such as `"5"`, `"Enter"`,
  /// `"Backspace"`); `nil` for every other kind.
  public var key: String?
  /// The part of the control the pointer was on: the `data-part` value of the nearest element around
  /// the event's target inside the control, such as `"2"` for the third segment of a segmented control;
  /// `nil` when the control has no parts.
  public var part: String?
  /// Where the pointer is, for the pointer events that carry a position; `nil` otherwise, and for a
  /// page that sends none.
  public var pointer: PointerSample?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - key: The key, for ``BrowserEventKind/key`` only.
  ///   - part: The part of the control, or `nil`.
  ///   - pointer: Where the pointer is, for pointer events, or `nil`.
  public init(
    _ kind: BrowserEventKind, key: String? = nil, part: String? = nil, pointer: PointerSample? = nil
  ) {
    self.kind = kind
    self.key = key
    self.part = part
    self.pointer = pointer
  }

  /// A key press.
  ///
  /// - Parameter key: The DOM `KeyboardEvent.key` value.
  /// - Returns: A ``BrowserEventKind/key`` event.
  public static func key(_ key: String) -> BrowserEvent {
    BrowserEvent(.key, key: key)
  }

  /// The wire name, with the key for key events: `click`, `key(5)`.
  public var description: String {
    let base = if let key { "\(kind.rawValue)(\(key))" } else { kind.rawValue }
    return if let part { "\(base) on part \(part)" } else { base }
  }
}

/// An event addressed to a control by id.
public struct AddressedEvent: Sendable, Hashable {
  /// The id of the target control, such as `"checkout.add"`.
  public var controlID: String
  /// The event.
  public var event: BrowserEvent

  /// Creates an addressed event.
  ///
  /// - Parameters:
  ///   - controlID: The id of the target control.
  ///   - event: The event.
  public init(_ controlID: String, _ event: BrowserEvent) {
    self.controlID = controlID
    self.event = event
  }
}
