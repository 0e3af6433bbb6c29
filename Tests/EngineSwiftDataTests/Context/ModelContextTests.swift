import EngineSwiftData
import Foundation
import Testing

@Model final class Chore {
  @Attribute(.unique) var title: String
  var minutes: Int
  @Relationship(deleteRule: .cascade, inverse: \Chore.parent) var steps: [Chore] = []
  var parent: Chore?
  @Transient var note = ""

  init(_ title: String, minutes: Int) {
    self.title = title
    self.minutes = minutes
  }
}

private final class Flag: @unchecked Sendable {
  var isSet = false
}

extension SwiftDataEngine {
  @Suite struct ModelContexts {
    /// "You use `@Model` … to convert a Swift class into a stored model"; its properties are
    /// observed like an `@Observable` class's (Apple's documentation of `Model()`).
    @Test func aModelsPropertiesAreObserved() {
      let chore = Chore("Sweep", minutes: 5)
      let changed = Flag()
      withObservationTracking {
        _ = chore.title
      } onChange: {
        changed.isSet = true
      }
      chore.title = "Mop"
      #expect(changed.isSet)
      // `@Attribute`, `@Relationship` and `@Transient` leave their properties observed.
      let noted = Flag()
      withObservationTracking {
        _ = (chore.note, chore.steps)
      } onChange: {
        noted.isSet = true
      }
      chore.note = "wet"
      #expect(noted.isSet)
      let model: any PersistentModel = chore
      #expect(model === chore)
    }

    /// `fetch(_:)` "returns an array of typed models that satisfy the criteria of the specified
    /// fetch descriptor": its predicate, sort, limit and offset (Apple's documentation of
    /// `ModelContext.fetch(_:)` and `FetchDescriptor`).
    @MainActor @Test func aFetchFiltersSortsAndLimits() throws {
      let container = try ModelContainer(
        for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
      let context = container.mainContext
      for (title, minutes) in [("Sweep", 5), ("Cook", 30), ("Dust", 10), ("Iron", 20)] {
        context.insert(Chore(title, minutes: minutes))
      }
      var descriptor = FetchDescriptor<Chore>(
        predicate: #Predicate { $0.minutes >= 10 },
        sortBy: [SortDescriptor(\Chore.minutes, order: .reverse)])
      #expect(try context.fetch(descriptor).map(\.title) == ["Cook", "Iron", "Dust"])
      #expect(try context.fetchCount(descriptor) == 3)
      descriptor.fetchLimit = 1
      descriptor.fetchOffset = 1
      #expect(try context.fetch(descriptor).map(\.title) == ["Iron"])
      #expect(
        try context.fetch(FetchDescriptor<Chore>()).map(\.title) == [
          "Sweep", "Cook", "Dust", "Iron",
        ])
    }

    /// `delete(_:)` removes a model and `delete(model:where:)` every model the predicate accepts;
    /// `hasChanges` holds until `save()` (Apple's documentation of `ModelContext`).
    @MainActor @Test func deletingAndSaving() throws {
      let context = ModelContext(try ModelContainer(for: Chore.self))
      let sweep = Chore("Sweep", minutes: 5)
      context.insert(sweep)
      context.insert(Chore("Cook", minutes: 30))
      context.insert(Chore("Dust", minutes: 10))
      #expect(context.hasChanges)
      try context.save()
      #expect(!context.hasChanges)
      context.delete(sweep)
      try context.delete(model: Chore.self, where: #Predicate { $0.minutes > 20 })
      #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title) == ["Dust"])
      #expect(context.hasChanges)
    }

    /// Contexts of one container share its models: the main context sees what another inserted.
    @MainActor @Test func contextsOfAContainerShareItsModels() throws {
      let container = try ModelContainer(for: Chore.self)
      ModelContext(container).insert(Chore("Cook", minutes: 30))
      #expect(try container.mainContext.fetchCount(FetchDescriptor<Chore>()) == 1)
    }
  }
}
