import Testing

@testable import DocBuildKit

/// An excerpt reading or writing an environment value that only a block which does not compile
/// adds (`extension EnvironmentValues`) says so, with that block's line, beside what else it
/// lacks.
@Suite struct FailedEnvironmentValueReasonTests {
  static func note(_ title: String, prose: String, excerpt: String) -> String {
    """
    # \(title)

    ```swift
    extension EnvironmentValues {
        var shade: Double {
            get { self[ShadeKey.self] }
            set { self[ShadeKey.self] = newValue }
        }
    }
    ```

    \(prose)

    ```swift
    \(excerpt)
    ```

    """
  }

  static let reader = """
    struct Lamp: View {
        @Environment(\\.shade) private var shade

        var body: some View {
            Text(Bulb.label(for: shade))
        }
    }
    """

  static let writer = """
    extension View {
        func dimmed(_ amount: Double) -> some View {
            environment(\\.shade, Bulb.clamp(amount))
        }
    }
    """

  @Test(arguments: [
    ("ko/lamp.md", "전등", "이 값을 씁니다.", "컴파일되지 않은 블록에서 선언한 \\.shade(3행)"),
    ("zh/lamp.md", "台灯", "这里用到它。", "在未能编译的代码块中声明的 \\.shade（第 3 行）"),
    (
      "en/lamp.md", "Lamp", "It is used here.",
      "it also uses \\.shade (line 3), declared in a block that does not compile"
    ),
  ])
  func readingAndWritingItSayTheBlock(path: String, title: String, prose: String, expected: String)
    throws
  {
    for excerpt in [Self.reader, Self.writer] {
      let (report, _, page) = try SiteFixture.buildNote(
        path, Self.note(title, prose: prose, excerpt: excerpt))
      let reason = try #require(report.first { $0.hasPrefix(path + ":14:") }, "\(report)")
      #expect(reason.contains("`Bulb`"), "\(reason)")
      #expect(page.contains(expected), "\(page)")
    }
  }
}
