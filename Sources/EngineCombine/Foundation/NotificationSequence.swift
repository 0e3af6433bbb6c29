import Foundation

/// Foundation's asynchronous sequence of notifications, which Foundation on Linux lacks:
/// `for await note in NotificationCenter.default.notifications(named:)` as examples write it.
extension NotificationCenter {
  /// The notifications posted with the name (and object, when given) from now on, in order.
  public func notifications(named name: Notification.Name, object: AnyObject? = nil)
    -> Notifications
  {
    Notifications(center: self, name: name, object: object)
  }

  /// Listens from its creation, as Apple's does, so posts made before the first `next()` wait.
  public final class Notifications: AsyncSequence, @unchecked Sendable {
    public typealias Element = Notification
    private let stream: AsyncStream<Notification>

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
      let (stream, continuation) = AsyncStream<Notification>.makeStream()
      let observer = center.addObserver(forName: name, object: object, queue: nil) {
        continuation.yield($0)
      }
      let token = ObserverToken(center: center, observer: observer)
      continuation.onTermination = { _ in token.remove() }
      self.stream = stream
    }

    public struct Iterator: AsyncIteratorProtocol {
      var base: AsyncStream<Notification>.Iterator

      public mutating func next() async -> Notification? { await base.next() }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }
  }
}

/// The observation a sequence holds, removed when the sequence ends.
private final class ObserverToken: @unchecked Sendable {
  let center: NotificationCenter
  let observer: NSObjectProtocol

  init(center: NotificationCenter, observer: NSObjectProtocol) {
    self.center = center
    self.observer = observer
  }

  func remove() { center.removeObserver(observer) }
}
