import Stately
import StatelyControls

#if canImport(os)
  import os
#endif

/// Where the SwiftUI styles report what is wrong with their looks, in debug builds: each look's
/// findings once per process, the first time a button with it appears.
///
/// A look is a space, a configuration table and a tint; its findings are the table's shadowed rules and
/// ties over the space's reachable states, and the states whose configuration cannot be resolved
/// (``StatelyButtonStyle/findings``). Release builds report nothing and compute nothing.
///
/// ```swift
/// StyleDiagnostics.handler = { line in print("Stately:", line) }
/// ```
@MainActor
public enum StyleDiagnostics {
  /// What receives each line of findings. Defaults to the unified log (subsystem `Stately`, category
  /// `StatelySwiftUI`, as warnings) on Apple platforms, and to standard output elsewhere.
  public static var handler: @MainActor (String) -> Void = defaultHandler

  /// The looks already reported.
  static var ledger = DiagnosticsLedger()

  /// Reports a style's findings unless its look was already reported.
  ///
  /// - Parameter style: The style whose look to check.
  /// - Returns: The lines reported now.
  @discardableResult
  static func reportOnce(_ style: StatelyButtonStyle) -> [String] {
    let key = AnyHashableLook(LookKey(style))
    let lines = ledger.report(key) { style.findings }
    for line in lines { handler("StatelyButtonStyle: \(line)") }
    return lines
  }

  /// The default handler: the unified log where it exists, standard output elsewhere.
  private static func defaultHandler(_ line: String) {
    #if canImport(os)
      Logger(subsystem: "Stately", category: "StatelySwiftUI").warning("\(line, privacy: .public)")
    #else
      print(line)
    #endif
  }
}

/// What a style's findings depend on: its space, its table and its tint, not its flags.
private struct LookKey: Sendable, Hashable {
  let space: StateSpace
  let table: ConfigurationTable<ButtonConfiguration>
  let tint: DynamicColor

  init(_ style: StatelyButtonStyle) {
    space = style.space
    table = style.configurationTable
    tint = style.tintColor
  }
}
