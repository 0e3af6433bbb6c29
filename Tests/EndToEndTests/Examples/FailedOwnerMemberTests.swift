import Testing

@testable import DocBuildKit

/// A method shown apart from its view reads a property only a view that does not compile declares
/// (`coordinator` of a view using types the note never shows): the reason says where it is,
/// besides the names the note never declares.
@Suite struct FailedOwnerMemberTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    private func finish() {
      try? store.save()
      coordinator.showHome()
    }
    ```

    \(caption)

    ```swift
    struct RootView: View {
      @State private var coordinator = Coordinator()
      var body: some View {
        Text("Root")
      }
    }
    ```

    """
  }

  @Test func theMemberOfTheFailingViewIsSaidWithItsLine() throws {
    for (path, title, caption, said) in [
      ("ko/finish.md", "가입 마치기", "루트 뷰입니다.", "컴파일되지 않은 블록에서 선언한 coordinator(12행)"),
      ("zh/finish.md", "完成注册", "根视图。", "在未能编译的代码块中声明的 coordinator（第 12 行）"),
      ("en/finish.md", "Finishing", "The root view.", "coordinator (line 12), declared in a block"),
    ] {
      let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, caption))
      #expect(
        report.first
          == "\(path):3: not run (excerpt): uses `store`, which the note never declares; it also uses `coordinator` (line 12), declared in a block that does not compile",
        "\(report)")
      #expect(page.contains(said), "\(page)")
    }
  }
}
