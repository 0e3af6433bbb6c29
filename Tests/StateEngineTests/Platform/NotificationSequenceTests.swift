import EngineCombine
import Foundation
import Testing

private let saved = Notification.Name("NotificationSequenceTests.saved")
private let other = Notification.Name("NotificationSequenceTests.other")

extension Engine {
  /// `NotificationCenter.notifications(named:object:)` "returns an asynchronous sequence of
  /// notifications produced by this center for a given notification name and optional source
  /// object" (Apple's documentation of `NotificationCenter`).
  @Suite struct NotificationSequences {
    @Test func theSequenceYieldsEachPostWithItsNameInOrder() async {
      let notifications = NotificationCenter.default.notifications(named: saved)
      NotificationCenter.default.post(name: saved, object: "first" as NSString)
      NotificationCenter.default.post(name: other, object: "elsewhere" as NSString)
      NotificationCenter.default.post(name: saved, object: "second" as NSString)
      var received: [String] = []
      for await notification in notifications {
        received.append(String(describing: notification.object!))
        if received.count == 2 { break }
      }
      #expect(received == ["first", "second"])
    }

    @Test func anObjectFiltersThePosts() async {
      let sender = NSObject()
      var iterator = NotificationCenter.default.notifications(named: saved, object: sender)
        .makeAsyncIterator()
      NotificationCenter.default.post(name: saved, object: NSObject())
      NotificationCenter.default.post(name: saved, object: sender)
      let notification = await iterator.next()
      #expect(notification?.object as? NSObject === sender)
    }
  }
}
