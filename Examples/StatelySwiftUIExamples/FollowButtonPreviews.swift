#if canImport(SwiftUI) && os(iOS)
  import StatelyExamples
  import StatelySwiftUI
  import SwiftUI

  /// Xcode's previews of the examples: the follow button's every reachable state, the button itself, and
  /// the settings row enabled and disabled.
  struct FollowButtonPreviews: PreviewProvider {
    static var previews: some View {
      StateGallery(SwiftUIFollowButton.style, title: "Follow button")
        .previewDisplayName("Every state")
      SwiftUIFollowButton(user: FollowedUser(name: "Lin")) {
        try await Task.sleep(for: .seconds(1))
      }
      .padding()
      .previewDisplayName("Follow")
      VStack {
        SwiftUISettingsToggle("Notifications", isOn: .constant(true))
        SwiftUISettingsToggle("Badges", isOn: .constant(false)).disabled(true)
      }
      .padding()
      .previewDisplayName("Settings")
    }
  }
#endif
