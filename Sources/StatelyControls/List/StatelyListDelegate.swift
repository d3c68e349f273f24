/// Hears what a person does to a ``StatelyList``'s items (UIKit's `UICollectionViewDelegate`, for
/// selection).
///
/// The list calls it for selections made by taps (``StatelyList/tap(at:)``,
/// ``StatelyList/release(at:inside:)``), not for ``StatelyList/selectItem(at:)`` or
/// ``StatelyList/deselectItem(at:)``, as UIKit does. With single selection, a tap on an item first
/// deselects the item selected before, then selects the new one.
///
/// ```swift
/// final class Inbox: StatelyListDelegate {
///   var opened: [Int] = []
///   func list(_ list: StatelyList, didSelectItemAt indexPath: StatelyList.IndexPath) {
///     opened.append(indexPath.item)
///   }
/// }
/// let inbox = Inbox()
/// list.delegate = inbox  // held weakly: keep `inbox` alive
/// ```
public protocol StatelyListDelegate: AnyObject {
  /// A tap selected an item. The default does nothing.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - indexPath: The item, now in ``StatelyList/indexPathsForSelectedItems``.
  func list(_ list: StatelyList, didSelectItemAt indexPath: StatelyList.IndexPath)

  /// A tap deselected an item: the item itself with multiple selection, or the one selected before
  /// with single selection. The default does nothing.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - indexPath: The item, no longer selected.
  func list(_ list: StatelyList, didDeselectItemAt indexPath: StatelyList.IndexPath)
}

extension StatelyListDelegate {
  /// Does nothing.
  public func list(_ list: StatelyList, didSelectItemAt indexPath: StatelyList.IndexPath) {}

  /// Does nothing.
  public func list(_ list: StatelyList, didDeselectItemAt indexPath: StatelyList.IndexPath) {}
}
