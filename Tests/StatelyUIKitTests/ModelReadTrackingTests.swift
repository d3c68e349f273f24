#if canImport(UIKit)
  import Observation
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  /// A model the bridge's controls read in their configuration updates.
  @Observable final class Mailbox {
    var unread = 0
    var owner = "Ann"
    var hasUnread: Bool { unread > 0 }
  }

  /// A button whose handler reads a mailbox: the owner while selected, the unread count otherwise.
  final class UnreadCountButton: StatelyUIButton {
    let mailbox: Mailbox
    /// The configuration updates run so far.
    var updates = 0

    init(mailbox: Mailbox) {
      self.mailbox = mailbox
      super.init(configurationTable: ConfigurationTable(base: .filled()), cycle: UpdateCycle())
      configurationUpdateHandler = { button in
        button.configuration?.title = button.isSelected ? mailbox.owner : "\(mailbox.unread) unread"
      }
    }

    required init?(coder: NSCoder) { nil }

    override func updateConfiguration() {
      updates += 1
      super.updateConfiguration()
    }
  }

  /// A cell whose Stately update reads a mailbox.
  final class UnreadCountCell: StatelyListCell {
    let mailbox = Mailbox()
    /// What the latest update read; a plain property, so writing it requests no update.
    var shownText = ""

    init() {
      super.init(space: .standard, cycle: UpdateCycle())
    }

    required init?(coder: NSCoder) { nil }

    override func updateStatelyConfiguration(using state: CellConfigurationState) {
      shownText = "\(mailbox.unread) unread"
    }
  }

  /// Where UIKit tracks reads itself (iOS 26, iOS 18 with `UIObservationTrackingEnabled`), the bridge
  /// must not; where it does not, the bridge must. The declarations-only UIKit tracks nothing, so these
  /// tests turn the bridge's tracking on and off explicitly. What a real UIKit does on each system is
  /// Apple's documentation (developer.apple.com/documentation/uikit/automatic-observation-tracking),
  /// not checked here.
  @MainActor
  @Suite("The bridge tracks @Observable reads where UIKit does not", .serialized)
  struct ModelReadTrackingTests {
    /// Runs `body` with the bridge's tracking on or off, restoring it afterwards.
    func withBridgeTracking(_ isOn: Bool, _ body: () async throws -> Void) async rethrows {
      let before = ModelReadTracking.bridgeTracks
      ModelReadTracking.bridgeTracks = isOn
      defer { ModelReadTracking.bridgeTracks = before }
      try await body()
    }

    /// Lets the main actor run what a change off the main thread scheduled on it: a model written by a
    /// test runs its tracking's callback on whatever thread the test runs on.
    func mainActorTurn() async {
      await Task { @MainActor in }.value
    }

    @Test("A change to a property the handler read requests the next configuration update")
    func handlerReadsAreTracked() async {
      await withBridgeTracking(true) {
        let mailbox = Mailbox()
        let button = StatelyUIButton(
          configurationTable: ConfigurationTable(base: .filled()), cycle: UpdateCycle())
        button.configurationUpdateHandler = { button in
          button.configuration?.subtitle = "\(mailbox.unread) unread"
        }
        button.layoutIfNeeded()
        #expect(button.configuration?.subtitle == "0 unread")

        mailbox.unread = 3
        mailbox.unread = 4
        await mainActorTurn()
        button.layoutIfNeeded()
        #expect(button.configuration?.subtitle == "4 unread")
      }
    }

    @Test("On the main run loop's cycle, a factor read from a model updates the control without an event")
    func mainRunLoopFlushesModelChanges() async {
      final class Inbox: StatelyUIControl {}
      let mailbox = Mailbox()
      let control = Inbox(space: .standard, cycle: .mainRunLoop())
      control.engine.register(.selected, from: mailbox, at: \.hasUnread)
      // Flushes asked for so far run first, so none is left to pick the change up by chance.
      for _ in 0..<5 { await mainActorTurn() }
      UpdateCycle.main.flush()
      for _ in 0..<5 { await mainActorTurn() }
      #expect(control.engine.lastAppliedState == .normal)
      // A change made off any event, as a network reply makes it: nothing else asks for a flush.
      mailbox.unread = 2
      for _ in 0..<20 where control.engine.lastAppliedState != .selected { await mainActorTurn() }
      #expect(control.engine.lastAppliedState == .selected)
    }

    @Test("With the bridge's tracking off (UIKit's job on iOS 26), a change requests nothing")
    func noTrackingWhereUIKitTracks() async {
      await withBridgeTracking(false) {
        let mailbox = Mailbox()
        let button = UnreadCountButton(mailbox: mailbox)
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "0 unread")

        mailbox.unread = 3
        await mainActorTurn()
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "0 unread")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "3 unread")
      }
    }

    @Test("Only the latest update's reads count")
    func latestReadsOnly() async {
      await withBridgeTracking(true) {
        let mailbox = Mailbox()
        let button = UnreadCountButton(mailbox: mailbox)
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "0 unread")

        button.isSelected = true
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "Ann")

        // `unread` was read by the first update only: changing it requests nothing.
        let updates = button.updates
        mailbox.unread = 5
        await mainActorTurn()
        button.layoutIfNeeded()
        #expect(button.updates == updates)
        #expect(button.configuration?.title == "Ann")
        mailbox.owner = "Bo"
        await mainActorTurn()
        button.layoutIfNeeded()
        #expect(button.updates == updates + 1)
        #expect(button.configuration?.title == "Bo")
        button.isSelected = false
        button.layoutIfNeeded()
        #expect(button.configuration?.title == "5 unread")
      }
    }

    @Test("A cell's configuration update is tracked")
    func cellReadsAreTracked() async {
      await withBridgeTracking(true) {
        let cell = UnreadCountCell()
        cell.layoutIfNeeded()
        #expect(cell.shownText == "0 unread")

        cell.mailbox.unread = 2
        await mainActorTurn()
        cell.layoutIfNeeded()
        #expect(cell.shownText == "2 unread")
      }
    }

    @Test("A button is freed once released: the tracking of its reads does not keep it alive")
    func releasedButton() async {
      await withBridgeTracking(true) {
        let mailbox = Mailbox()
        weak var released: UnreadCountButton?
        do {
          let button = UnreadCountButton(mailbox: mailbox)
          button.layoutIfNeeded()
          released = button
        }
        #expect(released == nil)
        // The tracking holds the button weakly: a change after it is freed finds nothing to update.
        mailbox.unread = 1
        await mainActorTurn()
      }
    }
  }
#endif
