/// The kinds of input the live page reports, with their names on the wire.
public enum ControlEventKind: String, Sendable, Hashable, CaseIterable {
  /// A pointer (mouse, pen or touch) went down on the control: `"pointerdown"`.
  case pointerDown = "pointerdown"
  /// The pointer went up on the control: `"pointerup"`.
  case pointerUp = "pointerup"
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
public struct ControlEvent: Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public var kind: ControlEventKind
  /// For ``ControlEventKind/key``, the DOM `KeyboardEvent.key` value (such as `"5"`, `"Enter"`,
  /// `"Backspace"`); `nil` for every other kind.
  public var key: String?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - key: The key, for ``ControlEventKind/key`` only.
  public init(_ kind: ControlEventKind, key: String? = nil) {
    self.kind = kind
    self.key = key
  }

  /// A key press.
  ///
  /// - Parameter key: The DOM `KeyboardEvent.key` value.
  /// - Returns: A ``ControlEventKind/key`` event.
  public static func key(_ key: String) -> ControlEvent {
    ControlEvent(.key, key: key)
  }

  /// The wire name, with the key for key events: `click`, `key(5)`.
  public var description: String {
    if let key { "\(kind.rawValue)(\(key))" } else { kind.rawValue }
  }
}

/// An event addressed to a control by id.
public struct AddressedEvent: Sendable, Hashable {
  /// The id of the target control, such as `"checkout.add"`.
  public var controlID: String
  /// The event.
  public var event: ControlEvent

  /// Creates an addressed event.
  ///
  /// - Parameters:
  ///   - controlID: The id of the target control.
  ///   - event: The event.
  public init(_ controlID: String, _ event: ControlEvent) {
    self.controlID = controlID
    self.event = event
  }
}
