import Stately

/// Resolved values that the controls of one ``UpdateCycle`` share: a resolution equal to one kept here
/// is replaced by the kept one, so that equal values share one storage.
///
/// A list's cells resolve their backgrounds from the same presets, so most of them resolve equal
/// backgrounds: one per state they are in. Kept once per cycle, 100,000 cells toggling between two
/// states hold two backgrounds instead of 200,000, and a list that draws them reads two storages that
/// stay in the caches instead of one per cell.
///
/// What is kept is bounded: at most ``capacity`` backgrounds, the oldest replaced first. A background
/// not found among them is kept in place of the oldest and returned as it is, so a cycle whose cells
/// resolve many different backgrounds only shares less. Sharing never changes a value, only where it
/// is stored.
final class SharedResolutions {
  /// The most backgrounds a cycle keeps.
  static let capacity = 8

  /// The kept backgrounds, in the order they were kept, up to ``capacity``.
  private var backgrounds: [BackgroundAppearance] = []
  /// The index in ``backgrounds`` that the next background replaces once the list is full.
  private var oldest = 0

  /// The kept background equal to `background`, or `background` itself, which is then kept.
  ///
  /// - Parameter background: A background just resolved.
  /// - Returns: An equal background, sharing the kept one's storage when there is one.
  /// - Complexity: O(``capacity``) comparisons.
  func shared(_ background: BackgroundAppearance) -> BackgroundAppearance {
    if let kept = backgrounds.first(where: { $0 == background }) { return kept }
    if backgrounds.count < Self.capacity {
      backgrounds.append(background)
    } else {
      backgrounds[oldest] = background
      oldest = (oldest + 1) % Self.capacity
    }
    return background
  }
}

extension UpdateCycle {
  /// The values this cycle's controls share, made on first use.
  var sharedResolutions: SharedResolutions {
    if let shared = attachment as? SharedResolutions { return shared }
    let shared = SharedResolutions()
    attachment = shared
    return shared
  }
}
