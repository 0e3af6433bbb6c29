import EngineCombine
import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// `NotificationCenter.publisher(for:object:)`: "returns a publisher that emits events when
/// broadcasting notifications" (Apple's documentation), here received with `.onReceive`.
private let refreshed = Notification.Name("GeometryTests.refreshed")

private struct RefreshCounter: View {
  @State private var refreshes = 0

  var body: some View {
    Text("Refreshes \(refreshes)")
      .onReceive(NotificationCenter.default.publisher(for: refreshed)) { _ in refreshes += 1 }
  }
}

extension Engine {
  @Suite struct NotificationPublishers {
    @Test func onReceiveHearsEachPostedNotification() throws {
      let host = ViewHost(RefreshCounter())
      NotificationCenter.default.post(name: refreshed, object: nil)
      NotificationCenter.default.post(name: refreshed, object: nil)
      host.wait(seconds: 0)
      #expect(host.snapshotHTML().contains("Refreshes 2"))
    }

    @Test func cancellingStopsTheNotifications() {
      var received = 0
      let subscription = NotificationCenter.default.publisher(for: refreshed).sink { _ in
        received += 1
      }
      NotificationCenter.default.post(name: refreshed, object: nil)
      subscription.cancel()
      NotificationCenter.default.post(name: refreshed, object: nil)
      #expect(received == 1)
    }
  }
}
