#if canImport(UIKit) && !os(tvOS)
  public import Stately
  public import UIKit

  extension UIControl.State {
    /// UIKit's state with the same bits: Stately's raw values are UIKit's, the application bits
    /// (`0x00FF0000`) included, so a custom state is the same bit on both sides.
    ///
    /// ```swift
    /// UIControl.State([.selected, FollowButton.followStates.mutual]).rawValue  // 0x0001_0004
    /// ```
    ///
    /// - Parameter state: A Stately state.
    public init(_ state: ControlState) {
      self.init(rawValue: state.rawValue)
    }
  }

  extension ControlState {
    /// Stately's state with the same bits as a UIKit state.
    ///
    /// - Parameter state: A UIKit state.
    public init(_ state: UIControl.State) {
      self.init(rawValue: state.rawValue)
    }
  }
#endif
