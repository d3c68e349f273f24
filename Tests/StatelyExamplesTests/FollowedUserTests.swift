import Stately
import StatelyControls
import StatelyExamples
import Testing

@Suite("A follow button that follows an @Observable user")
struct FollowedUserTests {
  /// Whether this platform tracks `@Observable` reads (everywhere but Apple platforms before macOS 15
  /// and iOS 18).
  static var tracks: Bool { UpdateCycle().tracksModelReads }

  @Test("Changes to the user made outside the button reach it at the next flush", .enabled(if: tracks))
  func serverPushes() {
    let user = FollowedUser(name: "Lin")
    let button = FollowButton(user: user)
    button.engine.cycle.flush()
    #expect(button.appearance.title == "Follow")

    user.isFollowed = true
    button.engine.cycle.flush()
    #expect(button.state == .selected)
    #expect(button.appearance.title == "Following")

    user.followsBack = true
    button.engine.cycle.flush()
    #expect(button.state == [.selected, FollowButton.followStates.mutual])
    #expect(button.appearance.title == "Mutual")

    user.isFollowed = false
    button.engine.cycle.flush()
    #expect(button.state == .normal)
    #expect(button.appearance.title == "Follow")
  }

  @Test("Two writes to the user in one event give one update", .enabled(if: tracks))
  func writesCoalesce() {
    let user = FollowedUser(name: "Lin")
    let button = FollowButton(user: user)
    button.engine.cycle.flush()
    let before = button.engine.updateCount

    user.isFollowed = true
    user.followsBack = true
    button.engine.cycle.flush()
    #expect(button.engine.updateCount == before + 1)
    #expect(button.appearance.title == "Mutual")
  }

  @Test("A tap's successful request writes the user, and the button follows it", .enabled(if: tracks))
  func tapWritesTheUser() throws {
    let user = FollowedUser(name: "Lin", followsBack: true)
    let button = FollowButton(user: user)
    button.tap()
    button.engine.cycle.flush()
    #expect(button.isLoading)
    #expect(!user.isFollowed)

    try button.complete(success: true)
    button.engine.cycle.flush()
    #expect(user.isFollowed)
    #expect(button.state == [.selected, FollowButton.followStates.mutual])
    #expect(button.appearance.title == "Mutual")

    button.tap()
    try button.complete(success: true)
    button.engine.cycle.flush()
    #expect(!user.isFollowed)
    #expect(user.followsBack)
    #expect(button.state == .normal)
    #expect(button.appearance.title == "Follow")
  }

  @Test("A failed request leaves the user as it was")
  func failedRequest() throws {
    let user = FollowedUser(name: "Lin")
    let button = FollowButton(user: user)
    button.tap()
    try button.complete(success: false)
    button.engine.cycle.flush()
    #expect(!user.isFollowed)
    #expect(button.state == .normal)
  }

  @Test("Without tracking, factorsDidChange() brings the button up to date", .enabled(if: !tracks))
  func explicitRefresh() {
    let user = FollowedUser(name: "Lin")
    let button = FollowButton(user: user)
    button.engine.cycle.flush()
    user.isFollowed = true
    button.engine.factorsDidChange()
    button.engine.cycle.flush()
    #expect(button.appearance.title == "Following")
  }

  @Test("The user owns followed and mutual: the button's flags read it, and its own setters are ignored")
  func modelOwnsTheBits() {
    let user = FollowedUser(name: "Lin", isFollowed: true, followsBack: true)
    let button = FollowButton(user: user)
    button.engine.cycle.flush()
    #expect(button.isMutual)
    #expect(button.isSelected)
    button.isSelected = false
    button.isMutual = false
    button.engine.cycle.flush()
    #expect(button.state == [.selected, FollowButton.followStates.mutual])

    user.followsBack = false
    button.isMutual = true
    button.engine.cycle.flush()
    #expect(!button.isMutual)
    #expect(button.state == .selected)
    #expect(button.appearance.title == "Following")

    button.isFollowed = false
    button.engine.cycle.flush()
    #expect(!user.isFollowed)
    #expect(button.state == .normal)
  }
}
