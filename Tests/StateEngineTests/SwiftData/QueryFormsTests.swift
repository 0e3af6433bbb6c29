import EngineHost
import EngineSwiftData
import StateEngine
import Testing

@Model final class Book {
  var title: String
  var pages: Int

  init(_ title: String, pages: Int) {
    self.title = title
    self.pages = pages
  }
}

private struct Shelf: View {
  @Query(sort: [SortDescriptor(\Book.title)]) private var byTitle: [Book]
  @Query(
    filter: #Predicate<Book> { $0.pages > 100 },
    sort: [SortDescriptor(\Book.pages, order: .reverse)])
  private var long: [Book]

  var body: some View {
    VStack {
      Text("by title: \(byTitle.map(\.title).joined(separator: ", "))")
      Text("long: \(long.map(\.title).joined(separator: ", "))")
      Button("Grow Cats") { byTitle.first { $0.title == "Cats" }?.pages = 500 }
    }
  }
}

extension Engine {
  @Suite struct QueryForms {
    /// `Query(filter:sort:)` and `Query(sort:)` with `SortDescriptor`s, over a container the app
    /// made and filled itself and handed to `.modelContainer(_:)` (Apple's documentation of
    /// `Query` and `View.modelContainer(_:)`).
    @MainActor @Test func sortDescriptorsAndAFilterOverAGivenContainer() throws {
      let container = try ModelContainer(
        for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
      for (title, pages) in [("Dogs", 300), ("Ants", 90), ("Cats", 20), ("Bees", 150)] {
        container.mainContext.insert(Book(title, pages: pages))
      }
      let host = ViewHost(Shelf().modelContainer(container))
      #expect(host.snapshotHTML().contains(">by title: Ants, Bees, Cats, Dogs<"))
      #expect(host.snapshotHTML().contains(">long: Dogs, Bees<"))
      try host.tap("Grow Cats")
      #expect(host.snapshotHTML().contains(">long: Cats, Dogs, Bees<"))
    }
  }
}
