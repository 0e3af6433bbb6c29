import Testing

@testable import EngineHost
@testable import StateEngine

/// Two pickers bound to one colour, as notes about `@Binding` write them.
private struct Palette: View {
  @State private var main: Color = .red

  var body: some View {
    VStack {
      Swatch(color: $main)
      Swatch(color: $main)
      Button("Blue") { main = .blue }
    }
  }
}

private struct Swatch: View {
  @Binding var color: Color

  var body: some View {
    ColorPicker("Tint", selection: $color)
  }
}

extension Engine {
  @Suite struct ColorPickers {
    @Test func aPickerShowsItsLabelAndTheBoundColour() throws {
      let host = ViewHost(Palette())
      let before = host.snapshotHTML()
      #expect(before.components(separatedBy: ">Tint<").count == 3)
      #expect(before.components(separatedBy: "data-color=\"red\"").count == 3)
      try host.tap("Blue")
      let after = host.snapshotHTML()
      #expect(after.components(separatedBy: "data-color=\"blue\"").count == 3)
      #expect(!after.contains("data-color=\"red\""))
    }
  }
}
