public import Observation

/// The user a ``FollowButton`` follows, as the app's model keeps it: the business logic of the NetEase
/// Cloud Music article, outside the button.
///
/// ```swift
/// let user = FollowedUser(name: "Lin")
/// let follow = FollowButton(user: user)
/// user.isFollowed = true   // a server push: the button reads "Following" after the next flush
/// user.followsBack = true  // "Mutual"
/// ```
///
/// The user is `@Observable`: a button made with ``FollowButton/init(user:traits:cycle:)`` reads
/// ``isFollowed`` and ``isMutual`` as computed factors, so a change to either is tracked and updates the
/// button once at the next flush, whoever made it. Where tracking is unavailable (Apple platforms before
/// macOS 15 and iOS 18), call the button's `factorsDidChange()` after a change.
@Observable public final class FollowedUser {
  /// The user's name.
  public var name: String

  /// Whether the current user follows this one.
  public var isFollowed: Bool

  /// Whether this user follows the current user.
  public var followsBack: Bool

  /// Creates a user.
  ///
  /// - Parameters:
  ///   - name: The user's name.
  ///   - isFollowed: Whether the current user follows this one.
  ///   - followsBack: Whether this user follows the current user.
  public init(name: String, isFollowed: Bool = false, followsBack: Bool = false) {
    self.name = name
    self.isFollowed = isFollowed
    self.followsBack = followsBack
  }

  /// Whether the two follow each other: followed and following back.
  public var isMutual: Bool { isFollowed && followsBack }
}
