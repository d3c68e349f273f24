/// Events a control sends to its actions, with `UIControl.Event`'s raw values.
public struct ControlEvent: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bitmask, with UIKit's layout.
  public let rawValue: UInt

  /// Creates an event set from a raw bitmask in `UIControl.Event` layout.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// A touch went down inside the control (`1 << 0`).
  public static let touchDown = ControlEvent(rawValue: 1 << 0)
  /// A repeated touch went down (`1 << 1`).
  public static let touchDownRepeat = ControlEvent(rawValue: 1 << 1)
  /// A touch was dragged within the control (`1 << 2`).
  public static let touchDragInside = ControlEvent(rawValue: 1 << 2)
  /// A touch was dragged outside the control (`1 << 3`).
  public static let touchDragOutside = ControlEvent(rawValue: 1 << 3)
  /// A touch was dragged into the control (`1 << 4`).
  public static let touchDragEnter = ControlEvent(rawValue: 1 << 4)
  /// A touch was dragged out of the control (`1 << 5`).
  public static let touchDragExit = ControlEvent(rawValue: 1 << 5)
  /// A touch lifted inside the control (`1 << 6`).
  public static let touchUpInside = ControlEvent(rawValue: 1 << 6)
  /// A touch lifted outside the control (`1 << 7`).
  public static let touchUpOutside = ControlEvent(rawValue: 1 << 7)
  /// A touch was cancelled (`1 << 8`).
  public static let touchCancel = ControlEvent(rawValue: 1 << 8)
  /// The control's value changed (`1 << 12`).
  public static let valueChanged = ControlEvent(rawValue: 1 << 12)
  /// The control's primary action fired (`1 << 13`).
  public static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)
  /// A menu action fired (`1 << 14`).
  public static let menuActionTriggered = ControlEvent(rawValue: 1 << 14)
  /// Editing began (`1 << 16`).
  public static let editingDidBegin = ControlEvent(rawValue: 1 << 16)
  /// The text changed (`1 << 17`).
  public static let editingChanged = ControlEvent(rawValue: 1 << 17)
  /// Editing ended (`1 << 18`).
  public static let editingDidEnd = ControlEvent(rawValue: 1 << 18)
  /// Editing ended with the return key (`1 << 19`).
  public static let editingDidEndOnExit = ControlEvent(rawValue: 1 << 19)
  /// Every touch event (`0x00000FFF`).
  public static let allTouchEvents = ControlEvent(rawValue: 0x0000_0FFF)
  /// Every editing event (`0x000F0000`).
  public static let allEditingEvents = ControlEvent(rawValue: 0x000F_0000)
  /// The four bits UIKit leaves to applications (`0x0F000000`).
  public static let applicationReserved = ControlEvent(rawValue: 0x0F00_0000)
  /// Bits reserved for the framework (`0xF0000000`).
  public static let systemReserved = ControlEvent(rawValue: 0xF000_0000)
  /// Every event.
  public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)

  /// An application-defined event in one of the four application bits.
  ///
  /// ```swift
  /// extension ControlEvent { static let typeComplete = ControlEvent.application(0) }
  /// ```
  /// A bit outside `0..<4` is a programming error and traps with a message naming the bit.
  ///
  /// - Parameter bit: The application bit, `0..<4`. Bit 0 is `1 << 24`.
  public static func application(_ bit: Int) -> ControlEvent {
    precondition(
      (0..<4).contains(bit),
      "application event bit \(bit) is outside 0..<4 (UIControl.Event.applicationReserved is 0x0F000000)")
    return ControlEvent(rawValue: 1 << UInt(24 + bit))
  }

  private static let names: [(ControlEvent, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
    (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
    (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    (.application(0), "application(0)"), (.application(1), "application(1)"),
    (.application(2), "application(2)"), (.application(3), "application(3)"),
  ]

  /// The names of the events in the set, such as `[touchUpInside, primaryActionTriggered]`.
  public var description: String {
    let parts = Self.names.filter { contains($0.0) }.map(\.1)
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
