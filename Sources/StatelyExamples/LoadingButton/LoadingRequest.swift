/// Identifies one simulated request started by ``LoadingButton/startRequest(onSuccess:)``.
///
/// The host keeps the token with its own timer and passes it back to
/// ``LoadingButton/complete(_:success:)``, so a timer that fires after the request was cancelled or
/// replaced is refused with ``LoadingRequestError/staleToken(_:current:)`` instead of touching a newer
/// request.
public struct RequestToken: Hashable, Sendable, CustomStringConvertible {
  /// A serial number, unique within its button, starting at 1.
  public let serial: Int

  /// Creates a token; buttons make them, hosts only pass them back.
  ///
  /// - Parameter serial: The serial number.
  public init(serial: Int) { self.serial = serial }

  /// `request #n`.
  public var description: String { "request #\(serial)" }
}

/// How a request ended.
public enum RequestOutcome: String, Hashable, Sendable, CaseIterable {
  /// The request succeeded: its change was applied.
  case succeeded
  /// The request failed: the button went back to the state it had before.
  case failed
  /// The request was cancelled: the button went back to the state it had before.
  case cancelled
}

/// Why a request operation was refused. Nothing changes when one is thrown.
public enum LoadingRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A request is already in flight; finish or cancel it first.
  case requestInFlight(RequestToken)
  /// No request is in flight, so there is nothing to complete.
  case noRequestInFlight
  /// The token names a request that is no longer the one in flight (it finished, was cancelled, or
  /// was replaced); `current` is the one in flight, if any.
  case staleToken(RequestToken, current: RequestToken?)

  /// A sentence saying what was refused and why.
  public var description: String {
    switch self {
    case .requestInFlight(let token):
      "cannot start a request while \(token) is in flight; complete or cancel it first"
    case .noRequestInFlight:
      "no request is in flight, so there is nothing to complete"
    case .staleToken(let token, let current):
      "\(token) is no longer in flight; "
        + (current.map { "the request in flight is \($0)" } ?? "no request is in flight")
    }
  }
}
