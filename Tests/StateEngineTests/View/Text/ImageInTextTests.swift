import Testing

@testable import EngineHost
@testable import StateEngine

private struct Signal: View {
  @State private var strength = 0.5

  var body: some View {
    VStack {
      Text(Image(systemName: "ladybug.fill").symbolRenderingMode(.multicolor))
      Text("Hello ") + Text(Image(systemName: "star"))
      Image(systemName: "wifi", variableValue: strength)
    }
  }
}

extension Engine {
  /// `Text(_:)` with an `Image` "creates an instance that wraps an Image, suitable for
  /// concatenating with other Text" (Apple's documentation); `Image(systemName:variableValue:)`
  /// draws a symbol whose fill follows a value. The engine writes an image in text as its name,
  /// and draws the variable symbol as the symbol.
  @Suite struct ImagesInText {
    @Test func anImageInTextIsItsName() {
      let html = ViewHost(Signal()).snapshotHTML()
      #expect(html.contains(">ladybug.fill<"))
      #expect(html.contains(">Hello star<"))
      #expect(html.contains("data-symbol=\"wifi\""))
    }
  }
}
