/// The appearances a button resolved most recently, with everything each one was resolved from: a
/// button toggling between a few states resolves each state once, and afterwards an update only
/// compares its inputs with the entry's and copies the appearance out.
///
/// Inputs are the state, the configuration after the update's override and handler (equal
/// configurations resolve equally, and one the update did not touch compares by identity), what they
/// wrote, the legacy per-state values (by a counter that every change bumps), the traits, and the two
/// mode switches. A button whose handler writes a different configuration on every update misses and
/// resolves as before.
final class ButtonAppearanceMemo {
  /// What an appearance was resolved from.
  struct Inputs: Equatable {
    let state: UInt
    let configuration: ButtonConfiguration?
    let written: WrittenValues
    let legacyGeneration: Int
    /// The traits by key, which compares and copies without retaining; the entry's
    /// ``Resolution/traits`` keeps its tint alive, so no other tint can take its identity.
    let traits: TraitCollection.Key
    let isConfigurationMode: Bool
    let automaticallyUpdatesConfiguration: Bool

    /// Equal when every field is, the configurations by value: the words first, then the
    /// configurations, each checked against `nil` and then unwrapped in place. (The synthesized `==`
    /// compared them as optionals, which put both in a tuple: each search of the memo copied the
    /// inputs, retaining and releasing the configurations' storage, about 300 instructions.) A field
    /// added to the inputs must be added here and to the reference in `ButtonAppearanceMemoTests`.
    static func == (lhs: Inputs, rhs: Inputs) -> Bool {
      guard
        lhs.state == rhs.state && lhs.legacyGeneration == rhs.legacyGeneration && lhs.written == rhs.written
          && lhs.traits == rhs.traits && lhs.isConfigurationMode == rhs.isConfigurationMode
          && lhs.automaticallyUpdatesConfiguration == rhs.automaticallyUpdatesConfiguration
      else { return false }
      let leftIsNil = lhs.configuration == nil
      guard leftIsNil == (rhs.configuration == nil) else { return false }
      return leftIsNil || lhs.configuration.unsafelyUnwrapped == rhs.configuration.unsafelyUnwrapped
    }
  }

  /// What some inputs resolved to.
  struct Resolution {
    var appearance: ButtonAppearance
    var sources: ButtonValueSources
    /// The traits it was resolved in, kept for the identity of their tint (see ``Inputs/traits``).
    var traits: TraitCollection
  }

  /// The number of entries kept: a button is usually in one of a few states.
  static let capacity = 4

  /// The inputs of each entry, oldest first; kept apart from the results so that a search reads only
  /// the inputs. Unchecked, like ``resolutions``: the memo belongs to one button, whose accesses to it
  /// never overlap.
  @exclusivity(unchecked) private var inputs: [Inputs] = []
  /// What each entry's inputs resolved to.
  @exclusivity(unchecked) private var resolutions: [Resolution] = []

  /// What `inputs` resolved to, if an entry is kept.
  ///
  /// - Parameter inputs: What the button would resolve from.
  /// - Complexity: O(``capacity``) comparisons, each O(1) when the configurations share storage.
  func resolution(for inputs: Inputs) -> (appearance: ButtonAppearance, sources: ButtonValueSources)? {
    for index in self.inputs.indices where self.inputs[index] == inputs {
      return (resolutions[index].appearance, resolutions[index].sources)
    }
    return nil
  }

  /// Keeps a resolution, dropping the oldest beyond ``capacity``.
  ///
  /// - Parameters:
  ///   - resolution: What `inputs` resolved to.
  ///   - inputs: What it was resolved from.
  func insert(_ resolution: Resolution, for inputs: Inputs) {
    if self.inputs.count == Self.capacity {
      self.inputs.removeFirst()
      resolutions.removeFirst()
    }
    self.inputs.append(inputs)
    resolutions.append(resolution)
  }
}
