/// A heading on the live page: one example's controls, with a sentence saying what they show.
public struct ControlGroup: Sendable, Hashable, Codable {
  /// The heading, such as `"Checkout"`.
  public var title: String
  /// One sentence under the heading.
  public var summary: String
  /// The ids of the group's controls, in display order.
  public var controls: [String]
  /// A name for each control, by id, such as `"Add Item"`: the page labels the control's inspector
  /// card with it.
  public var labels: [String: String]
  /// A sentence under a control, by id, saying what it shows; controls without one are absent.
  public var captions: [String: String]
  /// What the keyboard does, such as `"Keys: s swipes the focused row."`; the page hides it where the
  /// pointer is a finger. `nil` for none.
  public var keys: String?
  /// The article the example rebuilds, with its title and the landing page's anchor for it; `nil` for
  /// none.
  public var source: ControlGroupSource?

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - title: The heading.
  ///   - summary: One sentence saying what the controls show.
  ///   - controls: The ids of the controls, each one of the scene's ``PlaygroundScene/controlIDs``.
  ///   - labels: A name for each control, by id; a control without one is labelled with its id.
  ///   - captions: A sentence under each control that has one, by id.
  ///   - keys: What the keyboard does, or `nil`.
  ///   - source: The article the example rebuilds, or `nil`.
  public init(
    title: String, summary: String, controls: [String], labels: [String: String] = [:],
    captions: [String: String] = [:], keys: String? = nil, source: ControlGroupSource? = nil
  ) {
    self.title = title
    self.summary = summary
    self.controls = controls
    self.labels = labels
    self.captions = captions
    self.keys = keys
    self.source = source
  }
}
