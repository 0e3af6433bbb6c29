import Testing

@testable import DocBuildKit

/// A page type named like a generic platform type (SwiftUI's `Tab<Value, Content, Label>`,
/// `Section<Parent, Content, Footer>`) that a later block writes bare as a type, with no member of
/// its own in sight (`func show(_ tab: Tab)`), comes along: written so, the name cannot mean the
/// platform's generic type.
@Suite struct BareGenericShadowTests {
  @Test func aModelTakingTheNotesTabAsAParameterCompilesWithIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/tab.md",
      """
      # 탭 고르기

      ```swift
      enum Tab: String {
        case 홈, 설정
      }
      ```

      모델은 받은 탭을 기록합니다:

      ```swift
      final class 탭기록: ObservableObject {
        @Published private(set) var 기록: [String] = []

        func 보여주기(_ tab: Tab) {
          기록.append(tab.rawValue)
        }
      }
      ```

      """)
    #expect(report == ["ko/tab.md:3: compiled only", "ko/tab.md:11: compiled only"], "\(report)")
  }

  @Test func aViewMethodReturningTheNotesTabRuns() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/tab.md",
      """
      # 标签

      ```swift
      enum Tab {
        case 首页, 设置
      }
      ```

      视图用一个方法给标签起名字：

      ```swift
      struct 标签栏: View {
        var body: some View {
          Text("标签")
        }

        func 名字(_ tab: Tab) -> String {
          String(describing: tab)
        }
      }
      ```

      """)
    #expect(report.last?.hasPrefix("zh/tab.md:11: run") == true, "\(report)")
  }

  @Test func aStoredPropertyOfTheNotesSectionTypeCompilesWithIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/section.md",
      """
      # Reading in sections

      ```swift
      enum Section: Int {
        case intro, details
      }
      ```

      A cursor remembers where the reader is:

      ```swift
      struct Cursor {
        var current: Section

        func following() -> Section? {
          Section(rawValue: current.rawValue + 1)
        }
      }
      ```

      """)
    #expect(
      report == ["en/section.md:3: compiled only", "en/section.md:11: compiled only"], "\(report)")
  }

  @Test func onlyATypeWrittenWhereNothingCanBeInferredCounts() throws {
    let source = try #require(
      SwiftSource.parse(
        """
        struct A {
          @State var on = false
          var tab: Tab
          let section: Section = Section { Text("x") }
          func show(_ list: List) -> Button? { nil }
        }
        extension Group {}
        """))
    #expect(BareGenericTypeNames.names(in: source) == ["Tab", "List", "Button"])
  }
}
