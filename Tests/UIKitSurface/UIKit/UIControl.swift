// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIControl`: state flags, target-free actions and the state bitmask.
///
/// The actions follow Apple's pages for `addAction(_:for:)`, `removeAction(_:for:)`,
/// `removeAction(identifiedBy:for:)` and `enumerateEventHandlers(_:)`: an action is uniqued by its
/// identifier, and re-adding one replaces it; the union of the events and the move to the end are
/// UIKit's decompiled `_addControlTargetAction:` (see the StatelyUIKitTests that use them).
@MainActor
open class UIControl: UIView {
  var actions: [(UIControl.Event, UIAction)] = []
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var isEnabled: Bool = true { didSet { controlStateDidChange() } }
  open var isSelected: Bool = false { didSet { controlStateDidChange() } }
  open var isHighlighted: Bool = false { didSet { controlStateDidChange() } }
  /// What a change of a state flag does beyond storing it: a button asks for a configuration update.
  func controlStateDidChange() {}
  open var state: UIControl.State {
    var state: UIControl.State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    var merged = controlEvents
    actions.removeAll { entry in
      guard entry.1.identifier == action.identifier else { return false }
      merged.formUnion(entry.0)
      return true
    }
    actions.append((merged, action))
  }
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }
  @available(iOS 14.0, *)
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
  ) {
    for index in actions.indices.reversed() where actions[index].1.identifier == actionIdentifier {
      actions[index].0.subtract(controlEvents)
      if actions[index].0.isEmpty { actions.remove(at: index) }
    }
  }
  @available(iOS 14.0, *)
  open func enumerateEventHandlers(
    _ iterator: (UIAction?, (Any?, Selector)?, UIControl.Event, inout Bool) -> Void
  ) {
    var stop = false
    for (events, action) in actions {
      iterator(action, nil, events, &stop)
      if stop { return }
    }
  }
  open func sendActions(for controlEvents: UIControl.Event) {
    for (events, action) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }
}

/// `UIMenuElement`: what a menu shows; only what `UIAction`'s initializer names.
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
    public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
    public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
  }
  /// `UIMenuElement.State`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// `UIAction`: a closure-based action.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// `UIAction.Identifier`: what uniques an action.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
  let handler: UIActionHandler
  open var title: String
  open var image: UIImage?
  open var discoverabilityTitle: String?
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  let storedIdentifier: UIAction.Identifier
  open var identifier: UIAction.Identifier { storedIdentifier }
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      identifier: identifier ?? UIAction.Identifier(UUID().uuidString), title: title, image: image,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
  }
  init(
    identifier: UIAction.Identifier, title: String, image: UIImage?, discoverabilityTitle: String?,
    attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.image = image
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.storedIdentifier = identifier
    self.handler = handler
  }
}

/// The closure of a `UIAction`.
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// The Objective-C runtime's method selector, which the real UIKit re-exports.
public struct Selector: Hashable, Sendable {
  public init(_ str: String) { self.name = str }
  let name: String
}
