import Stately
import StatelyControls

/// A view with eight properties of the kinds a control drives: colours, text, numbers and flags.
final class LabelView {
  var text = "Follow"
  var textColor = DynamicColor.label
  var backgroundColor = DynamicColor.clear
  var borderWidth = 0.0
  var cornerRadius = 4.0
  var alpha = 1.0
  var isHidden = false
  var fontWeight = 400
}

/// A control with eight bound properties, as a declarative control is written with Stately.
final class DeclarativeToggle: Control {
  let view = LabelView()

  init(cycle: UpdateCycle) {
    super.init(cycle: cycle)
    setValue("Following", for: .containsAll(.selected), on: view, at: \.text)
    setValue(DynamicColor.white, for: .containsAll(.selected), on: view, at: \.textColor)
    setValue(DynamicColor.secondaryLabel, for: .containsAll(.disabled), on: view, at: \.textColor)
    setValue(DynamicColor.systemBlue, for: .containsAll(.selected), on: view, at: \.backgroundColor)
    setValue(1.0, for: .containsNone(.selected), on: view, at: \.borderWidth)
    setValue(8.0, for: .containsAll([.selected, .highlighted]), on: view, at: \.cornerRadius)
    setValue(0.5, for: .containsAny([.highlighted, .disabled]), on: view, at: \.alpha)
    setValue(true, for: .exact(.focused), on: view, at: \.isHidden)
    setValue(600, for: .containsAll(.selected), on: view, at: \.fontWeight)
  }
}

/// The same eight properties written by a hand-written `update()`, as developers write it without
/// Stately: one branch per property, every property assigned on every update.
final class HandWrittenToggle {
  let view = LabelView()
  var isSelected = false {
    didSet { update() }
  }
  var isHighlighted = false
  var isEnabled = true

  @inline(never) func update() {
    let selected = isSelected
    let highlighted = isHighlighted && isEnabled
    let disabled = !isEnabled
    view.text = selected ? "Following" : "Follow"
    view.textColor = disabled ? .secondaryLabel : (selected ? .white : .label)
    view.backgroundColor = selected ? .systemBlue : .clear
    view.borderWidth = selected ? 0 : 1
    view.cornerRadius = selected && highlighted ? 8 : 4
    view.alpha = highlighted || disabled ? 0.5 : 1
    view.isHidden = false
    view.fontWeight = selected ? 600 : 400
  }
}
