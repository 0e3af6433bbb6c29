import Testing

@testable import EngineHost
@testable import StateEngine

// Our own versions of the Korean note's experiments (seed 004): four numbers shown by a Text, a computed
// property, a method and a child struct; a button changes either the first or the fourth number.

/// Like the note's helper: a new colour each time a body runs, which made re-runs visible on screen.
extension Color {
  fileprivate static func random() -> Color {
    Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
  }
}

private struct FourthByValue: View {
  let fourth: Int

  init(fourth: Int) {
    self.fourth = fourth
    print("FourthByValue init")
  }

  var body: some View {
    Text("Fourth \(fourth)").background(Color.random())
  }
}

private struct FourthByBinding: View {
  @Binding var fourth: Int

  var body: some View {
    Text("Fourth \(fourth)").background(Color.random())
  }
}

private struct StateNumbersByValue: View {
  @State private var first = 0
  @State private var second = 0
  @State private var third = 0
  @State private var fourth = 0

  var body: some View {
    VStack {
      Text("First \(first)").background(Color.random())
      secondRow
      thirdRow()
      FourthByValue(fourth: fourth)
      Button("Change first") { first = Int.random(in: 1...100) }
      Button("Change fourth") { fourth = Int.random(in: 1...100) }
    }
  }

  var secondRow: some View { Text("Second \(second)").background(Color.random()) }
  func thirdRow() -> some View { Text("Third \(third)").background(Color.random()) }
}

private struct StateNumbersByBinding: View {
  @State private var first = 0
  @State private var second = 0
  @State private var third = 0
  @State private var fourth = 0

  var body: some View {
    VStack {
      Text("First \(first)").background(Color.random())
      secondRow
      thirdRow()
      FourthByBinding(fourth: $fourth)
      Button("Change first") { first = Int.random(in: 1...100) }
      Button("Change fourth") { fourth = Int.random(in: 1...100) }
    }
  }

  var secondRow: some View { Text("Second \(second)").background(Color.random()) }
  func thirdRow() -> some View { Text("Third \(third)").background(Color.random()) }
}

private final class Numbers: ObservableObject {
  @Published var first = 0
  @Published var second = 0
  @Published var third = 0
  @Published var fourth = 0
}

private struct ModelNumbersByValue: View {
  @StateObject var numbers = Numbers()

  var body: some View {
    VStack {
      Text("First \(numbers.first)").background(Color.random())
      secondRow
      thirdRow()
      FourthByValue(fourth: numbers.fourth)
      Button("Change first") { numbers.first = Int.random(in: 1...100) }
      Button("Change fourth") { numbers.fourth = Int.random(in: 1...100) }
    }
  }

  var secondRow: some View { Text("Second \(numbers.second)").background(Color.random()) }
  func thirdRow() -> some View { Text("Third \(numbers.third)").background(Color.random()) }
}

private struct ModelNumbersByBinding: View {
  @StateObject var numbers = Numbers()

  var body: some View {
    VStack {
      Text("First \(numbers.first)").background(Color.random())
      secondRow
      thirdRow()
      FourthByBinding(fourth: $numbers.fourth)
      Button("Change first") { numbers.first = Int.random(in: 1...100) }
      Button("Change fourth") { numbers.fourth = Int.random(in: 1...100) }
    }
  }

  var secondRow: some View { Text("Second \(numbers.second)").background(Color.random()) }
  func thirdRow() -> some View { Text("Third \(numbers.third)").background(Color.random()) }
}

private func bodiesAfter<Root: View>(_ root: Root, tapping label: String) throws -> [String] {
  let host = ViewHost(root)
  try host.tap(label)
  return bodyNames(host.reports.last!)
}

extension Engine {
  @Suite struct Reevaluation {
    @Test func stateFirstWithLetChild() throws {
      #expect(
        try bodiesAfter(StateNumbersByValue(), tapping: "Change first") == ["StateNumbersByValue"])
    }

    @Test func stateFirstWithBindingChild() throws {
      #expect(
        try bodiesAfter(StateNumbersByBinding(), tapping: "Change first") == [
          "StateNumbersByBinding"
        ])
    }

    @Test func stateFourthWithLetChild() throws {
      #expect(
        try bodiesAfter(StateNumbersByValue(), tapping: "Change fourth") == [
          "StateNumbersByValue", "FourthByValue",
        ])
    }

    @Test func stateFourthWithBindingChildRerunsOnlyTheChild() throws {
      #expect(
        try bodiesAfter(StateNumbersByBinding(), tapping: "Change fourth") == ["FourthByBinding"])
    }

    @Test func modelFirstWithLetChild() throws {
      #expect(
        try bodiesAfter(ModelNumbersByValue(), tapping: "Change first") == ["ModelNumbersByValue"])
    }

    @Test func modelFirstWithBindingChild() throws {
      #expect(
        try bodiesAfter(ModelNumbersByBinding(), tapping: "Change first") == [
          "ModelNumbersByBinding"
        ])
    }

    @Test func modelFourthWithLetChild() throws {
      #expect(
        try bodiesAfter(ModelNumbersByValue(), tapping: "Change fourth") == [
          "ModelNumbersByValue", "FourthByValue",
        ])
    }

    @Test func modelFourthWithBindingChildRerunsEverything() throws {
      #expect(
        try bodiesAfter(ModelNumbersByBinding(), tapping: "Change fourth") == [
          "ModelNumbersByBinding", "FourthByBinding",
        ])
    }

    @Test func aChildsInitRunsEvenWhenItsBodyDoesNot() throws {
      let host = ViewHost(StateNumbersByValue())
      try host.tap("Change first")
      #expect(host.reports.last?.console == ["FourthByValue init"])
      #expect(host.reports.last?.bodies.map(\.path) == ["StateNumbersByValue"])
    }

    @Test func identityPathsNameContainersAndViews() {
      let host = ViewHost(StateNumbersByValue())
      #expect(
        host.reports[0].bodies.map(\.path) == [
          "StateNumbersByValue", "StateNumbersByValue/VStack/FourthByValue",
        ])
    }

    @Test func inputComparisonRules() {
      struct Plain: View {
        let number: Int
        var body: some View { Text("\(number)") }
      }
      struct WithClosure: View {
        let action: () -> Void
        var body: some View { Text("x") }
      }
      final class Box {}
      struct WithObject: View {
        let box: Box
        var body: some View { Text("x") }
      }
      #expect(InputComparison.equal(Plain(number: 1), Plain(number: 1)))
      #expect(!InputComparison.equal(Plain(number: 1), Plain(number: 2)))
      var captured = 0
      #expect(!InputComparison.equal(WithClosure { captured += 1 }, WithClosure { captured += 1 }))
      let nonCapturing: () -> Void = {}
      #expect(
        InputComparison.equal(WithClosure(action: nonCapturing), WithClosure(action: nonCapturing)))
      let box = Box()
      #expect(InputComparison.equal(WithObject(box: box), WithObject(box: box)))
      #expect(!InputComparison.equal(WithObject(box: box), WithObject(box: Box())))
    }
  }
}
