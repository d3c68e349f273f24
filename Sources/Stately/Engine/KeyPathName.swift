/// Readable, stable names for key paths, for traces and diagnostics.
package enum KeyPathName {
  /// The name of `keyPath`, such as `Label.text`.
  ///
  /// A key path to a stored property describes itself. One to a computed property declared in another
  /// module prints an address, which would differ between runs; for those, this returns
  /// `Root.property#ordinal` with the ordinal the caller supplies, so names stay deterministic.
  package static func describe(_ keyPath: AnyKeyPath, ordinal: Int) -> String {
    var text = String(describing: keyPath)
    if text.hasPrefix("\\") { text.removeFirst() }
    if text.contains("<computed") {
      let root = String(describing: type(of: keyPath).rootType)
      return "\(root).property#\(ordinal)"
    }
    return text
  }
}
