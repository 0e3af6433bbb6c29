import Testing

@testable import DocBuildKit

/// A whole program whose preview misspells its view is the note's typo, said as such: never "an
/// excerpt" of a bigger project.
@Suite struct MisnamedPreviewReasonTests {
  static let note = """
    # 开关

    ```swift
    struct LampView: View {
      @State var isLit = false
      var body: some View {
        Button(isLit ? "关灯" : "开灯") { isLit.toggle() }
      }
    }

    struct LampView_Previews: PreviewProvider {
      static var previews: some View {
        LampViews().glow()
      }
    }
    ```

    """

  @Test func thePreviewsTypoIsNamedAndTheProgramCalledWhole() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/lamp.md", Self.note)
    #expect(
      report == [
        "zh/lamp.md:3: not run (preview names an undeclared view): a whole program, except that its preview makes `LampViews`, which the page never declares (the block declares `LampView`), and it uses `.glow`, which the note never declares"
      ])
    #expect(page.contains("这是完整的程序，只是它的预览创建了本页没有声明的 LampViews（这个代码块声明的视图是 LampView）"))
  }

  @Test func aTypeUsedOutsideThePreviewIsStillAnExcerpt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/lamp.md",
      """
      # Lamp

      ```swift
      struct LampView: View {
        let bulb: Bulb
        var body: some View { Text(bulb.name) }
      }

      #Preview { LampView(bulb: Bulb()) }
      ```

      """)
    #expect(
      report == ["en/lamp.md:3: not run (excerpt): uses `Bulb`, which the note never declares"])
  }
}
