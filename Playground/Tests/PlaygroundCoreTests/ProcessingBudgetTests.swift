import Testing

@testable import PlaygroundCore

@Suite("Web host: a session's processing budget")
struct ProcessingBudgetTests {
  @Test("Work within the burst costs no pause; debt is repaid at the session's share of wall time")
  func debtIsRepaidAtTheShare() {
    let start = ContinuousClock.Instant.now
    var budget = ProcessingBudget(share: 0.25, burst: .milliseconds(50), now: start)
    #expect(budget.charge(.milliseconds(30), at: start) == .zero)
    // 30 + 30 = 60 ms of work with nothing refilled: 10 ms in debt, repaid in 40 ms at 25 %.
    #expect(budget.charge(.milliseconds(30), at: start) == .milliseconds(40))
    // 40 ms later the debt is gone and 0 ms is left: 4 ms more work is 16 ms of pause.
    #expect(budget.charge(.milliseconds(4), at: start + .milliseconds(40)) == .milliseconds(16))
    // A long idle spell refills only up to the burst.
    #expect(budget.charge(.milliseconds(50), at: start + .seconds(10)) == .zero)
    #expect(budget.charge(.milliseconds(1), at: start + .seconds(10)) == .milliseconds(4))
  }
}
