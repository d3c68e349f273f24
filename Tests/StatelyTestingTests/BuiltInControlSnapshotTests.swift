import SnapshotTesting
import Stately
import StatelyControls
import StatelyTesting
import Testing

@Suite("Every built-in control in every reachable state", .snapshots(record: snapshotRecordMode))
struct BuiltInControlSnapshotTests {
  @Test("Each button style's every reachable state matches its recorded text and HTML")
  func buttonStyles() {
    for style in ButtonConfiguration.Style.allCases {
      var configuration = ButtonConfiguration(style: style)
      configuration.title = "\(style)"
      configuration.image = .system("heart.fill")
      let button = StatelyButton(configuration: configuration)
      assertSnapshot(of: button, as: .reachableStates, named: "\(style)")
      assertSnapshot(of: button, as: .reachableStatesHTML, named: "\(style)")
    }
  }

  @Test("The switch's every reachable state matches its recorded text and HTML")
  func switchControl() {
    assertSnapshot(of: Switch(isOn: true), as: .reachableStates)
    assertSnapshot(of: Switch(isOn: true), as: .reachableStatesHTML)
  }

  @Test("The segmented control's every reachable state matches its recorded text and HTML")
  func segmentedControl() {
    let control = SegmentedControl(items: [.title("Day"), .title("Week"), .image(.system("star"))])
    control.selectedSegmentIndex = 0
    control.setEnabled(false, forSegmentAt: 1)
    assertSnapshot(of: control, as: .reachableStates)
    assertSnapshot(of: control, as: .reachableStatesHTML)
  }

  @Test("A list cell's every reachable state matches its recorded text and HTML")
  func cell() {
    let cell = Cell()
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    content.secondaryText = "3 unread"
    cell.listContentConfiguration = content
    assertSnapshot(of: cell, as: .reachableStates)
    assertSnapshot(of: cell, as: .reachableStatesHTML)
  }

  @Test("No built-in control shows a diagnostic in any reachable state")
  func builtInControlsAreClean() {
    for style in ButtonConfiguration.Style.allCases {
      #expect(expectNoDiagnostics(StatelyButton(configuration: ButtonConfiguration(style: style))).isEmpty)
    }
    #expect(expectNoDiagnostics(Switch(isOn: false)).isEmpty)
    #expect(expectNoDiagnostics(SegmentedControl(items: [.title("A"), .title("B")])).isEmpty)
    #expect(expectNoDiagnostics(Cell()).isEmpty)
  }
}
