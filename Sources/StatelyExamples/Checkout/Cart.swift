public import Observation
public import Stately

/// The shopping cart of the iOS 15 configuration tutorial's checkout example: the item count lives
/// outside the button, as the app's model.
///
/// The cart is `@Observable`: a control whose update reads ``itemCount`` is updated when it changes,
/// once per flush however many items were added, with no `setNeedsUpdateConfiguration()` (see
/// `UpdateCycle`). Where tracking is unavailable (Apple platforms before macOS 15 and iOS 18), the
/// cart asks its ``addDependent(_:)`` controls for an update on every change instead, as the article's
/// `didSet` does.
@Observable public final class Cart {
  /// The number of items; never negative.
  public private(set) var itemCount = 0

  @ObservationIgnored private var dependents: [WeakControl] = []

  /// Creates an empty cart.
  public init() {}

  /// Registers a control whose update reads the cart, for platforms where reads are not tracked. Held
  /// weakly.
  ///
  /// - Parameter control: A control to ask for an update on every change.
  public func addDependent(_ control: Control) {
    dependents.removeAll { $0.control == nil || $0.control === control }
    dependents.append(WeakControl(control: control))
  }

  /// Adds items.
  ///
  /// - Parameter count: How many; a negative count is refused, and so is one that would take the total
  ///   past `Int.max`.
  /// - Throws: ``CartError/negativeCount(_:)``, ``CartError/tooMany(adding:to:)``.
  public func add(_ count: Int = 1) throws(CartError) {
    guard count >= 0 else { throw .negativeCount(count) }
    guard count > 0 else { return }
    let (total, overflow) = itemCount.addingReportingOverflow(count)
    guard !overflow else { throw .tooMany(adding: count, to: itemCount) }
    itemCount = total
    notifyDependents()
  }

  /// Removes every item.
  public func removeAll() {
    guard itemCount != 0 else { return }
    itemCount = 0
    notifyDependents()
  }

  private func notifyDependents() {
    dependents.removeAll { $0.control == nil }
    for entry in dependents { entry.control?.setNeedsUpdateConfiguration() }
  }

  private struct WeakControl {
    weak var control: Control?
  }
}

/// Why the cart refused a change.
public enum CartError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `add(_:)` was given a negative count.
  case negativeCount(Int)
  /// `add(_:)` was given a count that would take the cart's total past `Int.max`.
  case tooMany(adding: Int, to: Int)

  /// A sentence naming the bad count.
  public var description: String {
    switch self {
    case .negativeCount(let count): "cannot add \(count) items: the count must not be negative"
    case .tooMany(let count, let total):
      "cannot add \(count) items to a cart of \(total): the total would be more than \(Int.max)"
    }
  }
}
