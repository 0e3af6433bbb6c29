import Testing

@testable import DocBuildKit

/// A model declared again with one more property, built by the same initializer, keeps its
/// users: the global the first block makes still compiles with it, so the new model runs with the
/// next view that reads that global, not apart from the global it needs.
@Suite struct GrownModelTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    @Observable final class Chore {
      var title: String
      init(title: String) {
        self.title = title
      }
    }

    var chore = Chore(title: "dishes")

    struct ChoreView: View {
      var body: some View {
        Text(chore.title)
      }
    }
    ```

    \(caption)

    ```swift
    @Observable final class Chore {
      var title: String
      var stars = 0
      init(title: String) {
        self.title = title
      }
    }
    ```

    ```swift
    struct ChoreView: View {
      var body: some View {
        Button("\\(chore.title): \\(chore.stars)") {
          chore.stars += 1
        }
      }
    }
    ```

    """
  }

  private static func expectBothVersionsRun(_ report: [String], _ path: String) {
    #expect(
      report == [
        "\(path):3: run",
        "\(path):22: ran as part of the example at line 32 [context 2: line 22 declares `Chore` again]",
        "\(path):32: run [context 3: line 32 declares `ChoreView` again]",
      ])
  }

  @Test func englishGrownModelRunsWithTheGlobalOfTheFirstBlock() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/chore.md", Self.note("Chores", "Now the model counts stars:"))
    Self.expectBothVersionsRun(report, "en/chore.md")
  }

  @Test func koreanGrownModelRunsWithTheGlobalOfTheFirstBlock() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/chore.md", Self.note("집안일", "이제 모델이 별을 셉니다:"))
    Self.expectBothVersionsRun(report, "ko/chore.md")
  }

  @Test func chineseGrownModelRunsWithTheGlobalOfTheFirstBlock() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/chore.md", Self.note("家务", "现在模型会数星星："))
    Self.expectBothVersionsRun(report, "zh/chore.md")
  }
}
