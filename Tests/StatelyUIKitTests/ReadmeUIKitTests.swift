#if canImport(UIKit)
  import Foundation
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  /// The README's follow button on UIKit: the lines between the markers are the README's and the Getting
  /// started article's.
  @MainActor
  @Suite("The README's follow button on UIKit")
  struct ReadmeUIKitTests {
    @Test("The same declarations drive a UIButton: mutual selects it and the title follows")
    func followButton() throws {
      struct FollowStates: CustomStateSet {
        let mutual = ControlState(customBit: 0)
        let loading = ControlState(customBit: 1)
      }
      let states = FollowStates()
      let space = StateSpace(
        states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])
      var look = ConfigurationTable(base: ButtonConfiguration.filled())
      look.base.title = "Follow"
      look.setValue("Following", for: .containsAll(.selected), at: \.title)
      look.setValue("Mutual", for: .containsAll([.selected, states.mutual]), at: \.title)
      // uikit-begin
      let button = StatelyUIButton(space: space, configurationTable: look)
      button.engine.setFlag(states.mutual, true)  // "Mutual" at UIKit's next configuration update
      // uikit-end
      button.layoutIfNeeded()
      #expect(button.isSelected)
      #expect(button.configuration?.title == "Mutual")
    }

    @Test("The README shows the UIKit snippet exactly as tested")
    func readmeShowsTheSnippet() throws {
      let document = "README.md"
      let here = URL(fileURLWithPath: #filePath)
      let source = try String(contentsOf: here, encoding: .utf8)
      let begin = try #require(source.range(of: "      // uikit-begin\n"))
      let end = try #require(source.range(of: "      // uikit-end"))
      let snippet = source[begin.upperBound..<end.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { $0.hasPrefix("      ") ? String($0.dropFirst(6)) : String($0) }.joined(separator: "\n")
      let text = try String(
        contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent(document), encoding: .utf8)
      #expect(text.contains("```swift\nimport StatelyUIKit\n\n" + snippet + "```"), "\(document)")
    }
  }
#endif
