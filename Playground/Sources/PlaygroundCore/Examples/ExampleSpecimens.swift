import Stately
import StatelyControls
import StatelyExamples

/// The catalog examples as the gallery draws them: for the examples made of buttons, the buttons
/// themselves, made and driven into a state as the catalog's previews do, so that a tile, its "Why?"
/// and its Swift come from one set of buttons; for the others, the Swift that reproduces the catalog's
/// preview.
enum ExampleSpecimens {
  /// One tile of a button example: the state the tile is labelled with, and its buttons.
  struct Tile {
    /// The example's state, as its preview reports it.
    var state: ControlState
    /// The buttons, in the order the tile lays them out.
    var buttons: [ButtonSpecimen]
  }

  /// The buttons of the example with `id` in `state`, or `nil` for an example that is not made of
  /// buttons.
  static func buttons(of id: String) -> (@Sendable (ControlState) -> Tile)? {
    switch id {
    case "loadingButton":
      return { state in
        let button = LoadingButton(configuration: ExampleCatalog.sendConfiguration)
        ButtonSpecimen.drive(button, to: state)
        return Tile(
          state: button.state,
          buttons: [
            ButtonSpecimen(
              button: button, maker: "LoadingButton(configuration: ExampleCatalog.sendConfiguration)",
              flagSetters: ["loading": "isLoading"])
          ])
      }
    case "followButton":
      return { state in
        let button = FollowButton()
        ButtonSpecimen.drive(button, to: state)
        return Tile(
          state: button.state,
          buttons: [
            ButtonSpecimen(
              button: button, maker: "FollowButton()",
              flagSetters: ["mutual": "isMutual", "loading": "isLoading"])
          ])
      }
    case "checkout":
      return { state in
        let example = CheckoutExample()
        try? example.cart.add(3)
        example.addItemButton.engine.setFactors(matching: state)
        example.checkoutButton.engine.setFactors(matching: state)
        example.cycle.flush()
        return Tile(
          state: example.checkoutButton.state,
          buttons: [
            ButtonSpecimen(name: "addItemButton", button: example.addItemButton),
            ButtonSpecimen(name: "checkoutButton", button: example.checkoutButton),
          ])
      }
    case "precedence":
      return { state in
        let demo = PrecedenceDemo()
        for item in demo.items { item.button.engine.setFactors(matching: state) }
        demo.cycle.flush()
        return Tile(
          state: state, buttons: demo.items.map { ButtonSpecimen(name: $0.id, button: $0.button) })
      }
    default:
      return nil
    }
  }

  /// What a `nil` value of a rule table means in the example with the gallery id `id`, for "Why?".
  static func unset(of id: String) -> String {
    id == "example-cellList"
      ? "the tint, which a cell draws for a nil background colour" : "the control's default look"
  }

  /// A state as Stately's code spells it: `.normal`, `[.highlighted, PinCodeControl.states.filled]`.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - names: The names of its custom states.
  ///   - custom: The expression the custom states are members of, such as `PinCodeControl.states`.
  static func literal(_ state: ControlState, names: StateNames, custom: String) -> String {
    let builtIn: [(ControlState, String)] = [
      (.highlighted, ".highlighted"), (.disabled, ".disabled"), (.selected, ".selected"),
      (.focused, ".focused"),
    ]
    var parts = builtIn.filter { state.contains($0.0) }.map(\.1)
    parts += state.customBits.map { "\(custom).\(names.name(ofCustomBit: $0) ?? "application\($0)")" }
    if parts.isEmpty { return ".normal" }
    return parts.count == 1 && !parts[0].contains(custom) ? parts[0] : "[\(parts.joined(separator: ", "))]"
  }

  /// The Swift that reproduces the preview of the example with `id` in `state`, for the examples not
  /// made of buttons; `nil` for the others.
  ///
  /// UIKit has no counterpart of these controls, so their UIKit code says how they reach UIKit.
  static func code(of id: String, in state: ControlState) -> [GalleryCode]? {
    switch id {
    case "pinCode":
      let sample =
        state.contains(PinCodeControl.states.invalid)
        ? "1111" : state.contains(PinCodeControl.states.filled) ? "1357" : "12"
      let literal = literal(state, names: PinCodeControl.stateSpace.names, custom: "PinCodeControl.states")
      return [
        GalleryCode(
          idiom: .uikit,
          source: """
            // UIKit has no PIN code control: the article builds one on UIControl (QUIckControl).
            // StatelyUIKit runs this one on UIKit: Examples/StatelyUIKitExamples has the PIN field.
            """),
        GalleryCode(
          idiom: .stately,
          source: """
            let pin = PinCodeControl()
            try? pin.insertText(\(SwiftSource.string(sample)))
            pin.engine.setFactors(matching: \(literal))
            pin.engine.cycle.flush()
            """, controls: ["pin"]),
      ]
    case "changePinForm":
      let fields = ["oldField", "newField", "repeatField"]
      let typing = zip(fields, ExampleCatalog.changePinFormInput(for: state)).map { field, code in
        "try? form.\(field).insertText(\(SwiftSource.string(code)))\nform.engine.cycle.flush()"
      }
      return [
        GalleryCode(
          idiom: .uikit,
          source: """
            // UIKit has no PIN fields to bind: each field enables the next through Stately's bindings.
            // StatelyUIKit runs the form on UIKit: Examples/StatelyUIKitExamples has the change-PIN form.
            """),
        GalleryCode(
          idiom: .stately,
          source: (["let form = ChangePinForm()", "form.engine.cycle.flush()"] + typing).joined(
            separator: "\n"),
          controls: fields.map { "form.\($0)" } + ["form.applyButton"]),
      ]
    case "cellList":
      let literal = literal(state, names: ArchiveCell.stateSpace.names, custom: "ArchiveCell.states")
      let archived = state.contains(ArchiveCell.states.archived)
      return [
        GalleryCode(
          idiom: .uikit,
          source: """
            // A UICollectionViewListCell whose configurationUpdateHandler sets its background per state;
            // StatelyUIKit's StatelyListCell runs ArchiveCell's rule tables on UIKit instead.
            """),
        GalleryCode(
          idiom: .stately,
          source: """
            let cell = ArchiveCell()
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            cell.listContentConfiguration = content
            cell.isArchived = \(archived)
            cell.engine.setFactors(matching: \(literal))
            cell.engine.cycle.flush()
            """, controls: ["cell"]),
      ]
    default:
      return nil
    }
  }
}
