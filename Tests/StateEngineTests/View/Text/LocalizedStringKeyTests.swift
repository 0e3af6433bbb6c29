import Testing

@testable import EngineHost
@testable import StateEngine

private struct Greeting: View {
  let name = "민지"

  var body: some View {
    let key: LocalizedStringKey = "你好, \(name)!"
    VStack {
      Text(key)
      Text("Price \(2.5, specifier: "%.2f")")
    }
  }
}

extension Engine {
  @Suite struct LocalizedStringKeys {
    /// "If you initialize a text view with a string literal, the view uses the
    /// `init(_:tableName:bundle:comment:)` initializer, which interprets the string as a
    /// localization key" (Apple's documentation of `Text`); with no string table, a key reads as
    /// itself, interpolations resolved.
    @Test func aKeyWithoutAStringTableReadsAsItself() {
      let html = ViewHost(Greeting()).snapshotHTML()
      #expect(html.contains("<p class=\"ui-text\">你好, 민지!</p>"))
      #expect(html.contains("<p class=\"ui-text\">Price 2.50</p>"))
    }
  }
}
