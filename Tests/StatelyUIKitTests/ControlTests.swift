#if canImport(UIKit)
  import Stately
  import StatelyControls
  import StatelyExamples
  import StatelyUIKit
  import StatelyUIKitExamples
  import Testing
  import UIKit

  /// A button that counts its configuration updates.
  final class UpdateCountingButton: StatelyUIButton {
    var updates = 0

    override func updateConfiguration() {
      updates += 1
      super.updateConfiguration()
    }
  }

  /// A list cell that counts its configuration updates.
  final class UpdateCountingCell: StatelyListCell {
    var updates = 0

    override func updateStatelyConfiguration(using state: CellConfigurationState) {
      updates += 1
    }
  }

  @MainActor
  @Suite("UIKit controls driven by Stately's engine")
  struct ControlTests {
    @Test("Custom states obey the invariants: mutual selects, loading disables and stops touches")
    func followInvariants() {
      let cycle = UpdateCycle()
      let button = UIKitFollowButton(cycle: cycle)
      button.isMutual = true
      #expect(button.isSelected)
      #expect(button.state.contains(.selected))
      #expect(
        button.state.rawValue & UIControl.State.application.rawValue
          == FollowButton.followStates.mutual.rawValue)
      button.isLoading = true
      #expect(!button.isEnabled)
      #expect(button.state.contains(.disabled))
      button.isLoading = false
      button.isSelected = false
      #expect(!button.isMutual, "unfollowing clears mutual")
    }

    @Test("The machine's configuration for the state is applied in updateConfiguration")
    func followConfigurations() {
      let cycle = UpdateCycle()
      let button = UIKitFollowButton(cycle: cycle)
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Follow")
      button.isSelected = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Following")
      button.isMutual = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Mutual")
      button.isLoading = true
      cycle.flush()
      button.layoutIfNeeded()
      #expect(button.configuration?.showsActivityIndicator == true)
      #expect(button.bridgeDiagnostics.isEmpty)
    }

    @Test(
      "A machine's button leaves UIKit's automatic updates on, for UIKit's highlighted and disabled looks")
    func automaticUpdatesStayOn() {
      // uikit.md §3: the highlighted, disabled and selected looks come from updated(for:), which UIKit
      // runs only while automaticallyUpdatesConfiguration is true; the machine's configuration carries
      // only what was customised, so the style's per-state defaults are UIKit's to give.
      let button = UIKitFollowButton(cycle: UpdateCycle())
      #expect(button.automaticallyUpdatesConfiguration)
      #expect(StatelyUIButton(cycle: UpdateCycle()).automaticallyUpdatesConfiguration)
    }

    @Test("A request loads, then follows; a failed one only stops loading")
    func followRequest() async {
      let button = UIKitFollowButton(cycle: UpdateCycle())
      await button.toggleFollow { #expect(button.isLoading && !button.isEnabled) }
      #expect(button.isSelected && !button.isLoading)
      struct Failure: Error {}
      await button.toggleFollow { throw Failure() }
      #expect(button.isSelected && !button.isLoading)
    }

    @Test("A follow button and an archive cell made from an archive keep their custom states and invariants")
    func archivedControlsKeepTheirSpaces() throws {
      let button = try #require(UIKitFollowButton(coder: NSCoder()))
      #expect(button.engine.stateSpace == FollowButton.followSpace)
      button.isMutual = true
      #expect(button.isSelected, "mutual implies selected")
      #expect(button.configurationTable != nil)
      let cell = try #require(UIKitArchiveCell(coder: NSCoder()))
      #expect(cell.engine.stateSpace == ArchiveCell.stateSpace)
    }

    @Test("A follow decided on a tap stays a follow when data selects the button while the request runs")
    func followDirectionIsDecidedOnTheTap() async {
      let button = UIKitFollowButton(cycle: UpdateCycle())
      await button.toggleFollow { button.isSelected = true }
      #expect(button.isSelected)
    }

    @Test("Ten cart changes in one event give one update; the handler runs after the machine's configuration")
    func checkoutCoalesces() throws {
      let cycle = UpdateCycle()
      let cart = UIKitCart()
      let button = UIKitCheckoutButton(cart: cart, cycle: cycle)
      button.layoutIfNeeded()
      #expect(button.configuration?.title == "Checkout 0")
      let runs = button.handlerRuns
      for _ in 0..<10 { try cart.add() }
      button.layoutIfNeeded()
      #expect(button.handlerRuns == runs + 1)
      #expect(button.configuration?.title == "Checkout 10")
      #expect(button.configuration?.image != nil, "the machine's base configuration was applied first")
      // Bad counts throw, as the portable cart's do, and leave the count alone.
      #expect(throws: CartError.tooMany(adding: Int.max, to: 10)) { try cart.add(Int.max) }
      #expect(throws: CartError.negativeCount(-1)) { try cart.add(-1) }
      #expect(cart.count == 10)
    }

    @Test("PIN fields enable the next through bindings on UIKit's isEnabled, in one flush")
    func changePinForm() {
      let cycle = UpdateCycle()
      let form = UIKitChangePinForm(cycle: cycle)
      cycle.flush()
      #expect(form.oldField.isEnabled && !form.newField.isEnabled && !form.applyButton.isEnabled)
      var completions = 0
      form.oldField.engine.addAction(for: PinCodeControl.typeComplete) { _ in completions += 1 }
      form.oldField.insertText("1357")
      cycle.flush()
      #expect(completions == 1)
      #expect(form.oldField.isFilled && form.oldField.isValid)
      #expect(form.newField.isEnabled && !form.repeatField.isEnabled)
      form.newField.insertText("2580")
      form.repeatField.insertText("2580")
      cycle.flush()
      #expect(form.repeatField.isValid && form.applyButton.isEnabled)
      form.repeatField.deleteBackward()
      cycle.flush()
      #expect(!form.repeatField.isFilled && !form.applyButton.isEnabled)
      form.oldField.insertText("a")
      #expect(form.oldField.code == "1357", "a full field ignores more input")
    }

    /// `UITextInputTraits.keyboardType` is an optional `{ get set }` requirement (Apple's UIKit
    /// interface): UIKit reads it through the protocol, so a get-only property of the same name is
    /// never seen and the default keyboard shows. Read through the protocol, as UIKit does.
    @Test("A PIN field asks UIKit for the number pad through UITextInputTraits")
    func pinFieldKeyboard() {
      let field = UIKitPinCodeField(cycle: UpdateCycle())
      let traits: any UITextInputTraits = field
      #expect(traits.keyboardType == .numberPad)
    }

    @Test("Editing the old PIN disables Apply; a new PIN that no longer equals the repeat makes it invalid")
    func changePinFormFollowsEdits() {
      let cycle = UpdateCycle()
      let form = UIKitChangePinForm(cycle: cycle)
      form.oldField.insertText("1357")
      cycle.flush()
      form.newField.insertText("2580")
      cycle.flush()
      form.repeatField.insertText("2580")
      cycle.flush()
      #expect(form.applyButton.isEnabled)
      // The new field changes to 2581: the repeat still holds 2580, so it is invalid and Apply is off.
      form.newField.deleteBackward()
      form.newField.insertText("1")
      cycle.flush()
      #expect(form.repeatField.isInvalid && !form.applyButton.isEnabled)
      form.newField.deleteBackward()
      form.newField.insertText("0")
      cycle.flush()
      #expect(form.repeatField.isValid && form.applyButton.isEnabled)
      // Clearing a digit of the old PIN disables the new field, and with it the repeat and Apply.
      form.oldField.deleteBackward()
      cycle.flush()
      #expect(!form.newField.isEnabled && !form.repeatField.isEnabled && !form.applyButton.isEnabled)
    }

    @Test("An archived cell's custom state reaches UIKit's state and its background")
    func archiveCell() {
      let cycle = UpdateCycle()
      let cell = UIKitArchiveCell(cycle: cycle)
      cell.layoutIfNeeded()
      let normal = cell.backgroundConfiguration?.backgroundColor
      cell.isArchived = true
      cycle.flush()
      let key = ConfigurationStateKey<Bool>.controlState(
        ArchiveCell.states.archived, names: ArchiveCell.stateSpace.names)
      #expect(cell.configurationState[stately: key])
      cell.layoutIfNeeded()
      #expect(cell.backgroundConfiguration?.cornerRadius == CGFloat(ArchiveCell.cornerRadius))
      #expect(components(cell.backgroundConfiguration?.backgroundColor) != components(normal))
      #expect(cell.bridgeDiagnostics.isEmpty)
    }

    @Test("A button's engine asks UIKit for its updates, never the cycle: changes coalesce into UIKit's next")
    func uikitSchedulesButtons() {
      let cycle = UpdateCycle()
      var requests = 0
      cycle.requestHandler = { requests += 1 }
      let machine = ConfigurationTable(base: ButtonConfiguration.filled())
      let button = UpdateCountingButton(configurationTable: machine, cycle: cycle)
      button.layoutIfNeeded()
      #expect(button.updates == 1 && button.engine.updateCount == 1)
      button.isSelected = true
      button.isHighlighted = true
      #expect(button.engine.needsUpdate)
      button.layoutIfNeeded()
      #expect(button.updates == 2 && button.engine.updateCount == 2)
      #expect(button.engine.lastAppliedState == [.highlighted, .selected])
      #expect(requests == 0)
      #expect(cycle.flush().updates == 0)
    }

    @Test("Another machine or other traits request a configuration update")
    func invalidatingProperties() {
      let machine = ConfigurationTable(base: ButtonConfiguration.filled())
      let button = UpdateCountingButton(configurationTable: machine, cycle: UpdateCycle())
      button.layoutIfNeeded()
      button.layoutIfNeeded()
      #expect(button.updates == 1)
      button.configurationTable = ConfigurationTable(base: ButtonConfiguration.gray())
      button.layoutIfNeeded()
      #expect(button.updates == 2)
      button.statelyTraits = TraitCollection(userInterfaceStyle: .dark)
      button.layoutIfNeeded()
      #expect(button.updates == 3)
    }

    @Test("A cell's configuration update requests no second one by styling its own configurations")
    func cellUpdateSettles() {
      let cell = UpdateCountingCell(space: .standard, cycle: UpdateCycle())
      cell.statelyContent = .cell()
      cell.layoutIfNeeded()
      cell.layoutIfNeeded()
      #expect(cell.updates == 1)
      cell.statelyContent?.text = "Inbox"
      cell.layoutIfNeeded()
      #expect(cell.updates == 2)
      #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
    }
  }
#endif
