#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  // UIKit's text property enums are Swift enums without raw values, so each is mapped case by case; a
  // case added on either side is a compile error here, not a silent default.

  extension UIListContentConfiguration.TextProperties.TextAlignment {
    /// UIKit's text alignment for Stately's.
    ///
    /// - Parameter alignment: A Stately text alignment.
    public init(_ alignment: ListContentConfiguration.TextProperties.TextAlignment) {
      switch alignment {
      case .natural: self = .natural
      case .center: self = .center
      case .justified: self = .justified
      }
    }
  }

  extension UIListContentConfiguration.TextProperties.TextTransform {
    /// UIKit's text transform for Stately's.
    ///
    /// - Parameter transform: A Stately text transform.
    public init(_ transform: ListContentConfiguration.TextProperties.TextTransform) {
      switch transform {
      case .none: self = .none
      case .uppercase: self = .uppercase
      case .lowercase: self = .lowercase
      case .capitalized: self = .capitalized
      }
    }
  }
#endif
