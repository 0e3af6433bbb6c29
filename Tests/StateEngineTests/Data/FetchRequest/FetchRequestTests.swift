import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private final class Item {
  var timestamp = Date(timeIntervalSince1970: 0)
}

private struct Items: View {
  @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])
  private var items: FetchedResults<Item>

  var body: some View {
    VStack {
      List {
        ForEach(Array(items.enumerated()), id: \.offset) { _, item in
          Text("item at \(item.timestamp)")
        }
      }
      Text("\(items.count) items")
    }
  }
}

extension Engine {
  /// `FetchRequest` "retrieves entities from a Core Data persistent store" (Apple's documentation);
  /// Linux has no Core Data, so the request type-checks and its results are empty.
  @Suite struct FetchRequests {
    @Test func aFetchRequestsResultsAreEmpty() {
      let html = ViewHost(Items()).snapshotHTML()
      #expect(html.contains(">0 items<"))
      #expect(!html.contains("item at"))
    }
  }
}
