import Testing

@testable import EngineHost
@testable import StateEngine

private enum Mode: CaseIterable { case list, grid, empty }

private struct Modes: View {
  @State var mode = Mode.list
  @State var note: String? = nil

  var body: some View {
    VStack {
      switch mode {
      case .list: Text("List mode")
      case .grid: Text("Grid mode")
      case .empty: EmptyView()
      }
      if let note { Text("Note \(note)") }
      Group {
        ForEach(0..<2) { Text("Row \($0)") }
      }
      AnyView(Divider())
      Button("Next mode") { mode = mode == .list ? .grid : .empty }
      Button("Add note") { note = "hi" }
    }
  }
}

private struct BindingInputs: View {
  @State var value = 1
  @State var other = 0

  var body: some View {
    VStack {
      Text("Other \(other)")
      ConstantChild(value: .constant(5))
      ClosureChild(value: Binding(get: { 7 }, set: { _ in }))
      Button("Other") { other += 1 }
    }
  }
}

private struct ConstantChild: View {
  @Binding var value: Int
  var body: some View { Text("Constant \(value)") }
}

private struct ClosureChild: View {
  @Binding var value: Int
  var body: some View { Text("Closure \(value)") }
}

extension Engine {
  @Suite struct ViewBuilding {
    @Test func switchOptionalsGroupsAndErasedViews() throws {
      let host = ViewHost(Modes())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">List mode</p><p class=\"ui-text\">Row 0</p>"
          + "<p class=\"ui-text\">Row 1</p><hr class=\"ui-divider\"><button class=\"ui-button\">Next mode</button>"
          + "<button class=\"ui-button\">Add note</button></div>")
      try host.tap("Next mode")
      #expect(host.snapshotHTML().contains("Grid mode"))
      try host.tap("Add note")
      #expect(host.snapshotHTML().contains("Note hi"))
      try host.tap("Next mode")
      #expect(!host.snapshotHTML().contains("mode</p>"))
    }

    @Test func constantBindingsAreEqualClosureBindingsNever() throws {
      let host = ViewHost(BindingInputs())
      try host.tap("Other")
      #expect(bodyNames(host.reports.last!) == ["BindingInputs", "ClosureChild"])
    }
  }
}

private struct Task: Identifiable {
  let id: Int
  var done = false
}

private struct TaskList: View {
  @State var tasks = [Task(id: 1), Task(id: 2)]
  @State var quantity = 1

  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        Toggle("Task \(task.id)", isOn: $task.done)
      }
      Text("Done \(tasks.filter(\.done).count)")
      Stepper("Quantity \(quantity)", value: $quantity, in: 0...2)
    }
  }
}

extension Engine.ViewBuilding {
  @Test func forEachOverABindingGivesRowBindings() throws {
    let host = ViewHost(TaskList())
    try host.toggle("Task 2")
    #expect(host.snapshotHTML().contains("Done 1"))
  }

  @Test func steppersAreTwoButtonsThatRespectTheirBounds() throws {
    let host = ViewHost(TaskList())
    try host.tap("+")
    try host.tap("+")
    #expect(host.snapshotHTML().contains("Quantity 2"))
    try host.tap("−")
    #expect(host.snapshotHTML().contains("Quantity 1"))
  }
}

/// Views passed to `TupleView` as a tuple, without a builder: ten is no limit then.
private struct Eleven: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      TupleView(
        (
          Text("1"), Text("2"), Text("3"), Text("4"), Text("5"), Text("6"), Text("7"),
          Text("8"), Text("9"), Text("10"), Button("Taps \(taps)") { taps += 1 }
        ))
    }
  }
}

extension Engine.ViewBuilding {
  /// `TupleView` is "a View created from a swift tuple of View values", with a public `init(_:)`
  /// (Apple's documentation): each element is a child, shown in order, as a builder's block's are.
  @Test func aTupleViewBuiltFromATupleShowsEachElement() throws {
    let host = ViewHost(Eleven())
    let html = host.snapshotHTML()
    let shown = (1...10).map { "<p class=\"ui-text\">\($0)</p>" }.joined()
    #expect(html.contains(shown))
    try host.tap("Taps 0")
    #expect(host.snapshotHTML().contains(">Taps 1<"))
    #expect(TupleView((Text("a"), Text("b"))).value.1 == Text("b"))
    #expect(TupleView(Text("alone")).children.count == 1)
  }
}
