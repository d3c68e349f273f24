/// One channel of a ``ResolvedColor``: used by ``ColorError`` to say which value was wrong.
public enum ColorComponent: String, Sendable, Hashable, CaseIterable {
  /// The red channel.
  case red
  /// The green channel.
  case green
  /// The blue channel.
  case blue
  /// The opacity channel.
  case alpha
}
