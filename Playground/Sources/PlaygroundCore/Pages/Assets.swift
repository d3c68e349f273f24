import Foundation
import StatelyHTML

/// The static files the pages use, read from the package's resources (`Sources/PlaygroundCore/Resources`).
///
/// Each is read once, when first asked for; a file missing from the bundle is a packaging error, not
/// something a user's input can cause, and stops the program with its name.
public enum Assets {
  /// The tab icon: a rounded square in the playground's accent colour (`favicon.svg`).
  public static let favicon = resource("favicon.svg")

  /// The stylesheet shared by every page: the pages' own (`style.css`), then StatelyHTML's
  /// `HTMLRenderer.stylesheet`, which the controls rely on.
  public static let stylesheet = resource("style.css") + HTMLRenderer.stylesheet

  /// The gallery's and the landing page's script (`page.js`), which also works from a static export.
  public static let pageScript = resource("page.js")

  /// The live page's client (`live.js`): connects to `/ws`, forwards input events, applies updates, and
  /// reconnects to a fresh session when the connection drops.
  public static let liveScript = resource("live.js")

  /// The text of one file of `Resources/`.
  ///
  /// - Parameter name: The file name, such as `"style.css"`.
  /// - Returns: Its UTF-8 text.
  static func resource(_ name: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      preconditionFailure("the playground's resource \(name) is missing from its bundle")
    }
    return text
  }
}
