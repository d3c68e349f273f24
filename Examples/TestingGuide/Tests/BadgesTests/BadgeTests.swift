import Badges
import Foundation
import SnapshotTesting
import StatelyTesting
import Testing

@Suite(.snapshots(record: ProcessInfo.processInfo.environment["CI"] == nil ? nil : .never))
struct BadgeTests {
  @Test func everyStateOfTheBadge() {
    assertSnapshot(of: Badge(), as: .reachableStates)
    assertSnapshot(of: Badge(), as: .reachableStatesHTML)
  }

  @Test func badgeRulesAreClean() {
    expectNoDiagnostics(Badge())
  }
}
