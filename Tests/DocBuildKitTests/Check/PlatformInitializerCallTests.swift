import Testing

@testable import DocBuildKit

/// A call of a platform initializer the engine lacks is named as Apple's documentation spells
/// it, the labels a trailing closure or defaulted arguments leave out included.
struct PlatformInitializerCallTests {
  @Test func aDrawnImageIsNamedWithItsRenderer() {
    let source = """
      let 그림 = Image(size: CGSize(width: 8, height: 8), label: nil, opaque: false, colorMode: .linear) { 맥락 in
      }
      """
    let error = CompilerMessage(
      file: "main.swift", line: 1, column: 14, severity: .error,
      text: "extra arguments at positions #2, #3, #4, #5 in call")
    #expect(
      PlatformInitializerCall.lacking(error, source: source)
        == "Image(size:label:opaque:colorMode:renderer:)")
  }

  @Test func anInitializerTheListLacksIsNoneOfTheEngines() {
    let source = #"let 文字 = Text("你好", highlight: true)"#
    let error = CompilerMessage(
      file: "main.swift", line: 1, column: 11, severity: .error,
      text: "extra argument 'highlight' in call")
    #expect(PlatformInitializerCall.lacking(error, source: source) == nil)
  }
}
