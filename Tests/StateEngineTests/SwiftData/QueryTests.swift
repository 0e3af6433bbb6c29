import EngineHost
import EngineSwiftData
import StateEngine
import Testing

@Model final class Errand {
  var title: String
  var done = false
  var order: Int

  init(title: String, order: Int) {
    self.title = title
    self.order = order
  }
}

private struct Errands: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Errand.order, order: .reverse) private var errands: [Errand]
  @Query(filter: #Predicate<Errand> { !$0.done }) private var open: [Errand]
  @Query private var all: [Errand]

  var body: some View {
    VStack {
      Button("Add") {
        context.insert(Errand(title: "Errand \(errands.count + 1)", order: errands.count))
      }
      List {
        ForEach(errands) { errand in
          Button(errand.title) { errand.done = true }
        }
        .onDelete { offsets in
          for offset in offsets { context.delete(errands[offset]) }
        }
      }
      Text("order: \(errands.map(\.title).joined(separator: ", "))")
      Text("\(open.count) open")
      Text("\(all.count) in all")
    }
  }
}

/// A parent whose own state changes, so the `.modelContainer(for:)` below it is built again.
private struct Shell: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Button("Shell \(taps)") { taps += 1 }
      Errands().modelContainer(for: Errand.self, inMemory: true)
    }
  }
}

extension Engine {
  @Suite struct Queries {
    /// "`Query` … fetches … models, and … keeps those models in sync with the underlying data":
    /// inserting, deleting and changing a model the filter reads re-render the view (Apple's
    /// documentation of `Query`).
    @Test func aQueryFollowsItsContext() throws {
      let host = ViewHost(Shell())
      #expect(host.snapshotHTML().contains(">0 open<"))
      try host.tap("Add")
      try host.tap("Add")
      #expect(host.snapshotHTML().contains(">order: Errand 2, Errand 1<"))
      #expect(host.snapshotHTML().contains(">2 open<"))
      #expect(host.snapshotHTML().contains(">2 in all<"))
      try host.tap("Errand 1")
      #expect(host.snapshotHTML().contains(">1 open<"))
      try host.swipeToDelete("Errand 2")
      #expect(host.snapshotHTML().contains(">order: Errand 1<"))
      #expect(host.snapshotHTML().contains(">0 open<"))
    }

    /// "The model container … persists across the life of the view": a parent's re-render keeps
    /// the models (Apple's documentation of `View.modelContainer(for:inMemory:…)`).
    @Test func aModifiersContainerOutlivesItsParentsRerender() throws {
      let host = ViewHost(Shell())
      try host.tap("Add")
      try host.tap("Shell 0")
      #expect(host.snapshotHTML().contains(">Shell 1<"))
      #expect(host.snapshotHTML().contains(">order: Errand 1<"))
      // The modifier that holds the container is the engine's, not the note's: no report names it.
      let named = host.reports.flatMap(\.bodies).map { "\($0)" }
      #expect(!named.isEmpty)
      #expect(!named.contains { $0.contains("ModelContainerModifier") })
    }
  }
}

private struct ErrandsApp: App {
  var body: some Scene {
    WindowGroup {
      Errands()
    }
    .modelContainer(for: Errand.self)
  }
}

extension Engine {
  @Suite struct SceneContainers {
    /// "Sets the model container and associated model context in this scene's environment"
    /// (Apple's documentation of `Scene.modelContainer(for:inMemory:…)`).
    @Test func aScenesContainerReachesItsWindowsViews() throws {
      let host = ViewHost(ErrandsApp())
      try host.tap("Add")
      #expect(host.snapshotHTML().contains(">order: Errand 1<"))
      #expect(host.snapshotHTML().contains(">1 in all<"))
    }
  }
}
