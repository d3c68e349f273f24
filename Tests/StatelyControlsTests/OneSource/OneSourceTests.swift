import Foundation
import Stately
import StatelyControls
import Testing

@Suite("One control source compiles against StatelyControls and StatelyUIKit")
struct OneSourceTests {
  @Test("On StatelyButton, the one-source follow button reads Follow, Following and Mutual")
  func portableButton() {
    let cycle = UpdateCycle()
    let button = OneSourceFollowButton(cycle: cycle)
    cycle.flush()
    #expect(button.appearance.title == "Follow")
    button.isSelected = true
    cycle.flush()
    #expect(button.appearance.title == "Following")
    button.isMutual = true
    cycle.flush()
    #expect(button.appearance.title == "Mutual")
    #expect(button.showsMutual)
    button.isHighlighted = true
    cycle.flush()
    #expect(button.appearance.subtitle == "Release to follow")
    button.isSelected = false
    cycle.flush()
    #expect(!button.isMutual)
    #expect(button.appearance.title == "Follow")
  }

  @Test("StatelyUIKitTests compiles this very file: its copy is a link to it")
  func theUIKitTestsCompileThisFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
      .standardized
    let link = root.appendingPathComponent("Tests/StatelyUIKitTests/OneSourceFollowButton.swift").path
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
    #expect(destination == "../StatelyControlsTests/OneSource/OneSourceFollowButton.swift")
  }
}
