#if canImport(UIKit) && !os(tvOS)
  public import StatelyControls
  public import UIKit

  // UIKit's configuration enums are Swift enums without raw values, so each is mapped case by case; a
  // case added on either side is a compile error here, not a silent default.

  extension UIButton.Configuration.Size {
    /// UIKit's button size for Stately's.
    ///
    /// - Parameter size: A Stately button size.
    public init(_ size: ButtonConfiguration.Size) {
      switch size {
      case .mini: self = .mini
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      }
    }
  }

  extension UIButton.Configuration.TitleAlignment {
    /// UIKit's title alignment for Stately's.
    ///
    /// - Parameter alignment: A Stately title alignment.
    public init(_ alignment: ButtonConfiguration.TitleAlignment) {
      switch alignment {
      case .automatic: self = .automatic
      case .leading: self = .leading
      case .center: self = .center
      case .trailing: self = .trailing
      }
    }
  }

  extension UIButton.Configuration.CornerStyle {
    /// UIKit's corner style for Stately's.
    ///
    /// - Parameter style: A Stately corner style.
    public init(_ style: ButtonConfiguration.CornerStyle) {
      switch style {
      case .fixed: self = .fixed
      case .dynamic: self = .dynamic
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .capsule: self = .capsule
      }
    }
  }

  extension UIButton.Configuration.Indicator {
    /// UIKit's pop-up indicator setting for Stately's.
    ///
    /// - Parameter indicator: A Stately indicator setting.
    public init(_ indicator: ButtonConfiguration.Indicator) {
      switch indicator {
      case .automatic: self = .automatic
      case .none: self = .none
      case .popup: self = .popup
      }
    }
  }
#endif
