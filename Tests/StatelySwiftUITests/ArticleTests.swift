import Foundation
import Observation
import Stately
import StatelyControls
import StatelySwiftUI
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

// The article "Using Stately in SwiftUI" shows the code between the markers; the last test below checks
// that it shows it exactly as it is here, so the article's code compiles: the look on every platform, the
// views wherever SwiftUI exists (the real-SDK type-check and a simulator).
// article-look-begin
enum FollowLook {
  struct States: CustomStateSet {
    let mutual = ControlState(customBit: 0)
    let loading = ControlState(customBit: 1)
  }
  static let states = States()
  static let space = StateSpace(
    states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])

  static let table: ConfigurationTable<ButtonConfiguration> = {
    var table = ConfigurationTable(base: ButtonConfiguration.filled())
    table.base.title = "Follow"
    table.setValue("Following", for: .containsAll(.selected), at: \.title)
    table.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
    table.setValue(true, for: .containsAll(states.loading), at: \.showsActivityIndicator)
    return table
  }()

  static let style = StatelyButtonStyle(space: space, configurationTable: table)
}

@Observable final class Profile {
  var isFollowed = false
  var followsBack = false
  var isMutual: Bool { isFollowed && followsBack }
}
// article-look-end

#if canImport(SwiftUI)
  // article-button-begin
  struct ProfileFollowButton: View {
    let profile: Profile
    @State private var isLoading = false

    var body: some View {
      Button("Follow") { Task { await toggleFollow() } }
        .buttonStyle(
          FollowLook.style
            .flag(.selected, from: profile, at: \.isFollowed)
            .flag(FollowLook.states.mutual, from: profile, at: \.isMutual)
            .flag(FollowLook.states.loading, isLoading))
    }

    func toggleFollow() async {
      isLoading = true  // forces disabled: the button looks disabled and ignores taps
      defer { isLoading = false }
      try? await Task.sleep(for: .seconds(1))  // the request
      profile.isFollowed.toggle()
    }
  }
  // article-button-end

  // article-toggle-begin
  struct NotificationsRow: View {
    @Binding var isOn: Bool

    static let labelOpacity: StateTable<Double> = {
      var table = StateTable(default: 1.0)
      table.setValue(0.4, for: .containsAll(.disabled))
      return table
    }()

    var body: some View {
      Toggle(isOn: $isOn) {
        Text("Notifications").statelyValue(Self.labelOpacity) { text, opacity in text.opacity(opacity) }
      }
      .toggleStyle(StatelyToggleStyle(onTintColor: .systemIndigo))
    }
  }
  // article-toggle-end

  // article-gallery-begin
  struct FollowLookGallery: View {
    var body: some View {
      StateGallery(FollowLook.style, title: "Follow")
    }
  }
// article-gallery-end
#endif

@MainActor
@Suite("The article \"Using Stately in SwiftUI\"")
struct ArticleTests {
  @Test(
    "The article's look follows the profile: followed, then mutual; loading disables; its rules are clean")
  func look() throws {
    let profile = Profile()
    let style = FollowLook.style
      .flag(.selected, from: profile, at: \.isFollowed)
      .flag(FollowLook.states.mutual, from: profile, at: \.isMutual)
    #expect(try style.appearance(for: style.state()).title == "Follow")
    profile.isFollowed = true
    #expect(try style.appearance(for: style.state()).title == "Following")
    profile.followsBack = true
    #expect(try style.appearance(for: style.state()).title == "Mutual")
    let loading = style.flag(FollowLook.states.loading).state()
    #expect(loading.contains(.disabled))
    #expect(try style.appearance(for: loading).showsActivityIndicator)
    #expect(FollowLook.style.findings.isEmpty)
  }

  #if canImport(SwiftUI)
    @Test("The article's views render")
    func viewsRender() {
      #expect(ImageRenderer(content: ProfileFollowButton(profile: Profile())).uiImage != nil)
      #expect(
        ImageRenderer(content: NotificationsRow(isOn: .constant(true)).frame(width: 300)).uiImage != nil)
      #expect(ImageRenderer(content: FollowLookGallery().frame(width: 400, height: 900)).uiImage != nil)
    }
  #endif

  @Test(
    "The article shows its code exactly as compiled here", arguments: ["look", "button", "toggle", "gallery"])
  func articleShowsTheCode(_ block: String) throws {
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let article = try packageFile("Sources/StatelySwiftUI/StatelySwiftUI.docc/UsingStatelyInSwiftUI.md")
    let header = block == "look" ? "import Stately\nimport StatelyControls\nimport StatelySwiftUI\n\n" : ""
    let code = try snippet("article-\(block)", in: here, indent: block == "look" ? 0 : 2)
    #expect(article.contains("```swift\n" + header + code + "```"), "the article shows the \(block) block")
  }
}
