#if canImport(SwiftUI) && os(iOS)
  public import StatelyExamples
  public import StatelySwiftUI
  public import SwiftUI

  /// The NetEase Cloud Music article's follow button in SwiftUI: follow, following, mutual and loading,
  /// from the same space and table as `FollowButton` and `UIKitFollowButton`.
  ///
  /// Followed and mutual are the user's, read by the style from the `@Observable` model when the button
  /// is drawn, so SwiftUI redraws the button when they change; loading is the view's own state while the
  /// request runs, and forces the button disabled, so a second tap does nothing.
  public struct SwiftUIFollowButton: View {
    /// The followed user: the model the button reads and a successful request writes.
    let user: FollowedUser
    /// The network call that follows or unfollows; throwing leaves the user unchanged.
    let request: @MainActor () async throws -> Void
    /// Whether a request is in flight.
    @State private var isLoading = false

    /// The follow button's look: `FollowButton.followSpace` and `FollowButton.followMachine`.
    public static let style = StatelyButtonStyle(
      space: FollowButton.followSpace, configurationTable: FollowButton.followMachine)

    /// Creates the button.
    ///
    /// - Parameters:
    ///   - user: The followed user.
    ///   - request: The network call a tap makes.
    public init(user: FollowedUser, request: @escaping @MainActor () async throws -> Void) {
      self.user = user
      self.request = request
    }

    /// The button.
    public var body: some View {
      Button("Follow") { Task { await toggleFollow() } }
        .buttonStyle(
          Self.style
            .flag(.selected, from: user, at: \.isFollowed)
            .flag(FollowButton.followStates.mutual, from: user, at: \.isMutual)
            .flag(FollowButton.followStates.loading, isLoading))
    }

    /// Follows, or unfollows when already following: loading while the request runs, then the change
    /// if it succeeds. The direction is decided when the tap asks, as `FollowButton` decides it.
    private func toggleFollow() async {
      guard !isLoading else { return }
      let follow = !user.isFollowed
      isLoading = true
      defer { isLoading = false }
      do {
        try await request()
        user.isFollowed = follow
      } catch {
        // The request failed: nothing changes but the loading state.
      }
    }
  }
#endif
