import Testing

@testable import EngineHost
@testable import StateEngine

private struct Decorated: View {
  var body: some View {
    Image(systemName: "star")
      .padding()
      .background(Color.red)
      .font(.title)
      .foregroundStyle(Color.blue)
      .opacity(0.5)
      .frame(width: 10)
      .onAppear {}
  }
}

extension Engine {
  @Suite struct TypeNames {
    /// SwiftUI prints each modifier under its own type (OpenSwiftUI declares `_PaddingLayout`,
    /// `_BackgroundStyleModifier`, `_EnvironmentKeyWritingModifier`, `_ForegroundStyleModifier`,
    /// `_OpacityEffect`, `_FrameLayout` and `_AppearanceActionModifier` with these names), so
    /// `type(of: body)` shows the structure notes teach.
    @Test func modifiersPrintUnderSwiftUIsNames() {
      #expect(
        String(describing: type(of: Decorated().body))
          == "ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<"
          + "ModifiedContent<ModifiedContent<Image, _PaddingLayout>, _BackgroundStyleModifier<Color>>, "
          + "_EnvironmentKeyWritingModifier<Optional<Font>>>, _ForegroundStyleModifier<Color>>, "
          + "_OpacityEffect>, _FrameLayout>, _AppearanceActionModifier>")
    }

    @Test func mirrorShowsTheModifiersFields() {
      let padded = Text("a").padding(8)
      let mirror = Mirror(reflecting: padded)
      #expect(mirror.children.map(\.label) == ["content", "modifier"])
      let modifier = Mirror(reflecting: mirror.children.map(\.value)[1])
      #expect(modifier.children.compactMap(\.label) == ["edges", "insets"])
    }

    @Test func namedModifiersKeepTheirEffects() throws {
      let host = ViewHost(
        VStack {
          Button("Off") {}.disabled(true)
          Text("shown").onAppear { print("appeared") }
        })
      #expect(host.reports[0].console == ["appeared"])
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\" disabled>Off</button>"))
    }
  }
}
