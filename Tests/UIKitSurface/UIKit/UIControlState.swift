// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
extension UIControl {
  /// The state of a control (`UIControl.State`).
  public struct State: OptionSet, Hashable, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var normal: UIControl.State { State(rawValue: 0) }
    public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
    public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    public static var selected: UIControl.State { State(rawValue: 1 << 2) }
    @available(iOS 9.0, *)
    public static var focused: UIControl.State { State(rawValue: 1 << 3) }
    public static var application: UIControl.State { State(rawValue: 0x00FF_0000) }
    public static var reserved: UIControl.State { State(rawValue: 0xFF00_0000) }
  }

  /// Control events (`UIControl.Event`).
  public struct Event: OptionSet, Hashable, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
  }
}
