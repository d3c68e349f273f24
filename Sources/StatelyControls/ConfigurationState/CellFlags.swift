/// The flags of a cell's configuration state packed in one word, the four control flags at their
/// `ControlState` bits: a ``Cell`` keeps its own flags in this form, so computing a state is one `|`,
/// and two states compare their flags in one comparison.
struct CellFlags: Sendable, Hashable {
  /// The packed bits.
  var rawValue: UInt32 = 0

  /// One flag's bit.
  struct Flag {
    let mask: UInt32
    static let highlighted = Flag(mask: 1 << 0)
    static let disabled = Flag(mask: 1 << 1)
    static let selected = Flag(mask: 1 << 2)
    static let focused = Flag(mask: 1 << 3)
    static let pinned = Flag(mask: 1 << 4)
    static let editing = Flag(mask: 1 << 5)
    static let expanded = Flag(mask: 1 << 6)
    static let swiped = Flag(mask: 1 << 7)
    static let reordering = Flag(mask: 1 << 8)
  }

  /// The four control flags (highlighted, disabled, selected, focused), at the same bits as in
  /// `ControlState`.
  static let controlFlagMask: UInt32 = 0xF
  /// Where the drag state's raw value sits.
  private static let dragShift: UInt32 = 9
  /// Where the drop state's raw value sits.
  private static let dropShift: UInt32 = 11

  /// Whether `flag` is on.
  @inline(__always) func contains(_ flag: Flag) -> Bool { rawValue & flag.mask != 0 }

  /// Turns `flag` on or off.
  @inline(__always) mutating func set(_ flag: Flag, _ isOn: Bool) {
    if isOn { rawValue |= flag.mask } else { rawValue &= ~flag.mask }
  }

  /// The drag state (two bits).
  var dragState: CellConfigurationDragState {
    get { CellConfigurationDragState(rawValue: Int((rawValue >> Self.dragShift) & 3)) ?? .none }
    set { rawValue = rawValue & ~(3 << Self.dragShift) | UInt32(newValue.rawValue) << Self.dragShift }
  }

  /// The drop state (two bits).
  var dropState: CellConfigurationDropState {
    get { CellConfigurationDropState(rawValue: Int((rawValue >> Self.dropShift) & 3)) ?? .none }
    set { rawValue = rawValue & ~(3 << Self.dropShift) | UInt32(newValue.rawValue) << Self.dropShift }
  }

  /// The same flags with the control flags replaced by those of a raw `ControlState`.
  @inline(__always) func withControlFlags(of raw: UInt) -> CellFlags {
    let control = UInt32(truncatingIfNeeded: raw) & Self.controlFlagMask
    return CellFlags(rawValue: rawValue & ~Self.controlFlagMask | control)
  }
}
