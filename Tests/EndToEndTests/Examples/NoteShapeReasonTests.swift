import Foundation
import Testing

@testable import DocBuildKit

/// What a block's own shape leaves out is said as it is: a misspelt name as a misspelling, a
/// statement of a type the page shows as that type's, a view without its `body` beside the names
/// it lacks, a chain type-checked on a blank view in the page's language; and `#Preview` written
/// with a labelled `body:` runs as the trailing-closure form does.
@Suite struct NoteShapeReasonTests {
  /// One build of notes in the three languages, shared by the tests (the examples compile once).
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "zh/typo.md": """
      # 问候

      ```swift
      import SwfitUI

      struct 问候: View {
        var body: some View {
          Text("你好")
        }
      }
      ```

      """,
      "ko/photo.md": """
      # 사진

      ```swift
      func 불러오기(항목: Photospickeritem?) async {
        guard let 자료 = try? await 항목?.loadTransferable(type: Data.self) else { return }
        let 사진자료들 = [자료]
        print(사진자료둘.count)
      }
      ```

      """,
      "zh/form.md": """
      # 表单

      ```swift
      class 表单模型: ObservableObject {
        @Published var 名字 = ""
        @Published var 名字有效 = false
      }
      ```

      ```swift
      $名字
        .map { $0.count >= 2 }
        .assign(to: \\.名字有效, on: self)
      ```

      """,
      "ko/profile.md": """
      # 프로필

      ```swift
      struct 프로필화면: View {
        @StateObject private var 모델 = 프로필모델()

        var body: some View {
          프로필상세(모델: 모델)
        }
      }

      struct 프로필상세: View {
        @ObservedObject var 모델: 프로필모델
      }
      ```

      """,
      "en/preview.md": """
      # Preview

      ```swift
      struct Greeting: View {
        @Binding var name: String

        var body: some View {
          Text("Hello, \\(name)")
        }
      }

      #Preview("Greeting", body: {
        @State var name = "Ada"
        return Greeting(name: $name)
      })
      ```

      """,
      "ko/chain.md": """
      # 꾸미기

      ```swift
      .padding(8)
      .background(.yellow)
      ```

      """,
    ]
    return try BuiltNotes(
      notes, pages: ["zh/typo", "ko/photo", "zh/form", "ko/profile", "en/preview", "ko/chain"])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// `import SwfitUI` is SwiftUI misspelt, not a module docbuild lacks.
  @Test func aMisspeltImportIsAMisspelling() throws {
    let typo = try line("zh/typo.md:3:")
    #expect(typo.contains("`SwfitUI` is a misspelling of `SwiftUI`"), "\(typo)")
    #expect(!typo.contains("a module docbuild does not have"), "\(typo)")
    #expect(try page("zh/typo").contains("SwfitUI 是 SwiftUI 的笔误"))
  }

  /// A type misspelt by case and a local misspelt by a letter are said as misspellings, not
  /// names the note never declares.
  @Test func misspeltNamesAreMisspellings() throws {
    let photo = try line("ko/photo.md:3:")
    #expect(
      photo.contains(
        "`Photospickeritem` is a misspelling of `PhotosPickerItem` (Swift names are case-sensitive)"
      ), "\(photo)")
    #expect(photo.contains("`사진자료둘` is a misspelling of `사진자료들`"), "\(photo)")
    #expect(!photo.contains("never declares"), "\(photo)")
    #expect(try page("ko/photo").contains("사진자료둘은(는) 사진자료들의 오타입니다"))
  }

  /// `$名字 … on: self` is code of the page's model's initializer, which declares both names.
  @Test func aStatementOfTheModelNamesTheModel() throws {
    let statement = try line("zh/form.md:10:")
    #expect(
      statement.contains("a statement from inside a method of `表单模型` (line 3)"), "\(statement)")
    #expect(statement.contains("`名字`, `名字有效`"), "\(statement)")
    #expect(!statement.contains("never shows"), "\(statement)")
    #expect(try page("zh/form").contains("这是从第 3 行的 表单模型 的方法中摘出的语句"))
  }

  /// The second view has no `body`: as much a gap of the excerpt as the model it never declares.
  @Test func aViewWithoutBodyIsNamedBesideTheMissingModel() throws {
    let excerpt = try line("ko/profile.md:3:")
    #expect(excerpt.contains("uses `프로필모델`, which the note never declares"), "\(excerpt)")
    #expect(excerpt.contains("the view `프로필상세` has no `body`"), "\(excerpt)")
    #expect(try page("ko/profile").contains("뷰 프로필상세에는 body가 없습니다"))
  }

  /// `#Preview("Greeting", body: { … })` is the labelled form of the trailing closure.
  @Test func aPreviewWithALabelledBodyRuns() throws {
    let preview = try line("en/preview.md:3:")
    #expect(preview.hasPrefix("en/preview.md:3: run"), "\(preview)")
  }

  /// A chain with no view of the note is type-checked on a blank view; a Korean page says so in
  /// Korean, not in the completion's English comment alone.
  @Test func aChainCheckedOnABlankViewSaysSoInThePagesLanguage() throws {
    let chain = try line("ko/chain.md:3:")
    #expect(chain.contains("compiled only"), "\(chain)")
    #expect(try page("ko/chain").contains("빈 뷰에 적용해 타입 검사만 하고 실행하지 않았습니다"))
  }
}
