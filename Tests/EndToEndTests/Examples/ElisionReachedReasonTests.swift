import Testing

@testable import DocBuildKit

/// `List(...) {...}`: docbuild compiles the elided arguments as a stop so the rest compiles; a
/// run that reaches it is the note leaving code out, said so, never a crash with docbuild's
/// file path and the bare trap text.
@Suite struct ElisionReachedReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    NavigationStack {
        List(...) {...}
    }
    .navigationTitle("Orchard")
    ```

    """
  }

  @Test func theReachedElisionIsSaidNotTheCrash() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/orchard.md", Self.note("Orchard"))
    #expect(
      report == [
        "en/orchard.md:3: not run (elided code): `...` at line 5 stands for code the note leaves out: docbuild could only compile it as a stop, and the run reached it. Without that code there is nothing to show"
      ])
    #expect(!page.contains("main.swift"), "\(page)")
    #expect(!page.contains("Fatal error"), "\(page)")
  }

  @Test func koreanAndChinesePagesSayTheElision() throws {
    let (_, _, ko) = try SiteFixture.buildNote("ko/orchard.md", Self.note("과수원"))
    #expect(ko.contains("5행의 ...은(는) 글이 생략한 코드를 나타냅니다"), "\(ko)")
    #expect(!ko.contains("main.swift"), "\(ko)")
    let (_, _, zh) = try SiteFixture.buildNote("zh/orchard.md", Self.note("果园"))
    #expect(zh.contains("第 5 行的 ... 代表本文省略的代码"), "\(zh)")
  }
}
