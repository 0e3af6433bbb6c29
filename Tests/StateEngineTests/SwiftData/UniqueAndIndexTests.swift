import EngineSwiftData
import Foundation
import Testing

@Model final class Ridge {
  #Unique<Ridge>([\.name], [\.range, \.height])
  #Index<Ridge>([\.name])

  var name: String
  var range: String
  var height: Int

  init(_ name: String, range: String, height: Int) {
    self.name = name
    self.range = range
    self.height = height
  }
}

extension Engine {
  @Suite struct UniqueAndIndex {
    /// `#Unique` and `#Index` "specify" uniqueness constraints and indices for a model's store
    /// (Apple's documentation of `Unique(_:)` and `Index(_:)`). They compile inside a `@Model`
    /// class; in memory they change nothing, so a second model with the same name is kept.
    @MainActor @Test func constraintsCompileAndChangeNothingInMemory() throws {
      let container = try ModelContainer(for: Ridge.self)
      let context = container.mainContext
      context.insert(Ridge("Arête", range: "Alps", height: 3000))
      context.insert(Ridge("Arête", range: "Alps", height: 3000))
      #expect(try context.fetchCount(FetchDescriptor<Ridge>()) == 2)
    }
  }
}
