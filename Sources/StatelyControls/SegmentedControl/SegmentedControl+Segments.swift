extension SegmentedControl {
  // MARK: Inserting and removing

  /// Inserts a title segment before `segment`, as UIKit's `insertSegment(withTitle:at:animated:)`.
  ///
  /// ```swift
  /// control.insertSegment(withTitle: "Year", at: .max, animated: false)  // appended
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` for a segment that shows nothing.
  ///   - segment: Where to insert it, pinned to `0...numberOfSegments`: a negative index inserts
  ///     first, an index past the end appends.
  ///   - animated: Accepted for UIKit parity; the result is the same either way.
  /// - Complexity: O(*n*).
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(content: title.map(SegmentContent.title)), at: segment)
  }

  /// Inserts an image segment before `segment`, as UIKit's `insertSegment(with:at:animated:)`.
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for a segment that shows nothing.
  ///   - segment: Where to insert it, pinned to `0...numberOfSegments`.
  ///   - animated: Accepted for UIKit parity; the result is the same either way.
  /// - Complexity: O(*n*).
  public func insertSegment(with image: ImageReference?, at segment: Int, animated: Bool) {
    insert(Segment(content: image.map(SegmentContent.image)), at: segment)
  }

  /// Removes a segment. The selection and the pressed segment move with the segments after it; removing
  /// the selected segment clears the selection.
  ///
  /// - Parameters:
  ///   - segment: The segment to remove. Outside `0..<numberOfSegments` the call is ignored and
  ///     recorded as ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  ///   - animated: Accepted for UIKit parity; the result is the same either way.
  /// - Complexity: O(*n*).
  public func removeSegment(at segment: Int, animated: Bool) {
    guard checkIndex(segment, method: "removeSegment(at:animated:)") else { return }
    segments.remove(at: segment)
    if selection == segment {
      selection = Self.noSegment
    } else if selection > segment {
      selection -= 1
    }
    trackedSegment = trackedSegment.flatMap { Self.index($0, afterRemoving: segment) }
    releasedSegment = releasedSegment.flatMap { Self.index($0, afterRemoving: segment) }
  }

  /// Where the segment at `index` is once the segment at `removed` is gone.
  private static func index(_ index: Int, afterRemoving removed: Int) -> Int? {
    index == removed ? nil : index > removed ? index - 1 : index
  }

  /// Removes every segment and clears the selection.
  public func removeAllSegments() {
    segments.removeAll()
    selection = Self.noSegment
    trackedSegment = nil
    releasedSegment = nil
  }

  // MARK: Content

  /// Sets a segment's title, replacing its image if it had one: a segment shows a title or an image,
  /// never both.
  ///
  /// - Parameters:
  ///   - title: The title. `nil` removes the title and leaves an image in place.
  ///   - segment: The segment. Outside `0..<numberOfSegments` the call is ignored and recorded as
  ///     ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard checkIndex(segment, method: "setTitle(_:forSegmentAt:)") else { return }
    if let title {
      segments[segment].content = .title(title)
    } else if segments[segment].content?.title != nil {
      segments[segment].content = nil
    }
  }

  /// A segment's title, or `nil` when it shows an image or nothing, or when `segment` is outside
  /// `0..<numberOfSegments`.
  public func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].content?.title : nil
  }

  /// Sets a segment's image, replacing its title if it had one: a segment shows a title or an image,
  /// never both.
  ///
  /// - Parameters:
  ///   - image: The image. `nil` removes the image and leaves a title in place.
  ///   - segment: The segment. Outside `0..<numberOfSegments` the call is ignored and recorded as
  ///     ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  public func setImage(_ image: ImageReference?, forSegmentAt segment: Int) {
    guard checkIndex(segment, method: "setImage(_:forSegmentAt:)") else { return }
    if let image {
      segments[segment].content = .image(image)
    } else if segments[segment].content?.image != nil {
      segments[segment].content = nil
    }
  }

  /// A segment's image, or `nil` when it shows a title or nothing, or when `segment` is outside
  /// `0..<numberOfSegments`.
  public func imageForSegment(at segment: Int) -> ImageReference? {
    segments.indices.contains(segment) ? segments[segment].content?.image : nil
  }

  // MARK: Enabling and widths

  /// Enables or disables a segment. A disabled segment ignores touches and draws dimmed; it can still be
  /// selected from code.
  ///
  /// - Parameters:
  ///   - enabled: Whether touches can select the segment.
  ///   - segment: The segment. Outside `0..<numberOfSegments` the call is ignored and recorded as
  ///     ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard checkIndex(segment, method: "setEnabled(_:forSegmentAt:)") else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled (segments start enabled); `false` when `segment` is outside
  /// `0..<numberOfSegments`.
  public func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }

  /// Sets a segment's width.
  ///
  /// - Parameters:
  ///   - width: The width in points, or `0` (the default) for a width the layout chooses. A negative or
  ///     non-finite width is ignored and recorded as ``ControlDiagnostic/ignoredSetter(_:state:reason:)``.
  ///   - segment: The segment. Outside `0..<numberOfSegments` the call is ignored and recorded as
  ///     ``ControlDiagnostic/segmentIndexOutOfRange(method:index:count:)``.
  public func setWidth(_ width: Double, forSegmentAt segment: Int) {
    guard checkIndex(segment, method: "setWidth(_:forSegmentAt:)") else { return }
    guard width.isFinite, width >= 0 else {
      let value = width.isNaN ? "NaN" : "\(width)"
      record(
        .ignoredSetter(
          "setWidth(_:forSegmentAt: \(segment))", state: state,
          reason: "the width \(value) is not a finite number of points, zero or more; the width stays "
            + "\(segments[segment].width)"))
      return
    }
    segments[segment].width = width
  }

  /// A segment's width set with ``setWidth(_:forSegmentAt:)``; `0` for an automatic width or when
  /// `segment` is outside `0..<numberOfSegments`.
  public func widthForSegment(at segment: Int) -> Double {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  // MARK: Helpers

  /// Inserts a segment at a pinned index, moving the selection and the pressed segment with it.
  private func insert(_ new: Segment, at index: Int) {
    let index = min(max(index, 0), segments.count)
    segments.insert(new, at: index)
    if selection >= index { selection += 1 }
    if let tracked = trackedSegment, tracked >= index { trackedSegment = tracked + 1 }
    if let released = releasedSegment, released >= index { releasedSegment = released + 1 }
  }

  /// Whether `index` names a segment; records a diagnostic naming `method` when it does not.
  func checkIndex(_ index: Int, method: String) -> Bool {
    if segments.indices.contains(index) { return true }
    record(.segmentIndexOutOfRange(method: method, index: index, count: segments.count))
    return false
  }
}
