import EngineSwiftData
import Foundation
import Testing

@Model final class Housework {
  @Attribute(.unique) var title: String
  var minutes: Int
  @Relationship(deleteRule: .cascade, inverse: \Housework.parent) var steps: [Housework] = []
  var parent: Housework?
  @Transient var note = ""

  init(_ title: String, minutes: Int) {
    self.title = title
    self.minutes = minutes
  }
}

private final class Flag: @unchecked Sendable {
  var isSet = false
}

extension Engine {
  @Suite struct ModelContexts {
    /// "You use `@Model` … to convert a Swift class into a stored model"; its properties are
    /// observed like an `@Observable` class's (Apple's documentation of `Model()`).
    @Test func aModelsPropertiesAreObserved() {
      let chore = Housework("Sweep", minutes: 5)
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
        for: Housework.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
      let context = container.mainContext
      for (title, minutes) in [("Sweep", 5), ("Cook", 30), ("Dust", 10), ("Iron", 20)] {
        context.insert(Housework(title, minutes: minutes))
      }
      var descriptor = FetchDescriptor<Housework>(
        predicate: #Predicate { $0.minutes >= 10 },
        sortBy: [SortDescriptor(\Housework.minutes, order: .reverse)])
      #expect(try context.fetch(descriptor).map(\.title) == ["Cook", "Iron", "Dust"])
      #expect(try context.fetchCount(descriptor) == 3)
      descriptor.fetchLimit = 1
      descriptor.fetchOffset = 1
      #expect(try context.fetch(descriptor).map(\.title) == ["Iron"])
      #expect(
        try context.fetch(FetchDescriptor<Housework>()).map(\.title) == [
          "Sweep", "Cook", "Dust", "Iron",
        ])
    }

    /// `delete(_:)` removes a model and `delete(model:where:)` every model the predicate accepts;
    /// `hasChanges` holds until `save()` (Apple's documentation of `ModelContext`).
    @MainActor @Test func deletingAndSaving() throws {
      let context = ModelContext(try ModelContainer(for: Housework.self))
      let sweep = Housework("Sweep", minutes: 5)
      context.insert(sweep)
      context.insert(Housework("Cook", minutes: 30))
      context.insert(Housework("Dust", minutes: 10))
      #expect(context.hasChanges)
      try context.save()
      #expect(!context.hasChanges)
      context.delete(sweep)
      try context.delete(model: Housework.self, where: #Predicate { $0.minutes > 20 })
      #expect(try context.fetch(FetchDescriptor<Housework>()).map(\.title) == ["Dust"])
      #expect(context.hasChanges)
    }

    /// Contexts of one container share its models: the main context sees what another inserted.
    @MainActor @Test func contextsOfAContainerShareItsModels() throws {
      let container = try ModelContainer(for: Housework.self)
      ModelContext(container).insert(Housework("Cook", minutes: 30))
      #expect(try container.mainContext.fetchCount(FetchDescriptor<Housework>()) == 1)
    }
  }
}
