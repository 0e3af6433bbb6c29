import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// Prints when its task starts, finishes a long sleep, or is cancelled.
private struct Ticker: View {
  let name: String

  var body: some View {
    Text(name)
      .task {
        print("\(name) starts")
        do {
          try await Task.sleep(nanoseconds: 10_000_000_000)
          print("\(name) done")
        } catch {
          print("\(name) cancelled")
        }
      }
  }
}

private struct TickingStack: View {
  var body: some View {
    NavigationStack {
      VStack {
        Ticker(name: "list")
        NavigationLink("Open") { Text("Detail") }
      }
    }
  }
}

private struct TickingTabs: View {
  var body: some View {
    TabView {
      Ticker(name: "home").tabItem { Text("Home") }
      Ticker(name: "inbox").tabItem { Text("Inbox") }
    }
  }
}

private struct SearchField: View {
  @State private var query = "a"

  var body: some View {
    VStack {
      Text(query)
        .task(id: query) {
          let term = query
          print("search \(term)")
          do {
            try await Task.sleep(nanoseconds: 1_000_000_000)
            print("found \(term)")
          } catch {
            print("stop \(term)")
          }
        }
      Button("Type b") { query = "ab" }
    }
  }
}

extension Engine {
  /// `task(priority:_:)` "adds an asynchronous task to perform before this view appears" and
  /// "SwiftUI will automatically cancel the task at some point after the view disappears before
  /// the action completes"; with an id, "when the id value changes, SwiftUI cancels and restarts
  /// the task" (Apple's documentation of `task(priority:_:)` and `task(id:priority:_:)`). A view
  /// covered by a pushed screen or in a tab not chosen has disappeared (its `onDisappear` runs).
  @Suite struct TaskLifetimes {
    @Test func aCoveredViewsTaskIsCancelledAndStartsAgainOnReturn() throws {
      let host = ViewHost(TickingStack())
      #expect(host.reports[0].console == ["list starts"])
      try host.open("Open")
      #expect(host.reports[1].console == ["list cancelled"])
      try host.back()
      #expect(host.reports[2].console == ["list starts"])
      host.wait(seconds: 10)
      #expect(host.reports[3].console == ["list done"])
    }

    @Test func aTabsTaskRunsWhileTheTabIsChosen() throws {
      let host = ViewHost(TickingTabs())
      #expect(host.reports[0].console == ["home starts"], "the other tab has not appeared")
      try host.tap("Inbox")
      #expect(host.reports[1].console == ["inbox starts", "home cancelled"])
    }

    @Test func aNewIdCancelsAndRestartsTheTask() throws {
      let host = ViewHost(SearchField())
      try host.tap("Type b")
      #expect(host.reports[1].console == ["stop a", "search ab"])
      host.wait(seconds: 1)
      #expect(host.reports[2].console == ["found ab"])
    }
  }
}
