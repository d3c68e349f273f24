// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIResponder`: first-responder status.
@MainActor
open class UIResponder: NSObject {
  var isFirstResponderStorage = false
  public override init() { super.init() }
  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { isFirstResponderStorage }
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    isFirstResponderStorage = true
    return true
  }
  @discardableResult
  open func resignFirstResponder() -> Bool {
    isFirstResponderStorage = false
    return true
  }
}

/// `UIView`: a rectangle on screen, here only a tint colour and a trait collection.
@MainActor
open class UIView: UIResponder {
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var tintColor: UIColor! = UIColor(red: 0, green: 0.478_431, blue: 1, alpha: 1)
  open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
  open var backgroundColor: UIColor?
  open var alpha: CGFloat = 1
}

/// Keyboard types (`UIKeyboardType`).
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
}

/// `UIKeyInput`: text entry by a responder.
@MainActor
public protocol UIKeyInput: NSObjectProtocol {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}
