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
/// - `pin.old`, `pin.new`, `pin.repeat`, `pin.apply`, `pin.status`: the change-PIN form; PIN fields take
///   digit and Backspace keys while focused.
/// - `list.0` … `list.3`: list rows: press highlights, a tap selects; the key `s` toggles the swipe, `e`
///   (or Enter) toggles expansion.
/// - `precedence.<item>`: the old-against-new precedence buttons.
enum ExampleLiveControls {
  /// What a PIN field's markup is drawn from, for ``SharedDrawings``.
  private struct PinFieldDrawing: Hashable, Sendable {
    let look: PinCodeAppearance
    let context: HTMLContext
  }

  /// What a list row's markup (with an outline disclosure) is drawn from, for ``SharedDrawings``.
  private struct RowDrawing: Hashable, Sendable {
    let look: CellAppearance
    let context: HTMLContext
  }

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
        })
    ]
  }

  static func follow(_ context: LiveContext, requestDelay: Duration) -> [LiveControl] {
    let follow = FollowButton(cycle: context.cycle)
    let timers = context.timers
    return [
      .button(
        "follow.button", follow,
        properties: {
          // The title row alone, then the rules: `buttonProperties` would explain the machine only to drop it.
          [LiveControl.titleProperty(follow)] + LiveControl.explained(follow.explanations)
        },
        onAction: { [weak follow] _ in
          // FollowButton's own primary action (registered first) started a request that follows (or
          // unfollows) when it succeeds; the session completes it after the delay.
          guard let follow, let token = follow.currentRequest else { return }
          timers.schedule(after: requestDelay) { [weak follow] in
            _ = try? follow?.complete(token, success: true)
          }
        })
    ]
  }

  static func checkout(_ context: LiveContext) -> [LiveControl] {
    let checkout = CheckoutExample(cycle: context.cycle)
    let cart = checkout.cart
    // The Add Item button's own primary action adds to the cart.
    return [
      .button("checkout.add", checkout.addItemButton),
      .button("checkout.pay", checkout.checkoutButton, onAction: { _ in cart.removeAll() }),
    ]
  }

  static func changePinForm(_ context: LiveContext) -> [LiveControl] {
    let form = ChangePinForm(cycle: context.cycle)
    // Apply "changes the PIN": the fields are cleared for the next change, and the status says it was
    // done until the next digit is typed.
    let applied = AppliedFlag()
    // The form keeps the button, which keeps its action: the action holds the form weakly.
    form.applyButton.addAction(for: .touchUpInside) { [weak form] _, _ in
      for field in form?.fields ?? [] { field.clear() }
      applied.isSet = true
    }
    var controls = [
      ("pin.old", form.oldField, "Current PIN"), ("pin.new", form.newField, "New PIN"),
      ("pin.repeat", form.repeatField, "Repeat new PIN"),
    ].map { pin($0.0, $0.1, label: $0.2, applied: applied) }
    controls.append(.button("pin.apply", form.applyButton))
    controls.append(
      LiveControl(
        id: "pin.status", control: form, rejection: { _ in "the status label takes no events" },
        apply: { _ in },
        html: {
          var status = form.statusAppearance
          if applied.isSet {
            status.text = "PIN changed. Type the current PIN to change it again."
            status.textColor = ResolvedColor(hex: 0x248A3D)  // systemGreen darkened to 4.5:1 on white
          }
          return HTMLRenderer.fragment(status, attributes: [.dataControl("pin.status")])
        },
        properties: {
          [
            PropertyResolution(
              property: "text", rule: applied.isSet ? "Apply was tapped" : "binding on the form's state",
              value: applied.isSet ? "PIN changed" : form.statusAppearance.text)
          ]
            + LiveControl.explained(form.explainBindings())
        }))
    return controls
  }

  /// Whether Apply was tapped since the last digit was typed; shared by the form's live controls.
  private final class AppliedFlag {
    var isSet = false
  }

  private static func pin(_ id: String, _ field: PinCodeControl, label: String, applied: AppliedFlag)
    -> LiveControl
  {
    let drawn = FragmentMemo<PinCodeAppearance>()
    let fieldContext = HTMLContext(
      names: field.stateSpace.names, attributes: [.dataControl(id), .dataKeys], label: label)
    return LiveControl(
      id: id, control: field,
      rejection: { event in
        guard event.kind == .key, let key = event.key else { return nil }
        if key == "Backspace" || (key.count == 1 && key.allSatisfy(\.isASCII) && key.allSatisfy(\.isNumber)) {
          return nil
        }
        return "a PIN field takes digits and Backspace, not \(key)"
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
        case .pointerUp, .pointerLeave, .click: break
        }
      },
      html: {
        drawn.fragment(for: field.appearance) { look in
          SharedDrawings.process.drawing(for: PinFieldDrawing(look: look, context: fieldContext)) {
            $0.look.htmlFragment(in: $0.context)
          }
        }
      },
      properties: { LiveControl.explained(field.explanations) })
  }

  static func cellList(_ context: LiveContext) -> [LiveControl] {
    let list = StatelyList(style: .insetGrouped, cycle: context.cycle)
    let section = list.appendSection(header: "Playlists")
    let rows: [(String, String, String)] = [
      ("Favourites", "tap to select", "heart.fill"), ("Recently played", "s: swipe", "arrow.clockwise"),
      ("Road trip", "e: expand", "cart"), ("Focus", "press and hold", "star"),
    ]
    var controls: [LiveControl] = []
    for (index, row) in rows.enumerated() {
      guard
        let cell = try? list.appendCell(
          text: row.0, secondaryText: row.1, image: .system(row.2), toSection: section)
      else { continue }
      let path = StatelyList.IndexPath(item: index, section: section)
      let id = "list.\(index)"
      let drawn = FragmentMemo<CellAppearance>()
      let rowContext = HTMLContext(attributes: [.dataControl(id), .dataKeys])
      controls.append(
        LiveControl(
          id: id, control: cell,
          rejection: { event in
            guard event.kind == .key, let key = event.key else { return nil }
            return ["s", "e", "Enter"].contains(key)
              ? nil : "a row takes s (swipe), e or Enter (expand), not \(key)"
          },
          apply: { event in
            switch event.kind {
            case .pointerDown: try? list.press(at: path)
            case .pointerLeave: try? list.release(at: path, inside: false)
            case .click:
              if cell.isHighlighted { try? list.release(at: path) } else { try? list.tap(at: path) }
            case .key:
              if event.key == "s" { cell.isSwiped.toggle() } else { _ = try? list.toggleExpansion(at: path) }
            case .focus: cell.isFocused = true
            case .blur: cell.isFocused = false
            case .pointerUp: break
            }
          },
          html: {
            drawn.fragment(for: cell.appearance) { look in
              SharedDrawings.process.drawing(for: RowDrawing(look: look, context: rowContext)) {
                HTMLRenderer.cell($0.look, accessory: .outlineDisclosure, in: $0.context)
              }
            }
          },
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
          stateNames: { cell.appearance.state.stateNames }))
    }
    return controls
  }

  static func precedence(_ context: LiveContext) -> [LiveControl] {
    PrecedenceDemo(cycle: context.cycle).items.map { item in .button("precedence.\(item.id)", item.button) }
  }
}
