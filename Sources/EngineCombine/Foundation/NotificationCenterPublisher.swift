import Foundation
import OpenCombine

/// Foundation's Combine support for notifications, which OpenCombine keeps apart
/// (`ocombine.publisher(for:)`): `NotificationCenter.default.publisher(for:)` as examples write it.
extension NotificationCenter {
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// Publishes each notification posted with the name (and object, when given) while subscribed.
  public struct Publisher: OpenCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let observer = center.addObserver(forName: name, object: object, queue: nil) {
        subject.send($0)
      }
      subject
        .handleEvents(receiveCancel: { [center] in center.removeObserver(observer) })
        .receive(subscriber: subscriber)
    }
  }
}
