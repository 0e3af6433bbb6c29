import EngineCombine
import Testing

@testable import EngineHost
@testable import StateEngine

/// No `@Published` property: the synthesized `objectWillChange` is the only way views hear of changes.
/// Apple's documentation of `ObservableObject`: "By default an ObservableObject synthesizes an
/// objectWillChange publisher" — one per object, so every `send()` reaches the views observing it.
private final class EvenNotifier: ObservableObject {
  var count = 0

  func increment() {
    count += 1
    if count.isMultiple(of: 2) { objectWillChange.send() }
  }
}

private struct EvenCounter: View {
  @StateObject private var notifier = EvenNotifier()

  var body: some View {
    Button("Count \(notifier.count)") { notifier.increment() }
  }
}

private final class Greeter: ObservableObject {
  @Published var name = "Ann"
  @Published var greeting = ""

  init() {
    $name.map { "Hello, \($0)" }.assign(to: &$greeting)
  }
}

/// `onReceive` of a subject the view does not own: counts its subscriptions.
private final class Feed {
  let subject = CurrentValueSubject<Int, Never>(1)
  var subscriptions = 0

  var publisher: AnyPublisher<Int, Never> {
    subject.handleEvents(receiveSubscription: { [unowned self] _ in subscriptions += 1 })
      .eraseToAnyPublisher()
  }
}

private struct FeedView: View {
  let feed: Feed
  let publisher: AnyPublisher<Int, Never>
  @State private var latest = 0
  @State private var taps = 0

  init(feed: Feed) {
    self.feed = feed
    // Built once: SwiftUI compares the publisher the view holds, not a new one per body.
    self.publisher = feed.publisher
  }

  var body: some View {
    VStack {
      Text("Latest \(latest)")
      Button("Taps \(taps)") { taps += 1 }
    }
    .onReceive(publisher) { latest = $0 }
  }
}

private struct SearchBox: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    VStack {
      TextField("Search", text: $model.query)
      Text("Results for \(model.committed)")
    }
  }
}

private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var committed = ""

  init() {
    $query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).assign(to: &$committed)
  }
}

private struct Ticker: View {
  @State private var ticks = 0
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("Ticks \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

/// A timer made with Foundation's own initializer, in the mode UIKit uses while scrolling.
private struct TrackingTicker: View {
  @State private var ticks = 0
  let timer = Timer.TimerPublisher(interval: 0.5, runLoop: .main, mode: .tracking).autoconnect()

  var body: some View {
    Text("Ticks \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

/// A model whose initializer debounces its first value: the root's `@ObservedObject` makes it
/// before the first render.
private final class Signup: ObservableObject {
  @Published var name = ""
  @Published var hint = ""
  private var cancellables = Set<AnyCancellable>()

  init() {
    $name.debounce(for: 0.5, scheduler: RunLoop.main)
      .map { $0.count < 3 ? "Name too short" : "" }
      .assign(to: \.hint, on: self)
      .store(in: &cancellables)
  }
}

private struct SignupForm: View {
  @ObservedObject private var signup = Signup()

  var body: some View { Text("Hint: \(signup.hint)") }
}

extension Engine {
  @Suite struct Combine {
    @Test func synthesizedPublisherIsOnePerObject() {
      let notifier = EvenNotifier()
      #expect(notifier.objectWillChange === notifier.objectWillChange)
      #expect(notifier.objectWillChange !== EvenNotifier().objectWillChange)
    }

    @Test func objectWithoutPublishedUpdatesOnlyWhenItSends() throws {
      let host = ViewHost(EvenCounter())
      try host.tap("Count 0")
      #expect(host.reports[1].bodies.isEmpty)
      #expect(host.snapshotHTML().contains("Count 0"))
      try host.tap("Count 0")
      #expect(bodyNames(host.reports[2]) == ["EvenCounter"])
      #expect(host.snapshotHTML().contains("Count 2"))
      try host.tap("Count 2")
      #expect(host.reports[3].bodies.isEmpty)
      try host.tap("Count 2")
      #expect(host.snapshotHTML().contains("Count 4"))
    }

    /// `assign(to:)` republishes into a `@Published` property ("the lifetime of the subscription
    /// matches the lifetime of the @Published property", Apple's documentation).
    @Test func assignToPublishedFollowsTheSource() {
      let profile = Greeter()
      #expect(profile.greeting == "Hello, Ann")
      var changes = 0
      let subscription = profile.objectWillChange.sink { changes += 1 }
      profile.name = "Bo"
      #expect(profile.greeting == "Hello, Bo")
      // One for `name`, one for `greeting`.
      #expect(changes == 2)
      subscription.cancel()
    }

    /// `$property` publishes in `willSet`: a subscriber still reads the old value on the object.
    @Test func publishedEmitsBeforeTheValueIsStored() {
      let profile = Greeter()
      var seen: [String] = []
      var cancellables = Set<AnyCancellable>()
      profile.$name.sink { [unowned profile] new in seen.append("\(profile.name)→\(new)") }
        .store(in: &cancellables)
      profile.name = "Cy"
      #expect(seen == ["Ann→Ann", "Ann→Cy"])
    }

    @Test func onReceiveSubscribesOnceAcrossBodyRuns() throws {
      let feed = Feed()
      let host = ViewHost(FeedView(feed: feed))
      #expect(host.snapshotHTML().contains("Latest 1"))
      try host.tap("Taps 0")
      try host.tap("Taps 1")
      #expect(feed.subscriptions == 1)
      feed.subject.send(7)
      try host.tap("Taps 2")
      #expect(host.snapshotHTML().contains("Latest 7"))
      #expect(feed.subscriptions == 1)
    }

    /// `debounce` on `DispatchQueue.main` publishes once the input has been quiet for the interval.
    @Test func debounceOnTheMainQueueWaitsForQuiet() throws {
      let host = ViewHost(SearchBox())
      try host.type("sw", into: "Search")
      host.wait(seconds: 0.2)
      try host.type("swift", into: "Search")
      host.wait(seconds: 0.2)
      #expect(host.snapshotHTML().contains("Results for </p>"))
      host.wait(seconds: 0.1)
      #expect(host.snapshotHTML().contains("Results for swift"))
      #expect(host.reports.last?.step == "wait 100ms")
    }

    /// Work the root's initializer schedules is this run's: `@Published` gives its first value to a
    /// new subscriber, which the debounce publishes once quiet ("Publishes elements only after a
    /// specified time interval elapses between events", Apple's documentation of `debounce`).
    @Test func aDebounceScheduledWhileTheRootIsMadeFires() {
      let host = ViewHost(SignupForm())
      #expect(host.snapshotHTML().contains(">Hint: <"))
      host.wait(seconds: 0.6)
      #expect(host.snapshotHTML().contains(">Hint: Name too short<"))
    }

    @Test func timerPublisherTicksOnTheVirtualClock() {
      let host = ViewHost(Ticker())
      host.wait(seconds: 3)
      #expect(host.snapshotHTML().contains("Ticks 3"))
      #expect(bodyNames(host.reports[1]) == ["Ticker", "Ticker", "Ticker"])
    }

    /// `Timer.TimerPublisher(interval:tolerance:runLoop:mode:options:)` "creates a publisher
    /// that repeatedly emits the current date on the given interval" (Apple's documentation); every
    /// run loop mode ticks on the virtual clock.
    @Test func aTimerMadeWithItsInitializerTicksInAnyMode() {
      let host = ViewHost(TrackingTicker())
      host.wait(seconds: 2)
      #expect(host.snapshotHTML().contains("Ticks 4"))
    }

    /// `combineLatest(_:)` publishes "a tuple of the most-recent element from each publisher"
    /// once both have published; `merge(with:)` "combines elements from this publisher with those
    /// from another publisher of the same type, delivering an interleaved sequence of elements"
    /// and finishes when both have (Apple's documentation of each).
    @Test func combineLatestPairsTheLatestAndMergeInterleaves() {
      var pairs: [String] = []
      var merged: [Int] = []
      var finished = false
      var cancellables = Set<AnyCancellable>()
      let letters = PassthroughSubject<String, Never>()
      let numbers = PassthroughSubject<Int, Never>()
      letters.combineLatest(numbers).sink { letter, number in pairs.append("\(letter)\(number)") }
        .store(in: &cancellables)
      let odd = PassthroughSubject<Int, Never>()
      let even = PassthroughSubject<Int, Never>()
      odd.merge(with: even)
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { merged.append($0) })
        .store(in: &cancellables)
      letters.send("a")
      numbers.send(1)
      numbers.send(2)
      letters.send("b")
      #expect(pairs == ["a1", "a2", "b2"])
      odd.send(1)
      even.send(2)
      odd.send(3)
      odd.send(completion: .finished)
      #expect(merged == [1, 2, 3] && !finished)
      even.send(completion: .finished)
      #expect(finished)
    }

    /// `Publishers.MergeMany`: "A publisher created by applying the merge function to an arbitrary
    /// number of upstream publishers"; `Publishers.Merge3` … `Merge8` and `merge(with:_:)` merge
    /// publishers of different types, and each finishes when all its upstreams have (Apple's
    /// documentation of each).
    @Test func mergesOfManyInterleaveAndFinishWhenAllHave() {
      var many: [Int] = []
      var three: [Int] = []
      var eight: [Int] = []
      var finished = false
      var cancellables = Set<AnyCancellable>()
      let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
      Publishers.MergeMany(subjects).merge(with: PassthroughSubject<Int, Never>())
        .sink { many.append($0) }.store(in: &cancellables)
      let first = PassthroughSubject<Int, Never>()
      let second = CurrentValueSubject<Int, Never>(0)
      first.merge(with: second, Just(9))
        .sink(receiveCompletion: { _ in finished = true }, receiveValue: { three.append($0) })
        .store(in: &cancellables)
      Publishers.Merge8(
        Just(1), Just(2), Just(3), Just(4), [5, 6].publisher, Just(7), Just(8), first
      ).sink { eight.append($0) }.store(in: &cancellables)
      subjects[2].send(3)
      subjects[0].send(1)
      #expect(many == [3, 1])
      #expect(three == [0, 9] && !finished)
      first.send(5)
      #expect(three == [0, 9, 5])
      #expect(eight == [1, 2, 3, 4, 5, 6, 7, 8, 5])
      first.send(completion: .finished)
      #expect(!finished)
      second.send(completion: .finished)
      #expect(finished)
    }

    /// `Publishers.CombineLatest3`: "A publisher that receives and combines the latest elements
    /// from three publishers"; `combineLatest(_:_:)` with a transform maps them, and the four-way
    /// form takes a fourth (Apple's documentation of each).
    @Test func combineLatestOfThreeAndFourWaitForAllThenFollowEach() {
      var triples: [String] = []
      var sums: [Int] = []
      var quadruples: [String] = []
      var cancellables = Set<AnyCancellable>()
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let third = CurrentValueSubject<Int, Never>(100)
      Publishers.CombineLatest3(first, second, third)
        .sink { triples.append("\($0)-\($1)-\($2)") }
        .store(in: &cancellables)
      first.combineLatest(second, third) { $0 + $1 + $2 }.sink { sums.append($0) }
        .store(in: &cancellables)
      first.combineLatest(second, third, Just("z"))
        .sink { quadruples.append("\($0)\($1)\($2)\($3)") }
        .store(in: &cancellables)
      first.send(1)
      #expect(triples.isEmpty)
      second.send(2)
      third.send(300)
      first.send(4)
      #expect(triples == ["1-2-100", "1-2-300", "4-2-300"])
      #expect(sums == [103, 303, 306])
      #expect(quadruples == ["12100z", "12300z", "42300z"])
    }

    @Test func justAndSubjectsDeliverSynchronously() {
      var received: [Int] = []
      var cancellables = Set<AnyCancellable>()
      Just(1).sink { received.append($0) }.store(in: &cancellables)
      let subject = PassthroughSubject<Int, Never>()
      subject.sink { received.append($0) }.store(in: &cancellables)
      subject.send(2)
      let current = CurrentValueSubject<Int, Never>(3)
      current.sink { received.append($0) }.store(in: &cancellables)
      #expect(received == [1, 2, 3])
    }
  }
}

private final class Pipeline {
  let input = PassthroughSubject<Int, Never>()
  var throttled: [Int] = []
  var delayed: [Int] = []
  var received: [Int] = []
  var cancellables = Set<AnyCancellable>()

  init() {
    input.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
      .sink { [unowned self] in throttled.append($0) }.store(in: &cancellables)
    input.delay(for: .milliseconds(500), scheduler: RunLoop.main)
      .sink { [unowned self] in delayed.append($0) }.store(in: &cancellables)
    input.receive(on: DispatchQueue.main)
      .sink { [unowned self] in received.append($0) }.store(in: &cancellables)
  }
}

private struct PipelineView: View {
  let pipeline: Pipeline
  var body: some View {
    Button("Send") { pipeline.input.send(pipeline.received.count + 1) }
  }
}

private final class Clock: ObservableObject {
  @Published var ticks = 0
  var timer: Timer?

  func start() {
    timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
      guard let self else { return }
      self.ticks += 1
      if self.ticks == 3 { timer.invalidate() }
    }
  }
}

private struct ClockView: View {
  @StateObject private var clock = Clock()
  var body: some View {
    Text("Ticks \(clock.ticks)").onAppear { clock.start() }
  }
}

extension Engine.Combine {
  /// `throttle(latest: false)` publishes the first value received in each interval, `delay` shifts values by its interval,
  /// `receive(on:)` hands values to the scheduler (Apple's documentation of each operator); on the
  /// main queue and run loop they all follow the virtual clock.
  @Test func schedulerOperatorsFollowTheVirtualClock() throws {
    let pipeline = Pipeline()
    let host = ViewHost(PipelineView(pipeline: pipeline))
    try host.tap("Send")
    #expect(pipeline.received == [1])
    #expect(pipeline.delayed.isEmpty)
    try host.tap("Send")
    host.wait(seconds: 0.5)
    #expect(pipeline.delayed == [1, 2])
    // The first value at once; the first one received during the interval when the interval ends.
    #expect(pipeline.throttled == [1])
    host.wait(seconds: 0.5)
    #expect(pipeline.throttled == [1, 2])
  }

  @Test func scheduledTimersFireUntilInvalidated() {
    let host = ViewHost(ClockView())
    host.wait(seconds: 5)
    #expect(host.snapshotHTML().contains("Ticks 3"))
    #expect(host.reports[1].bodies.count == 3)
  }
}
