#if canImport(UIKit)
  public import Stately
  import StatelyControls
  import StatelyExamples
  public import StatelyUIKit
  public import UIKit

  /// The NetEase Cloud Music article's follow button on a real `UIButton`: follow, following, mutual
  /// and loading.
  ///
  /// The decisions are the portable ones: `FollowButton.followSpace` (mutual implies followed, loading
  /// forces disabled) and `FollowButton.followMachine` (a configuration per state). This class only
  /// declares the flags and runs a request.
  @MainActor
  public final class UIKitFollowButton: StatelyUIButton {
    /// The other user follows back.
    @StateFlag(FollowButton.followStates.mutual) public var isMutual = false
    /// A follow or unfollow request is in flight; the button is disabled meanwhile.
    @StateFlag(LoadingButton.loadingStates.loading) public var isLoading = false

    /// Creates the button.
    ///
    /// - Parameter cycle: The cycle its updates coalesce in. Defaults to the main run loop's.
    public init(cycle: UpdateCycle = .mainRunLoop()) {
      super.init(
        space: FollowButton.followSpace, configurationTable: FollowButton.followMachine, cycle: cycle)
    }

    /// Creates the button from an archive.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(
        coder: coder, space: FollowButton.followSpace, configurationTable: FollowButton.followMachine)
    }

    /// Follows, or unfollows when already following: loading while `request` runs, then the change if it
    /// succeeds. A second call while loading does nothing.
    ///
    /// - Parameter request: The network call; throwing leaves the follow state unchanged.
    public func toggleFollow(request: () async throws -> Void) async {
      guard !isLoading else { return }
      // The direction is decided when the tap asks, as the portable button decides it: data that
      // changes the selection while the request runs does not turn a follow into an unfollow.
      let follow = !isSelected
      isLoading = true
      defer { isLoading = false }
      do {
        try await request()
        isSelected = follow
      } catch {
        // The request failed: nothing changes but the loading state.
      }
    }
  }
#endif
