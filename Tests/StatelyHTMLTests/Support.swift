import Stately
import StatelyControls
import StatelyHTML

/// Resolves a configuration, failing the test with the error's description if it cannot.
func appearance(
  _ configuration: ButtonConfiguration, _ state: ControlState = .normal, traits: TraitCollection = .light
) throws -> ButtonAppearance {
  try configuration.resolvedAppearance(for: state, traits: traits)
}

/// A configuration with a title and, optionally, an image.
func configuration(
  _ style: ButtonConfiguration = .filled(), title: String? = "Follow", image: String? = nil,
  placement: DirectionalEdge = .leading
) -> ButtonConfiguration {
  var configuration = style
  configuration.title = title
  if let image { configuration.image = .system(image) }
  configuration.imagePlacement = placement
  return configuration
}

extension String {
  /// The number of non-overlapping occurrences of `needle`.
  func occurrences(of needle: String) -> Int {
    guard !needle.isEmpty else { return 0 }
    var count = 0
    var rest = self[...]
    while let range = rest.range(of: needle) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }

  /// The value of the first `name="…"` attribute on the first element whose class list starts with `className`,
  /// or on the root element when `className` is nil.
  func attribute(_ name: String, inElementWithClass className: String? = nil) -> String? {
    var scope = self[...]
    if let className {
      guard let range = range(of: "class=\"\(className)") else { return nil }
      // Back up to the start of the element.
      guard let open = self[..<range.lowerBound].range(of: "<", options: .backwards) else { return nil }
      scope = self[open.lowerBound...]
    }
    guard let end = scope.firstIndex(of: ">") else { return nil }
    let tag = scope[..<end]
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    let value = tag[start.upperBound...]
    guard let close = value.firstIndex(of: "\"") else { return nil }
    return String(value[..<close])
  }

  /// The inline style declarations of the first element with `className`, as a dictionary.
  func style(ofClass className: String? = nil) -> [String: String] {
    guard let style = attribute("style", inElementWithClass: className) else { return [:] }
    var result: [String: String] = [:]
    for declaration in style.split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1)
      if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
    }
    return result
  }
}
