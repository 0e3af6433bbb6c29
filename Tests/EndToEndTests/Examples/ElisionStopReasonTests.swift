import Testing

@testable import DocBuildKit

/// Code an excerpt leaves out where a call needs it (`ForEach(...)`) or where a view goes
/// (`{ ... }` given a modifier) stops the block as surely as a name it lacks: the page says both.
@Suite struct ElisionStopReasonTests {
  @Test func koreanElidedLoopArgumentsAreSaidBesideTheMissingRow() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/rows.md",
      """
      # 행 목록

      ```swift
      List {
          ForEach(...) {
              책행()
                  .buttonStyle(.plain)
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/rows.md:3: not run (excerpt): the arguments of `ForEach(...)` are elided with `...`: Swift reads `...` there as a range operator, not arguments, so the block compiles only with them written out; and besides, uses `책행`, which the note never declares"
      ])
    #expect(page.contains("ForEach(...)의 인자를 ...로 생략했습니다"), "\(page)")
    #expect(page.contains("이 글에서 선언하지 않은 책행"), "\(page)")
  }

  /// `let 받은것 = /* … */`: a value left to a comment, which swiftc reads on into the next line,
  /// stops the block too.
  @Test func aValueLeftToACommentIsSaidBesideTheMissingType() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/photos.md",
      """
      # 사진

      ```swift
      class 앨범: ObservableObject {
        @Published var 사진들: [사진] = []

        func 새로고침() {
          let 받은것 = /* 서버에서 받아 옴 */
          사진들 = 받은것
        }
      }
      ```

      """)
    #expect(
      report == [
        "ko/photos.md:3: not run (excerpt): uses `사진`, which the note never declares; also, `/* 서버에서 받아 옴 */` at line 8 is a comment standing for a value or member the note leaves out: Swift reads a comment as nothing, so that place is empty"
      ])
    #expect(page.contains("이 글에서 선언하지 않은 사진"), "\(page)")
  }

  @Test func chinesePlaceholderForARowIsSaidInsteadOfTheClosureType() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/row.md",
      """
      # 行

      ```swift
      var body: some View {
          { … }
              .buttonStyle(.plain)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains("`{ … }` is a placeholder for content the note leaves out"))
    #expect(!report[0].contains("() -> ()"), "\(report)")
    #expect(page.contains("代替笔记省略的内容（要显示的视图）的占位符"), "\(page)")
  }

  /// An elided first argument beside a written one (`ForEach(..., id:)`) stops the call as the
  /// lone mark does; swiftc's words on the generic parameter it could not infer are not said.
  @Test func englishElidedDataBesideAnIdentityKeyPath() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/identity.md",
      #"""
      # Identity

      ```swift
      ForEach(..., id: \.title) { ... }
      ```

      """#)
    #expect(
      report == [
        #"en/identity.md:3: not run (note's mistake): the arguments of `ForEach(..., id: \.title)` are elided with `...`: Swift reads `...` there as a range operator, not arguments, so the block compiles only with them written out"#
      ])
  }

  /// The ellipsis character is no operator at all: the page says so, not "a range operator".
  @Test func chineseEllipsisCharacterIsNoOperator() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/list.md",
      #"""
      # 列表

      ```swift
      List {
          ForEach(…, id: \.self) { 名字 in
              Text(名字)
          }
      }
      ```

      """#)
    #expect(report.count == 1)
    #expect(report[0].contains("are elided with `…`: Swift has no `…` operator"), "\(report)")
    #expect(!report[0].contains("Swift compiler"), "\(report)")
    #expect(page.contains("Swift 没有 … 这个运算符"), "\(page)")
  }
}
