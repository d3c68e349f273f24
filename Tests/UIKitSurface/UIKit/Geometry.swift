// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, AlwaysUseLowerCamelCase
// Apple documents these declarations; this file only transcribes them (see ../README.md).
/// `NSDirectionalEdgeInsets`.
@available(iOS 11.0, *)
public struct NSDirectionalEdgeInsets: Hashable, @unchecked Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static var zero: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}

/// `NSDirectionalRectEdge`.
@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Hashable, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 0) }
  public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 1) }
  public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 2) }
  public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 3) }
  public static var all: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 15) }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, @unchecked Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

/// `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, @unchecked Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
}

/// `UIAxis`.
@available(iOS 13.0, *)
public struct UIAxis: OptionSet, Hashable, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var horizontal: UIAxis { UIAxis(rawValue: 1 << 0) }
  public static var vertical: UIAxis { UIAxis(rawValue: 1 << 1) }
  public static var both: UIAxis { UIAxis(rawValue: 3) }
}

extension UIView {
  /// `UIView.ContentMode`.
  public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}

/// `UIVisualEffect`.
@MainActor
open class UIVisualEffect: NSObject {}

/// `UIBlurEffect`.
@MainActor
open class UIBlurEffect: UIVisualEffect {
  let style: UIBlurEffect.Style
  public init(style: UIBlurEffect.Style) { self.style = style }

  /// `UIBlurEffect.Style`, with Apple's raw values.
  public enum Style: Int, @unchecked Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    @available(iOS 10.0, *) case regular = 4
    @available(iOS 10.0, *) case prominent = 5
    @available(iOS 13.0, *) case systemUltraThinMaterial = 6
    @available(iOS 13.0, *) case systemThinMaterial = 7
    @available(iOS 13.0, *) case systemMaterial = 8
    @available(iOS 13.0, *) case systemThickMaterial = 9
    @available(iOS 13.0, *) case systemChromeMaterial = 10
  }
}

/// `UIVibrancyEffect`.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
  let blurEffect: UIBlurEffect
  public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}
