import Testing

@testable import EngineHost
@testable import StateEngine

/// In Swift 6 SwiftUI, `View` is isolated to the main actor ("SwiftUI views are isolated to the
/// main actor", Apple's documentation of `View`), so a view model marked `@MainActor` is created
/// by `@StateObject` or `@State` and used from a body and its actions. That this file compiles is
/// half of the test; the other half is that the models work as the view's state.
@MainActor private final class Inbox: ObservableObject {
  @Published var unread = 3

  func readAll() { unread = 0 }
}

@MainActor @Observable private final class Cart {
  var items = 1

  func add() { items += 1 }
}

private struct InboxView: View {
  @StateObject private var inbox = Inbox()
  @State private var cart = Cart()

  var body: some View {
    VStack {
      Button("Unread \(inbox.unread)") { inbox.readAll() }
      Button("Items \(cart.items)") { cart.add() }
    }
  }
}

extension Engine {
  @Suite struct MainActorViews {
    @Test func mainActorModelsAreTheViewsState() throws {
      let host = ViewHost(InboxView())
      try host.tap("Unread 3")
      try host.tap("Items 1")
      let html = host.snapshotHTML()
      #expect(html.contains("Unread 0"))
      #expect(html.contains("Items 2"))
    }
  }
}
