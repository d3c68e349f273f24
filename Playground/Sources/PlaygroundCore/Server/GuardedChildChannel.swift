import HummingbirdCore
import Logging
import NIOCore

/// A server child channel with a ``RequestHeadGuard`` in front of everything the inner channel sets up.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  let inner: Inner
  let limits: RequestHeadLimits
  let connections: ConnectionCounter
  let acceptsOrigin: @Sendable (_ origin: String, _ authority: String?) -> Bool

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    do {
      try channel.pipeline.syncOperations.addHandler(
        RequestHeadGuard(limits: limits, connections: connections, acceptsOrigin: acceptsOrigin),
        position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    return inner.setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}
