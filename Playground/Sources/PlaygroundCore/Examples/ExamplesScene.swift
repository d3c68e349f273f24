import Stately
import StatelyControls
import StatelyExamples
import StatelyHTML

/// The live scene: the catalog's examples running for real, one set per session.
///
/// - `follow.button`: a click starts a simulated request (loading: spinner, disabled); after the
///   factory's delay the request succeeds and the button shows "Following" (or "Follow" again).
/// - `loading.send`: the same with a plain loading button.
/// - `checkout.add`, `checkout.pay`: "Add Item" adds to the cart outside the buttons; the checkout button
///   shows "Checkout N"; paying empties the cart.
/// - `pin.old`, `pin.new`, `pin.repeat`, `pin.apply`, `pin.status`: the change-PIN form; PIN fields take
///   digit and Backspace keys while focused.
/// - `list.0` … `list.3`: list rows: press highlights, a tap selects; the key `s` toggles the swipe, `e`
///   (or Enter) toggles expansion.
/// - `precedence.<item>`: the old-against-new precedence buttons.
final class ExamplesScene: PlaygroundScene {
  private let cycle = UpdateCycle()
  private var controls: [LiveControl] = []
  private var lastCounts: [String: Int] = [:]
  private let timers: SessionTimers
  private let requestDelay: Duration

  // Kept alive for the session.
  private let follow: FollowButton
  private let loading: LoadingButton
  private let checkout: CheckoutExample
  private let form: ChangePinForm
  private let list: StatelyList
  private let precedence: PrecedenceDemo

  init(timers: SessionTimers, requestDelay: Duration) {
    self.timers = timers
    self.requestDelay = requestDelay
    follow = FollowButton(cycle: cycle)
    loading = LoadingButton(configuration: ExampleCatalog.sendConfiguration, cycle: cycle)
    checkout = CheckoutExample(cycle: cycle)
    form = ChangePinForm(cycle: cycle)
    list = StatelyList(style: .insetGrouped, cycle: cycle)
    precedence = PrecedenceDemo(cycle: cycle)
    build()
    _ = flushUpdates()
  }

  private func build() {
    let follow = self.follow
    let loading = self.loading
    controls.append(
      .button(
        "follow.button", follow,
        properties: {
          LiveControl.explained(follow.explanations) + LiveControl.buttonProperties(follow).prefix(1)
        },
        onAction: { [unowned self] _ in self.startFollowRequest() }))
    controls.append(
      .button(
        "loading.send", loading, properties: { LiveControl.explained(loading.explanations) },
        onAction: { [unowned self] _ in self.startSendRequest() }))
    let cart = checkout.cart
    // The Add Item button's own primary action adds to the cart.
    controls.append(.button("checkout.add", checkout.addItemButton))
    controls.append(.button("checkout.pay", checkout.checkoutButton, onAction: { _ in cart.removeAll() }))
    for (id, field, label) in [
      ("pin.old", form.oldField, "Current PIN"), ("pin.new", form.newField, "New PIN"),
      ("pin.repeat", form.repeatField, "Repeat new PIN"),
    ] {
      controls.append(Self.pin(id, field, label: label))
    }
    controls.append(.button("pin.apply", form.applyButton))
    let form = self.form
    controls.append(
      LiveControl(
        id: "pin.status", control: form, rejection: { _ in "the status label takes no events" },
        apply: { _ in },
        html: {
          StatelyHTML.labelNode(form.statusAppearance, attributes: [.dataControl("pin.status")]).render()
        },
        properties: {
          [
            PropertyResolution(
              property: "text", rule: "binding on the form's state", value: form.statusAppearance.text)
          ]
            + LiveControl.explained(form.explainBindings())
        }))
    buildList()
    for item in precedence.items {
      controls.append(.button("precedence.\(item.id)", item.button))
    }
  }

  private static func pin(_ id: String, _ field: PinCodeControl, label: String) -> LiveControl {
    LiveControl(
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
        StatelyHTML.render(field.appearance, label: label, attributes: [.dataControl(id), .dataKeys])
      },
      properties: { LiveControl.explained(field.explanations) })
  }

  private func buildList() {
    let section = list.appendSection(header: "Playlists")
    let rows: [(String, String, String)] = [
      ("Favourites", "tap to select", "heart.fill"), ("Recently played", "s: swipe", "arrow.clockwise"),
      ("Road trip", "e: expand", "cart"), ("Focus", "press and hold", "star"),
    ]
    for (index, row) in rows.enumerated() {
      guard
        let cell = try? list.appendCell(
          text: row.0, secondaryText: row.1, image: .system(row.2), toSection: section)
      else { continue }
      let path = StatelyList.IndexPath(item: index, section: section)
      let list = self.list
      let id = "list.\(index)"
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
            StatelyHTML.render(
              cell.appearance, accessory: .outlineDisclosure, attributes: [.dataControl(id), .dataKeys])
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
          }))
    }
  }

  private func startFollowRequest() {
    // FollowButton's own primary action (registered first) started a request that follows (or unfollows)
    // when it succeeds; the session completes it after the delay.
    guard let token = follow.currentRequest else { return }
    let follow = self.follow
    timers.schedule(after: requestDelay) { _ = try? follow.complete(token, success: true) }
  }

  private func startSendRequest() {
    guard let token = try? loading.startRequest() else { return }
    let loading = self.loading
    timers.schedule(after: requestDelay) { _ = try? loading.complete(token, success: true) }
  }

  var controlIDs: [String] { controls.map(\.id) }

  func rejection(of event: ControlEvent, for controlID: String) -> String? {
    controls.first { $0.id == controlID }?.rejection(event)
  }

  func apply(_ event: ControlEvent, to controlID: String) {
    controls.first { $0.id == controlID }?.apply(event)
  }

  func flushUpdates() -> Set<String> {
    _ = cycle.flush()
    var changed: Set<String> = []
    for control in controls {
      let count = control.control.updateCount
      if lastCounts[control.id] != count {
        changed.insert(control.id)
        lastCounts[control.id] = count
      }
    }
    return changed
  }

  func render(_ controlID: String) -> ControlRendering {
    guard let control = controls.first(where: { $0.id == controlID }) else {
      preconditionFailure("render called with unknown control id \(controlID)")
    }
    return ControlRendering(
      html: HTML(trusted: control.html()),
      inspector: InspectorSnapshot(
        state: control.control.state, names: control.control.stateSpace.names,
        properties: control.properties(),
        updateCount: control.control.updateCount))
  }
}

/// Makes the live scene of the catalog's examples.
public struct ExamplesSceneFactory: PlaygroundSceneFactory {
  /// How long a simulated request (follow, send) takes before it succeeds.
  public var requestDelay: Duration

  /// Creates the factory.
  ///
  /// - Parameter requestDelay: How long a simulated request takes. Defaults to 800 ms.
  public init(requestDelay: Duration = .milliseconds(800)) {
    self.requestDelay = requestDelay
  }

  /// Builds a fresh scene with its own controls.
  ///
  /// - Parameter timers: The session's timers, used for simulated requests.
  /// - Returns: The scene.
  public func makeScene(timers: SessionTimers) -> any PlaygroundScene {
    ExamplesScene(timers: timers, requestDelay: requestDelay)
  }
}
