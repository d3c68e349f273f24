extension Double {
  /// A length as a designer writes it: `17` rather than `17.0`, `0.5` as is.
  var pointsDescription: String {
    isFinite && rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
