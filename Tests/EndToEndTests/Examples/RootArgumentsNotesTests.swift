import Testing

@testable import DocBuildKit

/// A view that needs arguments the page gives only inside another view (a `ForEach` row) cannot
/// run by itself; when the example that builds it runs, the view's block ran as part of that
/// example. A Korean and a Chinese note whose rows come before their lists, an English note whose
/// row nothing builds. A view whose values the note itself declares (`static let example`, a
/// top-level constant) runs with them; one whose values neither the note nor docbuild's choice
/// (`ChosenRootValuesNotesTests`) makes says which.
@Suite struct RootArgumentsNotesTests {
  static let korean = #"""
    # 과일 목록

    한 줄을 그리는 뷰는 이름과 개수를 받습니다.

    ```swift
    import SwiftUI

    struct 과일행: View {
      let 이름: String
      let 개수: Int
      var body: some View {
        Text("\(이름) \(개수)개")
      }
    }
    ```

    목록이 각 줄을 만듭니다.

    ```swift
    struct 과일목록: View {
      let 과일들 = ["사과", "배"]
      var body: some View {
        VStack {
          ForEach(과일들, id: \.self) { 이름 in
            과일행(이름: 이름, 개수: 이름.count)
          }
        }
      }
    }
    ```

    """#

  @Test func aRowBuiltByALaterListRanAsPartOfTheListsExample() throws {
    let fixture = SiteFixture(["ko/01-fruit.md": Self.korean])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(summary.exampleReport.contains("ko/01-fruit.md:19: run"), "\(summary.exampleReport)")
    #expect(
      summary.exampleReport.contains("ko/01-fruit.md:5: ran as part of the example at line 19"),
      "\(summary.exampleReport)")
    let entry = try #require(
      summary.exampleEntries.first { $0.note == "ko/01-fruit.md" && $0.line == 5 })
    #expect(entry.status == "compiled-only")
    #expect(entry.ranInExample == 19)
    let page = fixture.page("ko/01-fruit.html")
    #expect(page.contains("<a href=\"#example-19\">19행의 예제를 실행할 때 함께 실행되었습니다</a>"))
    #expect(!page.contains("인자"), "the row is no longer said to need arguments")
  }

  static let chinese = #"""
    # 待办

    ```swift
    import SwiftUI

    struct 待办: Identifiable {
      let id: Int
      var 标题: String
    }

    struct 待办行: View {
      let 事项: 待办
      var body: some View {
        Text("☐ " + 事项.标题)
      }
    }
    ```

    列表为每一项创建一行：

    ```swift
    struct 待办列表: View {
      let 全部 = [待办(id: 1, 标题: "买菜"), 待办(id: 2, 标题: "写作业")]
      var body: some View {
        VStack {
          ForEach(全部) { 事项 in
            待办行(事项: 事项)
          }
        }
      }
    }
    ```

    """#

  @Test func aRowTakingTheNotesModelRanAsPartOfTheListThatBuildsIt() throws {
    let fixture = SiteFixture(["zh/01-todo.md": Self.chinese])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains("zh/01-todo.md:3: ran as part of the example at line 21"),
      "\(summary.exampleReport)")
    let page = fixture.page("zh/01-todo.html")
    #expect(page.contains("<a href=\"#example-21\">作为第 21 行示例的一部分运行</a>"))
    #expect(page.contains("☐ 买菜"))
  }

  static let english = #"""
    # A row on its own

    ```swift
    import SwiftUI

    struct ScoreRow: View {
      let player: String
      @Binding var isStarred: Bool
      let canStar: (String) -> Bool
      var body: some View {
        Text(player)
      }
    }
    ```

    """#

  @Test func aRowNothingBuildsStillNeedsItsArguments() throws {
    let fixture = SiteFixture(["en/01-score.md": Self.english])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    let entry = try #require(
      summary.exampleEntries.first { $0.note == "en/01-score.md" && $0.line == 3 })
    #expect(entry.status == "not-run")
    #expect(entry.ranInExample == nil)
    #expect(
      entry.reason
        == "root needs arguments: `ScoreRow` needs `canStar: (String) -> Bool`; the note never makes one (name a root with `root=` or a `#Preview`)"
    )
  }

  static let englishExample = #"""
    # A repository row

    ```swift
    import SwiftUI

    struct Repo {
      let name: String
      let stars: Int

      static let example = Repo(name: "docbuild", stars: 42)
    }
    ```

    The row shows one repository:

    ```swift
    struct RepoRow: View {
      let repo: Repo
      var body: some View {
        Text("\(repo.name) has \(repo.stars) stars")
      }
    }
    ```

    """#

  @Test func aRowRunsWithTheExampleValueItsNoteDeclares() throws {
    let fixture = SiteFixture(["en/01-repo.md": Self.englishExample])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains("en/01-repo.md:16: run (completed)"),
      "\(summary.exampleReport)")
    let page = fixture.page("en/01-repo.html")
    #expect(page.contains("docbuild has 42 stars"))
    #expect(
      page.contains(
        "docbuild mounts the root with values the note declares, `Repo.example` (line 10): RepoRow(repo: Repo.example)"
      ))
  }

  static let chineseBinding = #"""
    # 名片

    ```swift
    import SwiftUI

    struct 联系人 {
      var 名字: String
    }

    let 示例联系人 = 联系人(名字: "小明")
    ```

    名片用绑定读写联系人：

    ```swift
    struct 名片: View {
      @Binding var 人: 联系人
      var body: some View {
        Text("你好，" + 人.名字)
      }
    }
    ```

    """#

  @Test func aBindingIsGivenAConstantOfTheNotesTopLevelValue() throws {
    let fixture = SiteFixture(["zh/01-card.md": Self.chineseBinding])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains("zh/01-card.md:15: run (completed)"),
      "\(summary.exampleReport)")
    let page = fixture.page("zh/01-card.html")
    #expect(page.contains("你好，小明"))
    #expect(page.contains("名片(人: .constant(示例联系人))"))
  }

  static let koreanWithoutValue = #"""
    # 책 정보

    ```swift
    import SwiftUI

    struct 책 {
      var 제목: String
      init(제목: String) { self.제목 = 제목 }
    }

    struct 책정보: View {
      let 선택한책: 책
      var body: some View {
        Text(선택한책.제목)
      }
    }
    ```

    """#

  @Test func aViewWhoseValueTheNoteNeverMakesIsNotRunWithAnInventedOne() throws {
    let fixture = SiteFixture(["ko/01-book.md": Self.koreanWithoutValue])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    let entry = try #require(
      summary.exampleEntries.first { $0.note == "ko/01-book.md" && $0.line == 3 })
    #expect(entry.status == "not-run")
    #expect(
      entry.reason
        == "root needs arguments: `책정보` needs `선택한책: 책`; the note never makes one (name a root with `root=` or a `#Preview`)"
    )
    #expect(fixture.page("ko/01-book.html").contains("값이 필요하지만 노트 어디에도 그런 값이 없습니다"))
  }
}
