// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIControl`: state flags, target-free actions and the state bitmask.
@MainActor
open class UIControl: UIView {
  var actions: [(UIControl.Event, UIAction)] = []
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var isEnabled: Bool = true
  open var isSelected: Bool = false
  open var isHighlighted: Bool = false
  open var state: UIControl.State {
    var state: UIControl.State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.append((controlEvents, action))
  }
  open func sendActions(for controlEvents: UIControl.Event) {
    for (events, action) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }
}

/// `UIAction`: a closure-based action.
@available(iOS 13.0, *)
@MainActor
open class UIAction: NSObject {
  let handler: UIActionHandler
  open var title: String
  open var image: UIImage?
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}

/// The closure of a `UIAction`.
@available(iOS 13.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void
