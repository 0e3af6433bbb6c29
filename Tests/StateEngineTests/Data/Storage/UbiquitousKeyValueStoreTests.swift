import EngineCombine
import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// iCloud's key-value store, which the engine keeps in memory: a view saving a field to it and
/// reloading it when the store says another device changed it.
private struct CloudNote: View {
  @State private var note = NSUbiquitousKeyValueStore().string(forKey: "note") ?? "empty"

  var body: some View {
    VStack {
      TextField("Note", text: $note)
      Text("Saved \(note)")
    }
    .onChange(of: note) { _, value in NSUbiquitousKeyValueStore.default.set(value, forKey: "note") }
    .onReceive(
      NotificationCenter.default.publisher(
        for: NSUbiquitousKeyValueStore.didChangeExternallyNotification)
    ) { _ in
      note = NSUbiquitousKeyValueStore.default.string(forKey: "note") ?? "empty"
    }
  }
}

extension Engine {
  @Suite struct UbiquitousKeyValueStores {
    @Test func everyInstanceSharesTheOneStore() throws {
      let host = ViewHost(CloudNote())
      try host.type("Milk", into: "Note")
      let store = NSUbiquitousKeyValueStore()
      #expect(store.string(forKey: "note") == "Milk")
      #expect(store.synchronize())
    }

    @Test func aViewHearsAnExternalChangeItIsToldOf() throws {
      let host = ViewHost(CloudNote())
      NSUbiquitousKeyValueStore.default.set("Eggs", forKey: "note")
      #expect(host.snapshotHTML().contains("Saved empty"), "a local write posts nothing")
      NotificationCenter.default.post(
        name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil)
      host.wait(seconds: 0)
      #expect(host.snapshotHTML().contains("Saved Eggs"))
    }

    @Test func numbersReadBackAndMissingOnesAreZero() {
      let store = NSUbiquitousKeyValueStore.default
      store.set(Int64(30), forKey: "count")
      store.set(true, forKey: "synced")
      #expect(store.longLong(forKey: "count") == 30)
      #expect(store.bool(forKey: "synced"))
      #expect(store.double(forKey: "absent") == 0)
      store.removeObject(forKey: "count")
      #expect(store.object(forKey: "count") == nil)
    }

    /// Foundation's key-value stores are thread-safe: writes from many threads at once all land.
    @Test func writesFromManyThreadsAtOnceAllLand() {
      NSUbiquitousKeyValueStore.removeAll()
      DispatchQueue.concurrentPerform(iterations: 400) { index in
        let store = NSUbiquitousKeyValueStore()
        store.set(Int64(index), forKey: "key \(index)")
        _ = store.dictionaryRepresentation.count
      }
      let store = NSUbiquitousKeyValueStore()
      #expect(store.dictionaryRepresentation.count == 400)
      #expect((0..<400).allSatisfy { store.longLong(forKey: "key \($0)") == Int64($0) })
    }

    @Test func everyRunStartsFromAnEmptyStore() throws {
      let first = ViewHost(CloudNote())
      try first.type("Tea", into: "Note")
      #expect(ViewHost(CloudNote()).snapshotHTML().contains("Saved empty"))
    }
  }
}
