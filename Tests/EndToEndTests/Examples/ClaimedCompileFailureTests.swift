import Foundation
import Testing

@testable import DocBuildKit

/// A block the note's prose says does not compile ("This won't compile:", "컴파일 오류가 납니다",
/// "编译不通过") is a counter-example: when it fails to compile, the page says so with the
/// compiler's first error and the summary counts it as compiled only, as a `compile_fail` block;
/// when it compiles, the build warns at the sentence and runs it.
@Suite struct ClaimedCompileFailureTests {
  struct Built {
    var summary: BuildSummary
    var diagnostics: [Diagnostic]
    var pages: [String: String]
  }

  static let site = Result { try build() }

  static func build() throws -> Built {
    let fixture = SiteFixture([
      "en/switch.md": """
      # A switch

      A view is a value, and an action cannot flip one of its plain stored properties. This
      won't compile:

      ```swift
      struct LampSwitch: View {
        var isOn = false
        var body: some View {
          Button(isOn ? "Off" : "On") { isOn.toggle() }
        }
      }
      ```

      """,
      "ko/score.md": """
      # 점수

      상수는 바꿀 수 없습니다. 그래서 이 코드는 컴파일 오류가 납니다:

      ```swift
      struct 점수판: View {
        let 점수 = 0
        var body: some View {
          Button("올리기") { 점수 += 1 }
        }
      }
      ```

      """,
      "zh/greeting.md": """
      # 问候

      ```swift
      struct 问候: View {
        let 名字 = "小明"
        var body: some View {
          Button("改名") { 名字 = "小红" }
        }
      }
      ```

      这段代码编译不通过，因为常量不能被修改。

      换成 `@State` 之后，我们以为这样写会编译失败：

      ```swift
      struct 新问候: View {
        @State private var 名字 = "小明"
        var body: some View {
          Button("改名") { 名字 = "小红" }
        }
      }
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let pages = ["en/switch", "ko/score", "zh/greeting"].reduce(into: [String: String]()) {
      $0[$1] = TextOfHTML.decode(fixture.page($1 + ".html"))
    }
    return Built(summary: summary, diagnostics: diagnostics, pages: pages)
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().summary.exampleReport.first { $0.hasPrefix(prefix) })
  }

  @Test func aClaimTheCodeConfirmsCountsAsCompiledOnly() throws {
    let built = try Self.site.get()
    #expect(built.summary.examples.failed == 0)
    #expect(built.summary.examples.compiledOnly == 3)
    #expect(built.summary.examples.run == 1)
    let en = try line("en/switch.md:6:")
    #expect(
      en.hasPrefix("en/switch.md:6: compiled only: does not compile, as the note says: "), "\(en)")
    #expect(en.contains("immutable"), "\(en)")
    #expect(try line("ko/score.md:5:").contains("does not compile, as the note says: "))
    #expect(try line("zh/greeting.md:3:").contains("does not compile, as the note says: "))
  }

  @Test func thePageSaysSoInItsLanguageWithTheFirstError() throws {
    let pages = try Self.site.get().pages
    let en = try #require(pages["en/switch"])
    #expect(en.contains("the note says this code does not compile, and it does not: "), "\(en)")
    #expect(en.contains("immutable"), "\(en)")
    let ko = try #require(pages["ko/score"])
    #expect(ko.contains("글이 말하는 대로 이 코드는 컴파일되지 않습니다: "), "\(ko)")
    #expect(ko.contains("점수"), "\(ko)")
    let zh = try #require(pages["zh/greeting"])
    #expect(zh.contains("如笔记所说，这段代码无法编译："), "\(zh)")
    for page in [en, ko, zh] { #expect(!page.contains("__")) }
  }

  @Test func aClaimTheCodeBeliesIsAWarningAtTheSentence() throws {
    let built = try Self.site.get()
    let warnings = built.diagnostics.filter { $0.id == "example.claimed-compile-fail" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.path == "zh/greeting.md")
    #expect(warnings.first?.range?.start.line == 14)
    let zh = try line("zh/greeting.md:16:")
    #expect(zh.hasPrefix("zh/greeting.md:16: run"), "\(zh)")
    #expect(zh.contains("the note says it does not compile (line 14), but it compiles"), "\(zh)")
    let page = try #require(built.pages["zh/greeting"])
    #expect(page.contains("14:1: 笔记说这个示例无法编译，但它可以编译"), "\(page)")
  }
}
