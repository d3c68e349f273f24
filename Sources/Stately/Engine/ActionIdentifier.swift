/// What makes two actions the same action, as `UIAction.Identifier` does: adding an action whose
/// identifier is already registered replaces the registered one.
///
/// A named identifier is equal to every other with the same name:
///
/// ```swift
/// extension ActionIdentifier { static let addToCart: ActionIdentifier = "add-to-cart" }
/// ```
///
/// An identifier made with ``unique()`` is equal only to its own copies, as the identifier UIKit gives a
/// `UIAction` made without one. ``ControlAction``'s initializer makes one when it is given none.
public struct ActionIdentifier: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The object behind a unique identifier: compared by identity, and kept alive by every copy of the
  /// identifier, so no other identifier can ever equal it.
  private final class Token: Hashable, Sendable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// A name, or a token compared by identity.
  private enum Storage: Hashable, Sendable {
    case named(String)
    case unique(Token)
  }

  private let storage: Storage

  /// An identifier named `name`.
  ///
  /// - Parameter name: Any string; identifiers with equal names are equal.
  public init(_ name: String) { storage = .named(name) }

  /// An identifier named by a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { self.init(value) }

  private init(storage: Storage) { self.storage = storage }

  /// A new identifier, equal only to its own copies.
  ///
  /// - Returns: An identifier no other call returns.
  public static func unique() -> ActionIdentifier { ActionIdentifier(storage: .unique(Token())) }

  /// The name, or `nil` for an identifier made with ``unique()``.
  public var name: String? {
    if case .named(let name) = storage { return name }
    return nil
  }

  /// The name in quotes, or `unique` for an identifier made with ``unique()``.
  public var description: String { name.map { "\"\($0)\"" } ?? "unique" }
}
