import Stately
import StatelyControls
import StatelyExamples

/// A one-line summary of a button's look: title, indicator, background and foreground.
func summary(_ appearance: ButtonAppearance) -> String {
  "\(appearance.title ?? "nil")|\(appearance.showsActivityIndicator ? "spinner" : "-")|"
    + "\(appearance.backgroundColor.hexString)|\(appearance.foregroundColor.hexString)"
}

/// A one-line summary of a PIN control's look: count, filled-cell fill, empty-cell fill, border, width.
func summary(_ appearance: PinCodeAppearance) -> String {
  let filled = appearance.cells.first { $0.isFilled }?.fillColor.hexString ?? "-"
  let empty = appearance.cells.first { !$0.isFilled }?.fillColor.hexString ?? "-"
  let border = appearance.cells.first?.borderColor.hexString ?? "-"
  let width = appearance.cells.first.map { String(Int($0.borderWidth)) } ?? "-"
  return "\(appearance.count)/\(appearance.length)|\(filled)|\(empty)|\(border)|\(width)"
}

/// Parses a state written as `StateSpace.describe(_:)` prints it, such as `[highlighted, selected]`.
func state(_ text: String, in space: StateSpace) -> ControlState {
  let names = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters() }
  var result = ControlState.normal
  for name in names where name != "normal" {
    switch name {
    case "highlighted": result.insert(.highlighted)
    case "disabled": result.insert(.disabled)
    case "selected": result.insert(.selected)
    case "focused": result.insert(.focused)
    default:
      guard let custom = space.customState(named: name) else { fatalError("unknown state name \(name)") }
      result.insert(custom)
    }
  }
  return result
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// Every rule table of every example with its diagnostics, named `example: property`.
func allRuleDiagnostics() -> [(name: String, diagnostics: TableDiagnostics)] {
  ExampleCatalog.entries.flatMap { entry in
    entry.ruleDiagnostics.map { ("\(entry.id): \($0.property)", $0.diagnostics) }
  }
}
