extension BackgroundConfiguration {
  /// Whether ``validate()`` would pass, checked without building any string or array.
  var isValidFast: Bool {
    func length(_ value: Double) -> Bool { value.isFinite && value >= 0 }
    let insets = _backgroundInsets
    return length(_cornerRadius) && length(_strokeWidth) && _strokeOutset.isFinite && insets.top.isFinite
      && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite
      && (_backgroundColor.map { $0.light.isValidFast && $0.dark.isValidFast } ?? true)
      && (_strokeColor.map { $0.light.isValidFast && $0.dark.isValidFast } ?? true)
  }

  /// ``resolvedAppearance(in:)`` without allocating on the valid path: the same checks, the same
  /// errors, the same result.
  func fastResolvedAppearance(in traits: TraitCollection) throws(ConfigurationError) -> BackgroundAppearance {
    if !isValidFast { try validate() }
    let path = "BackgroundConfiguration"
    let fillBase = (_backgroundColor ?? traits.tintColor).resolved(for: traits)
    let strokeBase = (_strokeColor ?? traits.tintColor).resolved(for: traits)
    let fill: ResolvedColor
    let stroke: ResolvedColor
    do {
      fill =
        try _backgroundColorTransformer.map { (t) throws(ColorError) in try t.fastApply(fillBase) }
        ?? fillBase
    } catch {
      throw .invalidColor(property: "\(path).backgroundColorTransformer", error: error)
    }
    do {
      stroke =
        try _strokeColorTransformer.map { (t) throws(ColorError) in try t.fastApply(strokeBase) }
        ?? strokeBase
    } catch {
      throw .invalidColor(property: "\(path).strokeColorTransformer", error: error)
    }
    return BackgroundAppearance(
      fillColor: fill, strokeColor: stroke, strokeWidth: _strokeWidth, strokeOutset: _strokeOutset,
      corner: .rounded(_cornerRadius), insets: _backgroundInsets,
      edgesAddingLayoutMarginsToInsets: _edgesAddingLayoutMarginsToBackgroundInsets,
      image: _image, imageContentMode: _imageContentMode, visualEffect: _visualEffect)
  }
}
