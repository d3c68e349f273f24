import Foundation
import SnapshotTesting

/// How this suite records: on CI (`CI` set, as `.ci/run` sets it) never, so a missing or different
/// snapshot fails and nothing is written; elsewhere what `SNAPSHOT_TESTING_RECORD` says, else `missing`.
let snapshotRecordMode: SnapshotTestingConfiguration.Record? =
  ProcessInfo.processInfo.environment["CI"] == nil ? nil : .never
