#if canImport(UIKit) && !os(tvOS)
  public import Stately
  import UIKit

  extension UpdateCycle {
    /// The main actor's cycle, flushed once at the end of the event that first requested an update:
    /// what StatelyUIKit's controls use by default, so that a change in one event (a tap, a network
    /// reply) updates each control once, and controls bound to each other settle in the same flush.
    ///
    /// Calling it installs the flush on `UpdateCycle.main`, for requests and for changes to the
    /// `@Observable` properties that controls' factors and updates read (`modelChangeHandler`), which
    /// may come from a timer or a network reply rather than an event; calling it again changes nothing.
    ///
    /// - Returns: `UpdateCycle.main`.
    @MainActor public static func mainRunLoop() -> UpdateCycle {
      let cycle = UpdateCycle.main
      if cycle.requestHandler == nil {
        cycle.requestHandler = { Task { @MainActor in UpdateCycle.main.flush() } }
      }
      if cycle.modelChangeHandler == nil {
        cycle.modelChangeHandler = { Task { @MainActor in UpdateCycle.main.flush() } }
      }
      return cycle
    }
  }
#endif
