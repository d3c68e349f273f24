#if canImport(UIKit)
  import Foundation
  import Stately
  import StatelyControls
  import StatelyUIKit
  import Testing
  import UIKit

  // The article "Using Stately in a UIKit app" shows these two classes; the test below checks that it
  // shows them exactly as they are here, so the article's code compiles.
  // article-begin
  @MainActor
  final class ProfileFollowButton: StatelyUIButton {
    /// The custom states, each declared once: the property names them.
    struct States: CustomStateSet {
      let mutual = ControlState(customBit: 0)
      let loading = ControlState(customBit: 1)
    }
    static let states = States()

    /// Mutual implies followed (selected); loading forces disabled.
    static let space = StateSpace(
      states, invariants: [.implies(states.mutual, .selected), .forces(states.loading, .disabled)])

    static let machine: ConfigurationTable<ButtonConfiguration> = {
      var follow = ButtonConfiguration.filled()
      follow.title = "Follow"
      var following = ButtonConfiguration.gray()
      following.title = "Following"
      var mutualLook = ButtonConfiguration.tinted()
      mutualLook.title = "Mutual"
      mutualLook.baseForegroundColor = .systemGreen
      var machine = ConfigurationTable(base: follow)
      machine.setConfiguration(following, for: .containsAll(.selected))
      machine.setConfiguration(mutualLook, for: .containsAll([.selected, states.mutual]))
      machine.setValue(true, for: .containsAll(states.loading), at: \.showsActivityIndicator)
      return machine
    }()

    @StateFlag(ProfileFollowButton.states.mutual) var isMutual = false
    @StateFlag(ProfileFollowButton.states.loading) var isLoading = false

    init() {
      super.init(space: Self.space, configurationTable: Self.machine)
    }

    required init?(coder: NSCoder) { fatalError("create ProfileFollowButton in code") }

    func toggleFollow(request: () async throws -> Void) async {
      guard !isLoading else { return }
      isLoading = true  // disabled while loading: UIKit stops sending touches
      defer { isLoading = false }
      if (try? await request()) != nil { isSelected.toggle() }
    }
  }

  @MainActor
  final class MailboxCell: StatelyListCell {
    struct States: CustomStateSet {
      let archived = ControlState(customBit: 0)
    }
    static let states = States()
    static let space = StateSpace(states)

    @StateFlag(MailboxCell.states.archived) var isArchived = false

    init() {
      super.init(space: Self.space)
      var content = ListContentConfiguration.cell()
      content.text = "Inbox"
      statelyContent = content
    }

    convenience init(frame: CGRect) { self.init() }
    required init?(coder: NSCoder) { fatalError("create MailboxCell in code") }

    override func updateStatelyConfiguration(using state: CellConfigurationState) {
      let isArchived = state[.controlState(Self.states.archived, names: Self.space.names)]
      if isArchived { statelyBackground?.backgroundColor = .systemGray5 }
      statelyBackground?.cornerRadius = 10
    }
  }
  @MainActor
  final class LoadingSwitch: UIControl, @MainActor ControlEngineHost {
    struct States: CustomStateSet {
      let loading = ControlState(customBit: 0)
    }
    static let states = States()
    static let space = StateSpace(states, invariants: [.forces(states.loading, .disabled)])
    let engine: ControlEngine
    @StateFlag(LoadingSwitch.states.loading) var isLoading = false

    override init(frame: CGRect) {
      engine = ControlEngine(space: Self.space, cycle: .mainRunLoop())
      super.init(frame: frame)
      engine.attach(to: self) { control, _ in control.alpha = control.isEnabled ? 1 : 0.5 }
    }

    required init?(coder: NSCoder) { fatalError("create LoadingSwitch in code") }

    override var isEnabled: Bool {
      get { !engine.state.contains(.disabled) }
      set {
        super.isEnabled = newValue
        engine.isEnabled = newValue
      }
    }

    override var isSelected: Bool {
      get { engine.isSelected }
      set {
        super.isSelected = newValue
        engine.isSelected = newValue
      }
    }

    override var isHighlighted: Bool {
      get { engine.state.contains(.highlighted) }
      set {
        super.isHighlighted = newValue
        engine.isHighlighted = newValue
      }
    }

    override var state: UIControl.State { UIControl.State(engine.state) }
  }
  // article-end

  @MainActor
  @Suite("The UIKit article's code")
  struct ArticleTests {
    @Test("The article shows the follow button and the mailbox cell exactly as compiled here")
    func articleHoldsTheCode() throws {
      let here = URL(fileURLWithPath: #filePath)
      let source = try String(contentsOf: here, encoding: .utf8)
      let begin = try #require(source.range(of: "// article-begin\n"))
      let end = try #require(source.range(of: "  // article-end"))
      let code = source[begin.upperBound..<end.lowerBound].split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
      let article = try String(
        contentsOf: here.deletingLastPathComponent().appendingPathComponent(
          "../../Sources/StatelyUIKit/StatelyUIKit.docc/UsingStatelyInAUIKitApp.md"),
        encoding: .utf8)
      for line in code where !line.isEmpty {
        #expect(article.contains(line), "the article lacks: \(line)")
      }
    }

    @Test("The article's follow button follows through its invariants and machine")
    func followButton() {
      let button = ProfileFollowButton()
      button.isMutual = true
      #expect(button.isSelected && button.state.contains(.selected))
      button.isLoading = true
      #expect(!button.isEnabled)
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Mutual")
      #expect(button.configuration?.showsActivityIndicator == true)
    }

    @Test("The article's glue gives a plain UIControl the engine: a loading switch is disabled")
    func glue() {
      let control = LoadingSwitch(frame: .zero)
      control.isSelected = true
      control.isLoading = true
      #expect(!control.isEnabled && control.isSelected)
      #expect(control.state.contains(.disabled))
      let application = control.state.rawValue & UIControl.State.application.rawValue
      #expect(application == LoadingSwitch.states.loading.rawValue)
      control.engine.cycle.flush()
      #expect(control.alpha == 0.5)
      control.isLoading = false
      control.engine.cycle.flush()
      #expect(control.isEnabled && control.alpha == 1)
    }

    @Test("A custom state bit outside the application range is refused, naming the bit and the name")
    func badCustomBit() {
      #expect(throws: StateError.self) { try CustomState.make(bit: 8, name: "archived") }
      do {
        _ = try CustomState.make(bit: 8, name: "archived")
      } catch {
        #expect("\(error)".contains("8") && "\(error)".contains("archived"))
      }
    }

    @Test("The article's cell turns grey while archived")
    func mailboxCell() {
      let cell = MailboxCell()
      cell.layoutIfNeeded()
      let before = components(cell.backgroundConfiguration?.backgroundColor)
      cell.isArchived = true
      cell.engine.cycle.flush()
      cell.layoutIfNeeded()
      #expect(
        components(cell.backgroundConfiguration?.backgroundColor)
          == components(UIColor(DynamicColor.systemGray5)))
      #expect(before != components(UIColor(DynamicColor.systemGray5)))
      #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
      // Un-archived, the cell is back to the preset's look: an update's adjustment lasts that update.
      cell.isArchived = false
      cell.engine.cycle.flush()
      cell.layoutIfNeeded()
      #expect(components(cell.backgroundConfiguration?.backgroundColor) == before)
      #expect(
        cell.statelyBackground?.backgroundColor == BackgroundConfiguration.listPlainCell().backgroundColor)
    }
  }
#endif
