import Foundation
import Stately
import StatelyControls
import StatelySwiftUI
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The README's follow button in SwiftUI: the lines between the `swiftui` markers are the README's SwiftUI
/// block, after the shared declarations of ``ReadmeFollowLook``.
@MainActor
@Suite("The README's follow button in SwiftUI")
struct ReadmeSwiftUITests {
  #if canImport(SwiftUI)
    @Test("The README's SwiftUI block makes a Button whose style shows Mutual")
    func swiftUIBlock() throws {
      let readme = ReadmeFollowLook()
      let (states, space, look) = (readme.states, readme.space, readme.look)
      func toggleFollow() {}
      // swiftui-begin
      let style = StatelyButtonStyle(space: space, configurationTable: look).flag(states.mutual)
      let button = Button("Follow", action: toggleFollow).buttonStyle(style)  // draws "Mutual"
      let title = try style.appearance(for: style.state()).title  // "Mutual", with or without SwiftUI
      // swiftui-end
      _ = button
      #expect(title == "Mutual")
    }
  #endif

  @Test("Without SwiftUI, the README's style shows Mutual, selected by the invariant")
  func styleWithoutSwiftUI() throws {
    let readme = ReadmeFollowLook()
    let style = StatelyButtonStyle(space: readme.space, configurationTable: readme.look)
      .flag(readme.states.mutual)
    #expect(style.state() == [.selected, readme.states.mutual], "mutual implies selected")
    #expect(try style.appearance(for: style.state()).title == "Mutual")
  }

  @Test("The README shows the shared declarations and the SwiftUI block exactly as tested")
  func readmeShowsTheBlocks() throws {
    let text = try packageFile("README.md")
    let look = try packageFile("Tests/StatelySwiftUITests/Support/ReadmeFollowLook.swift")
    let shared =
      "```swift\nimport Stately\nimport StatelyControls\n\n" + (try snippet("shared", in: look, indent: 4))
      + "```"
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let swiftUI =
      "```swift\nimport StatelySwiftUI\nimport SwiftUI\n\n" + (try snippet("swiftui", in: here, indent: 6))
      + "```"
    #expect(text.contains(shared), "the README shows the shared declarations")
    #expect(text.contains(swiftUI), "the README shows the SwiftUI block")
  }
}
