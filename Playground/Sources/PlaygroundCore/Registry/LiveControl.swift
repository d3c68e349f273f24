public import Stately
import StatelyControls
public import StatelyHTML

/// One control of the live page: how it takes browser events, how it looks and what the inspector shows.
///
/// Pointer events follow UIKit's touch tracking (see ``pointer(_:on:)``). Most controls need nothing
/// more than ``PlaygroundEntry/control(id:title:summary:acceptsKeys:make:handle:)``, which makes one; make
/// one yourself for a control whose markup or inspector is special.
public struct LiveControl {
  /// The id on the wire and in `data-control`.
  public let id: String
  /// The control whose update count and state the inspector reports.
  public let control: Control
  /// Why an event is refused, or `nil` when it is accepted.
  let rejection: (BrowserEvent) -> String?
  /// Applies an accepted event.
  let apply: (BrowserEvent) -> Void
  /// The markup: one root element carrying `data-control="<id>"`.
  let html: () -> HTMLFragment
  /// The winning rule for each property.
  let properties: () -> [PropertyResolution]
  /// The state's names for the inspector, when the control's bits do not say everything.
  let stateNames: (() -> [String])?
  /// A short name for the control, such as `"Add Item"`, which labels its inspector card; `nil` uses
  /// the entry's title when the entry has one live control, else the id.
  public var label: String?
  /// A sentence the page shows under the control, saying what it shows; `nil` for none.
  public var caption: String?

  /// Creates a live control.
  ///
  /// - Parameters:
  ///   - id: The id on the wire: unique in the session.
  ///   - control: The control whose state and update count the inspector shows.
  ///   - rejection: Why an event is refused, or `nil` when it is accepted; the page shows the reason.
  ///   - apply: Applies an accepted event.
  ///   - html: The markup, with ``StatelyHTML/HTMLAttribute/dataControl(_:)`` on its root element.
  ///   - properties: What the inspector lists.
  ///   - stateNames: The state's names for the inspector, for a control whose look depends on more than
  ///     its state bits, such as a list row's swiped and expanded flags; `nil` names the bits.
  public init(
    id: String, control: Control, rejection: @escaping (BrowserEvent) -> String?,
    apply: @escaping (BrowserEvent) -> Void, html: @escaping () -> HTMLFragment,
    properties: @escaping () -> [PropertyResolution], stateNames: (() -> [String])? = nil
  ) {
    self.id = id
    self.control = control
    self.rejection = rejection
    self.apply = apply
    self.html = html
    self.properties = properties
    self.stateNames = stateNames
  }

  /// This control with a label and, optionally, a caption.
  ///
  /// - Parameters:
  ///   - label: A short name for the control.
  ///   - caption: A sentence the page shows under it, or `nil`.
  /// - Returns: The labelled control.
  public func labelled(_ label: String, caption: String? = nil) -> LiveControl {
    var copy = self
    copy.label = label
    copy.caption = caption
    return copy
  }

  /// How far a pointer must travel sideways on a list row to swipe it, in points.
  public static let swipeDistance: Double = 40

  /// The width of a list row's disclosure at its trailing edge, in points: a tap there expands or
  /// collapses the row (UIKit's minimum touch target, 44 points).
  public static let disclosureWidth: Double = 44

  /// Applies a pointer or focus event as UIKit's touch tracking would.
  ///
  /// Pointer events with a position (a ``PointerSample``) drive the control's touch tracking:
  /// `pointerdown` is `touchesBegan(_:with:)`, `pointermove` `touchesMoved(_:with:)`, `pointerup`
  /// `touchesEnded(_:with:)` and `pointercancel` `touchesCancelled(_:with:)`, so dragging out of the
  /// tracking bounds drops the highlight, dragging back restores it, and where the pointer lifts decides
  /// between `touchUpInside` and `touchUpOutside`. Without a position, the same touch tracking runs in
  /// the middle of the control: `pointerdown` presses (highlighted), a `click` during the touch lifts it
  /// inside (the action runs), `pointerleave` lifts it outside (no action), and a `click` with no touch
  /// before it, such as a keyboard activation or a batch of clicks, is a whole tap. Focus and blur set
  /// `isFocused`; keys do nothing.
  ///
  /// - Parameters:
  ///   - event: The browser event.
  ///   - control: The control it is for.
  public static func pointer(_ event: BrowserEvent, on control: Control) {
    if let pointer = event.pointer {
      control.bounds = pointer.bounds
      switch event.kind {
      case .pointerDown: control.touchesBegan(pointer.touch)
      case .pointerMove: control.touchesMoved(pointer.touch)
      case .pointerUp: control.touchesEnded(pointer.touch)
      default: control.touchesCancelled(pointer.touch)
      }
      return
    }
    switch event.kind {
    case .pointerDown: control.press()
    case .pointerLeave: control.release(inside: false)
    case .pointerCancel: control.cancelTracking()
    case .pointerUp, .pointerMove: break
    case .click: if control.isTracking { control.release(inside: true) } else { control.tap() }
    case .focus: control.isFocused = true
    case .blur: control.isFocused = false
    case .key: break
    }
  }

  /// One inspector row per explained rule table, in the gallery's words: where the value was set and,
  /// when another rule matched too, what it would have given. A table whose default applies and gives
  /// no value (`nil`) is marked as having none, so the inspector folds it away.
  ///
  /// - Parameter explanations: A control's `explanations`.
  /// - Returns: The rows, in the given order.
  public static func explained(_ explanations: [(property: String, explanation: StateExplanation)])
    -> [PropertyResolution]
  {
    explanations.map { property, explanation in
      let why = ExplanationWords.why(property: property, explanation: explanation)
      return PropertyResolution(
        property: "rule: \(property)", rule: ([why.source] + why.losers.prefix(1)).joined(separator: "; "),
        value: shortened(why.value), hasValue: explanation.winner != nil || explanation.value != "nil")
    }
  }

  /// A long value (a whole configuration describes itself at length) cut at the last space before 120
  /// characters, so no word is cut.
  static func shortened(_ value: String) -> String {
    guard value.count > 120 else { return value }
    let head = value.prefix(119)
    let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return cut + " …"
  }
}
