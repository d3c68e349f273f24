// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `UIResponder`: first-responder status.
@MainActor
open class UIResponder: NSObject {
  var isFirstResponderStorage = false
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

/// `UIView`: a rectangle on screen, here only a tint colour, a trait collection and a layout pass.
@MainActor
open class UIView: UIResponder, UITraitEnvironment {
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var tintColor: UIColor! = UIColor(red: 0, green: 0.478_431, blue: 1, alpha: 1)
  open var backgroundColor: UIColor?
  open var alpha: CGFloat = 1
  /// Runs what is pending for the next layout pass: a button's or a cell's configuration update.
  open func layoutIfNeeded() { runPendingUpdates() }
  /// The work of a layout pass; views with a configuration run its pending update.
  func runPendingUpdates() {}
}

/// `UITraitEnvironment`: an object with a trait collection.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
}

extension UITraitEnvironment {
  /// Every view of the stand-in is in the light appearance.
  public var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Keyboard types (`UIKeyboardType`).
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
}

/// `UITextInputTraits`: the keyboard a text-entry responder asks for. In UIKit its members are
/// optional requirements of an Objective-C protocol, read only when the responder implements them; Linux
/// has no Objective-C protocols, so here each is a requirement with UIKit's default as its default
/// implementation, and a get-only property that does not match the requirement is ignored, as UIKit
/// ignores it.
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {
  var keyboardType: UIKeyboardType { get set }
}

extension UITextInputTraits {
  /// UIKit's default, `.default`, for a responder that does not implement it.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
}

/// `UIKeyInput`: text entry by a responder.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
  var hasText: Bool { get }
  func insertText(_ text: String)
  func deleteBackward()
}
