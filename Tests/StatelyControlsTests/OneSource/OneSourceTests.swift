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
    for (index, step) in OneSourceFollowButton.steps().enumerated() {
      step.change(button)
      cycle.flush()
      #expect(button.appearance.title == step.title, "step \(index)")
      #expect(button.appearance.subtitle == step.subtitle, "step \(index)")
    }
    #expect(!button.isMutual)
    #expect(!button.showsMutual)
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
