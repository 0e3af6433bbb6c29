import Testing

@testable import DocBuildKit

/// An enum case (`case title, note` of a focus enum) is no stored value or state: a fragment
/// binding `$title` to a field, where no block declares a `title` property, reads a value the note
/// never declares, and its reason says so, never pointing at the enum's line.
@Suite struct EnumCaseIsNoStateTests {
  @Test func englishFieldBoundToANameOnlyAFocusEnumHasReadsAnUndeclaredValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/focus.md",
      """
      # Moving focus between fields

      Bind each field to its text:

      ```swift
      TextField("Title", text: $title)
      TextField("Note", text: $note)
      ```

      The fields the focus can rest on:

      ```swift
      enum Entry: Hashable {
        case title, note
      }
      ```

      """)
    let fragment = report.first { $0.hasPrefix("en/focus.md:5:") } ?? ""
    #expect(fragment.contains("uses `note`, `title`, which the note never declares"), "\(report)")
    #expect(!fragment.contains("line 14"), "\(report)")
    #expect(page.contains("uses note, title, which the note never declares"))
  }

  @Test func koreanFieldBoundToANameOnlyAFocusEnumHasReadsAnUndeclaredValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/focus.md",
      """
      # 입력칸 사이 포커스 옮기기

      ```swift
      enum 입력칸: Hashable {
        case 제목
        case 메모
      }
      ```

      각 입력칸을 글자에 묶습니다:

      ```swift
      TextField("제목", text: $제목)
      ```

      """)
    let fragment = report.first { $0.hasPrefix("ko/focus.md:12:") } ?? ""
    #expect(fragment.contains("uses `제목`, which the note never declares"), "\(report)")
    #expect(page.contains("이 글에서 선언하지 않은 제목을(를) 사용합니다"))
  }

  @Test func chineseFieldBoundToANameOnlyAFocusEnumHasReadsAnUndeclaredValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/focus.md",
      """
      # 在输入框之间移动焦点

      ```swift
      enum 输入框: Hashable {
        case 账号, 密码
      }
      ```

      把输入框绑定到文字：

      ```swift
      SecureField("密码", text: $密码)
      ```

      """)
    let fragment = report.first { $0.hasPrefix("zh/focus.md:11:") } ?? ""
    #expect(fragment.contains("uses `密码`, which the note never declares"), "\(report)")
    #expect(page.contains("使用了本文没有声明的 密码"))
  }

  /// A property of the same name as a case still is one: the fragment is placed with it.
  @Test func aStatePropertyNamedLikeACaseIsStillDeclared() {
    let lines = PageNames.declarationLines(
      in: [("enum Entry { case title, note }", 3), ("@State var note = \"\"", 9)], locals: [])
    #expect(lines["note"] == 9)
    #expect(lines["title"] == nil)
    #expect(lines["Entry"] == 3)
  }
}
