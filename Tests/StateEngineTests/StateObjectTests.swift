import Testing

@testable import EngineHost
@testable import StateEngine

/// Announces its life so tests can check when the engine creates and releases it.
final class LoudCounter: ObservableObject {
  nonisolated(unsafe) static var made = 0
  let kind: String
  let number: Int
  @Published var count = 0

  init(kind: String) {
    LoudCounter.made += 1
    self.kind = kind
    number = LoudCounter.made
    print("\(kind) #\(number) init")
  }

  deinit {
    print("\(kind) #\(number) deinit")
  }
}

struct OwnedCounter: View {
  @StateObject var counter = LoudCounter(kind: "StateObject")

  var body: some View {
    VStack {
      Text("Owned \(counter.count)")
      Button("+1") { counter.count += 1 }
    }
  }
}

struct BorrowedCounter: View {
  @ObservedObject var counter = LoudCounter(kind: "Observed")

  var body: some View {
    VStack {
      Text("Borrowed \(counter.count)")
      Button("+1") { counter.count += 1 }
    }
  }
}

private struct Refresher: View {
  @State var refreshes = 0

  var body: some View {
    VStack {
      Text("Refreshes \(refreshes)")
      Button("Refresh") { refreshes += 1 }
      OwnedCounter()
      BorrowedCounter()
    }
  }
}

/// A pushed screen whose link's body runs again while it shows: the link holds a new struct.
private struct RebuiltDestinations: View {
  @StateObject private var shared = LoudCounter(kind: "Shared")
  @State private var rebuilds = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Rebuilds \(rebuilds)")
        NavigationLink("Three") {
          VStack {
            Button("Rebuild") { rebuilds += 1 }
            OwnedCounter()
            BorrowedCounter()
            PassedCounter(counter: shared)
          }
        }
      }
    }
  }
}

private struct PassedCounter: View {
  @ObservedObject var counter: LoudCounter

  var body: some View {
    VStack {
      Text("Passed \(counter.count)")
      Button("+1") { counter.count += 1 }
    }
  }
}

private struct Navigator: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Owned", destination: OwnedCounter())
        NavigationLink("Borrowed", destination: BorrowedCounter())
      }
      .navigationTitle("Counters")
    }
  }
}

private struct Presenter: View {
  @State private var showsOwned = false
  @State private var showsBorrowed = false

  var body: some View {
    List {
      Button("Show owned") { showsOwned.toggle() }
        .sheet(isPresented: $showsOwned) { OwnedCounter() }
      Button("Show borrowed") { showsBorrowed.toggle() }
        .sheet(isPresented: $showsBorrowed) { BorrowedCounter() }
    }
  }
}

private struct EagerReader: View {
  @StateObject var counter = LoudCounter(kind: "Eager")

  init() {
    _ = counter.count
  }

  var body: some View {
    Text("Eager \(counter.count)")
  }
}

private struct EagerParent: View {
  var body: some View {
    EagerReader()
  }
}

private final class Score: ObservableObject {
  @Published var value: Int
  init(_ value: Int) { self.value = value }
}

private struct FollowingScore: View {
  @ObservedObject var score: Score

  init(score: Score) {
    self.score = score
  }

  var body: some View {
    HStack {
      Text("Following \(score.value)")
      Button("Following +") { score.value += 1 }
    }
  }
}

private struct PinnedScore: View {
  @StateObject var score: Score

  init(score: Score) {
    _score = StateObject(wrappedValue: score)
  }

  var body: some View {
    Text("Pinned \(score.value)")
  }
}

private struct ScorePair: View {
  @State var usesFirst = true
  @StateObject var first = Score(0)
  @StateObject var second = Score(100)

  var body: some View {
    VStack {
      FollowingScore(score: usesFirst ? first : second)
      PinnedScore(score: usesFirst ? first : second)
      Button("Swap") { usesFirst.toggle() }
    }
  }
}

extension Engine {
  @Suite struct StateObjects {
    init() { LoudCounter.made = 0 }

    @Test func theThunkRunsAtInstallAndSurvivesParentUpdates() throws {
      let host = ViewHost(Refresher())
      #expect(host.reports[0].console == ["Observed #1 init", "StateObject #2 init"])
      try host.tap("+1", in: "OwnedCounter")
      try host.tap("+1", in: "BorrowedCounter")
      try host.tap("Refresh")
      let refresh = host.reports.last!
      #expect(refresh.console == ["Observed #3 init", "Observed #1 deinit"])
      #expect(bodyNames(refresh) == ["Refresher", "BorrowedCounter"])
      #expect(refresh.created == ["LoudCounter"])
      #expect(refresh.destroyed == ["LoudCounter"])
      #expect(refresh.snapshot.contains("Owned 1"))
      #expect(refresh.snapshot.contains("Borrowed 0"))
    }

    @Test func aPoppedDestinationReleasesItsStateObject() throws {
      let host = ViewHost(Navigator())
      #expect(host.reports[0].console == ["Observed #1 init"])
      try host.open("Owned")
      #expect(host.reports.last?.console == ["StateObject #2 init"])
      try host.tap("+1")
      try host.back()
      #expect(host.reports.last?.console == ["StateObject #2 deinit"])
      #expect(host.reports.last?.destroyed == ["LoudCounter"])
      try host.open("Owned")
      #expect(host.snapshotHTML().contains("Owned 0"))
      try host.back()
      try host.open("Borrowed")
      try host.tap("+1")
      try host.back()
      try host.open("Borrowed")
      #expect(
        host.snapshotHTML().contains("Borrowed 1"),
        "the link's struct, and its object, outlive the push")
    }

    @Test func aDismissedSheetStartsOverNextTime() throws {
      let host = ViewHost(Presenter())
      try host.tap("Show owned")
      #expect(
        bodyNames(host.reports.last!) == ["OwnedCounter"], "the presenter's body reads neither flag"
      )
      try host.tap("+1")
      try host.dismiss()
      #expect(host.reports.last?.console == ["StateObject #1 deinit"])
      try host.tap("Show owned")
      #expect(host.snapshotHTML().contains("Owned 0"))
      try host.dismiss()
      try host.tap("Show borrowed")
      try host.tap("+1")
      try host.dismiss()
      try host.tap("Show borrowed")
      #expect(host.snapshotHTML().contains("Borrowed 0"))
    }

    @Test func readingBeforeInstallWarnsAndMakesAFreshInstance() {
      let host = ViewHost(EagerParent())
      #expect(
        host.reports[0].console == [
          "Accessing StateObject's object without being installed on a View. This will create a new instance each time.",
          "Eager #1 init", "Eager #1 deinit", "Eager #2 init",
        ])
    }

    /// When the body that builds a pushed screen runs again, the screen gets the new struct, as any
    /// child does: a default `@ObservedObject` starts over with the struct's new object, a
    /// `@StateObject` keeps the first ("SwiftUI creates a new instance of the model object only
    /// once during the lifetime of the container", Apple's documentation of `StateObject`), and an
    /// object passed in from the parent stays the parent's.
    @Test func aPushedScreenRebuiltByItsLinkResetsOnlyItsOwnObservedObject() throws {
      let host = ViewHost(RebuiltDestinations())
      try host.open("Three")
      // The shared object is the root's `@StateObject`: its change runs the root's body too.
      try host.tap("+1", in: "PassedCounter")
      try host.tap("+1", in: "OwnedCounter")
      try host.tap("+1", in: "BorrowedCounter")
      #expect(host.snapshotHTML().contains("Borrowed 1"))
      try host.tap("Rebuild")
      let html = host.snapshotHTML()
      #expect(html.contains("Owned 1"))
      #expect(html.contains("Borrowed 0"))
      #expect(html.contains("Passed 1"))
      #expect(host.reports.last?.console == ["Observed #5 init", "Observed #4 deinit"])
    }

    @Test func observedFollowsTheNewObjectStateObjectKeepsItsFirst() throws {
      let host = ViewHost(ScorePair())
      try host.tap("Following +")
      #expect(host.snapshotHTML().contains("Following 1"))
      #expect(host.snapshotHTML().contains("Pinned 1"))
      try host.tap("Swap")
      #expect(host.snapshotHTML().contains("Following 100"))
      #expect(host.snapshotHTML().contains("Pinned 1"))
    }
  }
}
