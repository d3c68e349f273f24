import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

/// The live controls of the catalog's examples, one function per example, each made on a session's
/// context.
///
/// - `follow.button`: a click starts a simulated request (loading: spinner, disabled); after the delay
///   the request succeeds and the button shows "Following" (or "Follow" again).
/// - `loading.send`: the same with a plain loading button.
/// - `checkout.add`, `checkout.pay`: "Add Item" adds to the cart outside the buttons; the checkout button
///   shows "Checkout N"; paying empties the cart.
/// - `pin.old`, `pin.new`, `pin.repeat`, `pin.apply`, `pin.status`: the change-PIN form, whose current
///   PIN is ``currentPIN`` until Apply changes it; PIN fields take digit and Backspace keys while focused,
///   and the status says why a PIN is refused.
/// - `list.0` … `list.3`: list rows: press highlights, a tap selects; the key `s` toggles the swipe, `e`
///   (or Enter) toggles expansion.
/// - `precedence.<item>`: the old-against-new precedence buttons.
enum ExampleLiveControls {
  static func loading(_ context: LiveContext, requestDelay: Duration) -> [LiveControl] {
    let loading = LoadingButton(configuration: ExampleCatalog.sendConfiguration, cycle: context.cycle)
    let timers = context.timers
    return [
      .button(
        "loading.send", loading, properties: { LiveControl.explained(loading.explanations) },
        // The action is kept by the button: capturing the button strongly would keep it alive forever.
        onAction: { [weak loading] _ in
          guard let loading, let token = try? loading.startRequest() else { return }
          timers.schedule(after: requestDelay) { [weak loading] in
            _ = try? loading?.complete(token, success: true)
          }
        }
      ).labelled("Send")
    ]
  }

  static func follow(_ context: LiveContext, requestDelay: Duration) -> [LiveControl] {
    let follow = FollowButton(cycle: context.cycle)
    let timers = context.timers
    return [
      .button(
        "follow.button", follow,
        onAction: { [weak follow] _ in
          // FollowButton's own primary action (registered first) started a request that follows (or
          // unfollows) when it succeeds; the session completes it after the delay.
          guard let follow, let token = follow.currentRequest else { return }
          timers.schedule(after: requestDelay) { [weak follow] in
            _ = try? follow?.complete(token, success: true)
          }
        }
      ).labelled("Follow")
    ]
  }

  static func checkout(_ context: LiveContext) -> [LiveControl] {
    let checkout = CheckoutExample(cycle: context.cycle)
    let cart = checkout.cart
    // The Add Item button's own primary action adds to the cart.
    return [
      .button("checkout.add", checkout.addItemButton).labelled("Add Item"),
      .button("checkout.pay", checkout.checkoutButton, onAction: { _ in cart.removeAll() }).labelled(
        "Checkout"),
    ]
  }

  /// The PIN a session's change-PIN form starts with; the page says so.
  static let currentPIN = "1357"

  static func changePinForm(_ context: LiveContext) -> [LiveControl] {
    let form = ChangePinForm(currentPIN: currentPIN, cycle: context.cycle)
    // Apply changes the PIN: the new one becomes the one to type, the fields are cleared for the next
    // change, and the status says it was done until the next digit is typed.
    let applied = AppliedFlag()
    form.applyButton.addAction(for: .touchUpInside) { [weak form] _, _ in
      guard let form else { return }
      let newPIN = form.newField.code
      for field in form.fields { field.clear() }
      form.currentPIN = newPIN
      applied.isSet = true
    }
    var controls = [
      ("pin.old", form.oldField, "Current PIN"), ("pin.new", form.newField, "New PIN"),
      ("pin.repeat", form.repeatField, "Repeat new PIN"),
    ].map { pin($0.0, $0.1, label: $0.2, applied: applied) }
    controls.append(.button("pin.apply", form.applyButton).labelled("Apply"))
    controls.append(
      LiveControl(
        id: "pin.status", control: form, rejection: { _ in "the status label takes no events" },
        apply: { _ in },
        html: {
          var status = form.statusAppearance
          if applied.isSet {
            status.text = "PIN changed. To change it again, type the new PIN as the current one."
            status.textColor = ResolvedColor(hex: 0x248A3D)  // systemGreen darkened to 4.5:1 on white
          }
          return HTMLRenderer.fragment(status, attributes: [.dataControl("pin.status")])
        },
        properties: {
          let rule =
            applied.isSet
            ? "Apply was tapped"
            : form.rejection.map { "updateConfiguration(): why it is refused (\($0))" }
              ?? "binding on the form's state"
          return [
            PropertyResolution(
              property: "text", rule: rule, value: applied.isSet ? "PIN changed" : form.statusAppearance.text)
          ]
            + LiveControl.explained(form.engine.explainBindings())
        }
      ).labelled("Status"))
    return controls
  }

  /// Whether Apply was tapped since the last digit was typed; shared by the form's live controls.
  private final class AppliedFlag {
    var isSet = false
  }

  private static func pin(_ id: String, _ field: PinCodeControl, label: String, applied: AppliedFlag)
    -> LiveControl
  {
    let fieldContext = HTMLContext(
      names: field.engine.stateSpace.names, attributes: [.dataControl(id), .dataKeys], label: label)
    return LiveControl(
      id: id, control: field,
      rejection: { event in
        guard event.kind == .key, let key = event.key else { return nil }
        let isDigit = key.count == 1 && key.allSatisfy(\.isASCII) && key.allSatisfy(\.isNumber)
        guard key == "Backspace" || isDigit else {
          return "a PIN field takes digits and Backspace, not \(key)"
        }
        if !field.isEnabled { return "\(label) is disabled until the PIN before it is accepted" }
        if isDigit && field.code.count >= field.codeLength {
          return "\(label) has all \(field.codeLength) digits; Backspace deletes one"
        }
        return nil
      },
      apply: { event in
        switch event.kind {
        case .focus, .pointerDown: _ = field.becomeFirstResponder()
        case .blur: _ = field.resignFirstResponder()
        case .key:
          applied.isSet = false
          if event.key == "Backspace" {
            field.deleteBackward()
          } else if let key = event.key {
            // A full or disabled field refuses more digits; the page shows the unchanged field.
            try? field.insertText(key)
          }
        case .pointerUp, .pointerMove, .pointerCancel, .pointerLeave, .click: break
        }
      },
      html: { field.appearance.htmlFragment(in: fieldContext) },
      properties: { LiveControl.explained(field.explanations) }
    ).labelled(label)
  }

  static func cellList(_ context: LiveContext) -> [LiveControl] {
    let playlists = Playlists(cycle: context.cycle)
    let list = playlists.list
    var controls: [LiveControl] = []
    for index in playlists.rows.indices {
      let path = StatelyList.IndexPath(item: index, section: 0)
      // Every row is in view and the list never scrolls, so each row keeps the cell it was given.
      guard let cell = list.cellForItem(at: path) else { continue }
      let id = "list.\(index)"
      let rowContext = HTMLContext(attributes: [.dataControl(id), .dataKeys])
      // Where a pointer went down on the row, for a swipe.
      var swipeStart: Double?
      controls.append(
        LiveControl(
          id: id, control: cell,
          rejection: { event in
            guard event.kind == .key, let key = event.key else { return nil }
            return ["s", "e", "Enter"].contains(key)
              ? nil : "a row takes s (swipe), e or Enter (expand), not \(key)"
          },
          apply: { event in
            // The data source owns the list, which holds it weakly; the row's closures keep it.
            let list = playlists.list
            switch event.kind {
            case .pointerDown:
              swipeStart = event.pointer?.x
              try? list.press(at: path)
            case .pointerLeave: try? list.release(at: path, inside: false)
            case .click:
              if list.isHighlighted(at: path) { try? list.release(at: path) } else { try? list.tap(at: path) }
            case .key:
              if event.key == "s" {
                try? list.setSwiped(!list.isSwiped(at: path), at: path)
              } else {
                _ = try? list.toggleExpansion(at: path)
              }
            case .focus: cell.isFocused = true
            case .blur: cell.isFocused = false
            case .pointerCancel:
              swipeStart = nil
              try? list.release(at: path, inside: false)
            case .pointerMove:
              // A drag of `swipeDistance` to the leading side swipes the row open, to the trailing side
              // closes it; either ends the press without a tap.
              guard let pointer = event.pointer, let start = swipeStart else { break }
              let distance = pointer.x - start
              guard abs(distance) >= LiveControl.swipeDistance else { break }
              swipeStart = nil
              try? list.release(at: path, inside: false)
              try? list.setSwiped(distance < 0, at: path)
            case .pointerUp:
              // A lift with a position ends the press where it is; on the disclosure, the trailing
              // `disclosureWidth` points of the row, it expands or collapses the row instead of tapping.
              swipeStart = nil
              guard let pointer = event.pointer, list.isHighlighted(at: path) else { break }
              let inside = pointer.isWithinTrackingBounds
              if inside, pointer.x >= pointer.width - LiveControl.disclosureWidth, pointer.x <= pointer.width
              {
                try? list.release(at: path, inside: false)
                _ = try? list.toggleExpansion(at: path)
              } else {
                try? list.release(at: path, inside: inside)
              }
            }
          },
          html: { HTMLRenderer.cell(cell.appearance, accessory: .outlineDisclosure, in: rowContext) },
          properties: {
            let look = cell.appearance
            return [
              PropertyResolution(
                property: "background",
                rule: "list cell default for \(look.state.isSelected ? "selected" : "unselected")",
                value: look.background?.fillColor.hexString ?? "none"),
              PropertyResolution(
                property: "text", rule: "list content", value: look.content?.text?.string ?? "none"),
            ]
          },
          stateNames: { cell.appearance.state.stateNames }
        ).labelled(playlists.rows[index].text))
    }
    return controls
  }

  /// The live list's rows and its data source; it owns the list, which holds it weakly.
  private final class Playlists: StatelyListDataSource {
    let rows: [(text: String, secondaryText: String, image: String)] = [
      ("Favourites", "42 songs", "heart.fill"), ("Recently played", "Updated today", "arrow.clockwise"),
      ("Road trip", "18 songs", "cart"), ("Focus", "Instrumental, 2 hours", "star"),
    ]
    let list: StatelyList

    init(cycle: UpdateCycle) {
      list = StatelyList(style: .insetGrouped, cycle: cycle)
      list.register({ Cell(cycle: $0) }, forCellWithReuseIdentifier: "playlist")
      list.dataSource = self
    }

    func list(_ list: StatelyList, numberOfItemsInSection section: Int) -> Int { rows.count }

    func list(_ list: StatelyList, cellForItemAt indexPath: StatelyList.IndexPath) throws(ListError) -> Cell {
      let cell = try list.dequeueReusableCell(withReuseIdentifier: "playlist", for: indexPath)
      let row = rows[indexPath.item]
      var content = cell.defaultContentConfiguration()
      content.text = row.text
      content.secondaryText = row.secondaryText
      content.image = .system(row.image)
      cell.listContentConfiguration = content
      return cell
    }

    func list(_ list: StatelyList, titleForHeaderInSection section: Int) -> String? { "Playlists" }
  }

  static func precedence(_ context: LiveContext) -> [LiveControl] {
    PrecedenceDemo(cycle: context.cycle).items.map { item in
      .button("precedence.\(item.id)", item.button).labelled(
        item.title, caption: item.id == "button2" ? item.caption + " " + keptTitle : item.caption)
    }
  }

  /// Why button2 keeps "New Highlighted" after the touch ends, and that no highlighted look stays.
  static let keptTitle =
    "UIKit keeps it too: configuration is stored, and the handler writes the title only in .highlighted, "
    + "so nothing sets it back (observed on iOS 15 in \u{201C}Dynamic button configuration in iOS 15\u{201D}). "
    + "The look is normal: isHighlighted is false once the touch ends."
}
