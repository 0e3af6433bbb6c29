import Testing

@testable import EngineHost
@testable import StateEngine

private struct Meter: View {
  @State private var level = 1
  @State private var label = "Meter"
  @State private var showsHint = false

  var body: some View {
    VStack {
      Text(label)
      Text("Level \(level)")
        .animation(.easeIn, value: level)
      Circle().scaleEffect(CGFloat(level))
      if showsHint { Text("Hint") }
      Button("Up") { level += 1 }
      Button("Rename") { label = "Gauge" }
      Button("Up slowly") { withAnimation(.spring) { label = "Rising" } }
      Button("Hint") { withAnimation { showsHint = true } }
      Toggle("Hint toggle", isOn: $showsHint.animation(.linear))
    }
  }
}

private struct Quiet: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Loud \(count)")
      Text("Quiet \(count)").transaction { $0.animation = nil }
      Button("Count") { withAnimation(.snappy) { count += 1 } }
    }
  }
}

extension Engine {
  /// A change is animated when its update carries an animation: one made in `withAnimation`
  /// ("Returns the result of recomputing the view's body with the provided animation"), through a
  /// binding's `animation(_:)`, or below `.animation(_:value:)` when "the specified value changes"
  /// (Apple's documentation of each). The engine records which drawn changes were animated.
  @Suite struct AnimatedChanges {
    static func animated(_ html: String) -> [String] {
      html.components(separatedBy: "<div class=\"ui-animated\" data-animation=\"").dropFirst().map {
        String($0.prefix { $0 != "<" })
      }
    }

    @Test func aChangeMadeInWithAnimationIsAnimatedWithIt() throws {
      let host = ViewHost(Meter())
      #expect(Self.animated(host.snapshotHTML()).isEmpty, "the first render animates nothing")
      try host.tap("Up slowly")
      #expect(Self.animated(host.snapshotHTML()) == ["spring\">"])
      #expect(
        host.snapshotHTML().contains("data-animation=\"spring\"><p class=\"ui-text\">Rising</p>"))
    }

    @Test func aPlainChangeIsNotAnimatedAndMarksLastOneStep() throws {
      let host = ViewHost(Meter())
      try host.tap("Up slowly")
      try host.tap("Rename")
      #expect(Self.animated(host.snapshotHTML()).isEmpty)
      #expect(host.snapshotHTML().contains("Gauge"))
    }

    @Test func anAnimationModifierAppliesWhenItsValueChanges() throws {
      let host = ViewHost(Meter())
      try host.tap("Up")
      let html = host.snapshotHTML()
      #expect(html.contains("data-animation=\"easeIn\"><p class=\"ui-text\">Level 2</p>"))
      // The circle's scale changed in the same update, outside the modifier: not animated.
      #expect(!html.contains("data-animation=\"easeIn\"><div class=\"ui-modified\""))
    }

    @Test func anInsertedViewIsAnimatedWithTheTransaction() throws {
      let host = ViewHost(Meter())
      try host.tap("Hint")
      #expect(
        host.snapshotHTML().contains("data-animation=\"default\"><p class=\"ui-text\">Hint</p>"))
    }

    /// `transaction(_:)` "applies the given transaction mutation function to all animations used
    /// within the view" (Apple's documentation): clearing the animation keeps its view still.
    @Test func aTransactionModifierCanTakeTheAnimationAway() throws {
      let host = ViewHost(Quiet())
      try host.tap("Count")
      let html = host.snapshotHTML()
      #expect(html.contains("data-animation=\"snappy\"><p class=\"ui-text\">Loud 1</p>"))
      #expect(html.contains("Quiet 1") && Self.animated(html).count == 1)
    }

    @Test func aBindingsAnimationAnimatesItsWrites() throws {
      let host = ViewHost(Meter())
      try host.toggle("Hint toggle")
      #expect(
        host.snapshotHTML().contains("data-animation=\"linear\"><p class=\"ui-text\">Hint</p>"))
    }
  }
}
