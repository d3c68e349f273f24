import Foundation
import SnapshotTesting
import StatelyControls
import StatelyTesting
import XCTest

/// The same strategies and assertions under XCTest, which Swift Testing does not run.
final class XCTestSupportTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(record: snapshotRecordMode) { super.invokeTest() }
  }

  func testSwitchSnapshotMatchesUnderXCTest() {
    assertSnapshot(of: Switch(isOn: false), as: .reachableStates)
  }

  func testCleanControlRecordsNoFailureUnderXCTest() {
    XCTAssertEqual(expectNoDiagnostics(Switch(isOn: false)), [])
  }
}
