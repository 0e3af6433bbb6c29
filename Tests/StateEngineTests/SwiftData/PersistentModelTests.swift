import EngineHost
import EngineSwiftData
import StateEngine
import Testing

@Model final class Trail {
  var name: String
  var kilometres: Double
  @Transient var visits = 0

  init(_ name: String, kilometres: Double) {
    self.name = name
    self.kilometres = kilometres
  }
}

/// A model that declares its own identifier keeps it.
@Model final class Summit {
  var id: String
  var height: Int

  init(id: String, height: Int) {
    self.id = id
    self.height = height
  }
}

private final class ChangeCount: @unchecked Sendable {
  var count = 0
}

/// Rows over the models, each a link by value to the model's detail, as Apple's sample code for
/// SwiftData lists its models.
private struct Trails: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Trail.name) private var trails: [Trail]

  var body: some View {
    NavigationStack {
      List(trails) { trail in
        NavigationLink(trail.name, value: trail)
      }
      .navigationDestination(for: Trail.self) { trail in
        VStack {
          Text("\(trail.name): \(trail.kilometres, specifier: "%.1f") km")
          Button("Visit") { trail.visits += 1 }
          Text("\(trail.visits) visits")
        }
      }
      .onAppear {
        if trails.isEmpty {
          context.insert(Trail("Ridge", kilometres: 7.5))
          context.insert(Trail("Lake", kilometres: 3))
        }
      }
    }
  }
}

extension Engine {
  @Suite struct PersistentModels {
    /// "`PersistentModel` … conforms to `Hashable`, `Identifiable`, `Observable`" and a model's `id`
    /// is its `persistentModelID` (Apple's documentation of `PersistentModel`): models are one
    /// record each, equal and hashed by identity whatever their properties hold.
    @Test func aModelIsIdentifiableAndHashableByIdentity() {
      let ridge = Trail("Ridge", kilometres: 7.5)
      let twin = Trail("Ridge", kilometres: 7.5)
      #expect(ridge == ridge)
      #expect(ridge != twin)
      #expect(Set([ridge, twin, ridge]).count == 2)
      #expect(ridge.id == ridge.persistentModelID)
      #expect(ridge.id != twin.id)
      let summit = Summit(id: "K2", height: 8611)
      #expect(summit.id == "K2")
    }

    /// `@Model` observes as `@Observable` does: "SwiftData … makes the class observable"
    /// (Apple's documentation of `Model()`), and a property set to the value it holds is no
    /// change (`@Observable`'s tracking, which the macro uses).
    @Test func aModelsPropertiesAreObservedOnlyWhenTheyChange() {
      let summit = Summit(id: "Everest", height: 8848)
      let changes = ChangeCount()
      withObservationTracking {
        _ = summit.height
      } onChange: {
        changes.count += 1
      }
      summit.height = 8848
      #expect(changes.count == 0)
      summit.height = 8849
      #expect(changes.count == 1)
    }

    /// `List(models)` rows, `NavigationLink(value: model)` and `.navigationDestination(for:)` over
    /// a model type: "the presented data must conform to `Hashable`" (Apple's documentation of
    /// `navigationDestination(for:destination:)`), which a model does.
    @Test func aModelIsAListRowAndANavigationValue() throws {
      let host = ViewHost(Trails().modelContainer(for: Trail.self, inMemory: true))
      let rows = host.snapshotHTML()
      #expect(rows.contains(">Lake</a>"))
      #expect(rows.contains(">Ridge</a>"))
      try host.open("Ridge")
      #expect(host.snapshotHTML().contains(">Ridge: 7.5 km<"))
      try host.tap("Visit")
      #expect(host.snapshotHTML().contains(">1 visits<"))
      try host.back()
      try host.open("Lake")
      #expect(host.snapshotHTML().contains(">Lake: 3.0 km<"))
      #expect(host.snapshotHTML().contains(">0 visits<"))
    }
  }
}
