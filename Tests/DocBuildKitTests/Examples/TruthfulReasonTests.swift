import Foundation
import Testing

@testable import DocBuildKit

/// Every reason shown under a block is true and complete, in the page's language.
@Suite struct TruthfulReasonTests {
  func build(_ path: String, _ note: String) throws -> (report: [String], page: String) {
    let (report, _, page) = try SiteFixture.buildNote(path, note)
    return (report, page)
  }

  /// Uses API the engine lacks and a model the note never shows: the reason says both.
  static func sharing(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct 공유: View {
      let 글: 게시물
      var body: some View {
        VStack {
          Text(글.제목)
          ViewThatFits { Text(글.요약) }
        }
      }
    }
    ```

    """
  }

  @Test func engineLacksSaysWhatTheNoteNeverShowsToo() throws {
    let (report, page) = try build("ko/share.md", Self.sharing("공유하기"))
    #expect(
      report == [
        "ko/share.md:3: not run (engine lacks): the engine does not support `ViewThatFits` yet, and it uses `게시물`, which the note never declares"
      ])
    #expect(
      page.contains("상태 엔진이 아직 `ViewThatFits`을(를) 지원하지 않습니다. 또한 이 글에서 선언하지 않은 `게시물`을(를) 사용합니다"))
  }

  /// A platform member the engine lacks, on a platform type, is the engine's gap: never a
  /// member "the note never declares" (an extension it does not show).
  @Test func aPlatformMemberTheEngineLacksIsNotAnUnshownExtension() throws {
    let (report, _) = try build(
      "en/activity.md",
      """
      # Title menu

      ```swift
      struct Reader: View {
        var body: some View {
          Text("Article")
            .toolbarTitleMenu { Button("Rename") {} }
        }
      }
      ```

      """)
    #expect(
      report == [
        "en/activity.md:3: not run (engine lacks): the engine does not support `.toolbarTitleMenu(content:)` yet"
      ])
  }

  @Test func theReasonIsInThePagesLanguage() throws {
    let (_, page) = try build("zh/share.md", Self.sharing("分享"))
    #expect(page.contains("状态引擎尚不支持 `ViewThatFits`；此外还使用了本文没有声明的 `게시물`"))
  }

  /// A name of a framework docbuild does not have is that framework's, never one "the note
  /// never declares".
  @Test func frameworkNamesSayTheFramework() throws {
    let cases = [
      (
        "ko/data.md", "let 요청 = NSFetchRequest<NSNumber>(entityName: \"학생\")", "CoreData",
        "docbuild에 없는 모듈 `CoreData`이(가) 필요합니다"
      ),
      (
        "zh/filter.md", "let 滤镜 = CIFilter(name: \"CISepiaTone\")", "CoreImage",
        "需要 docbuild 没有的模块 `CoreImage`"
      ),
      (
        "en/field.md", "let field = UITextField()", "UIKit",
        "needs `UIKit`, a module docbuild does not have"
      ),
    ]
    for (path, line, module, text) in cases {
      let (report, page) = try build(
        path,
        """
        # Title

        ```swift
        struct Screen: View {
          \(line)
          var body: some View { Text("…") }
        }
        ```

        """)
      #expect(
        report == [
          "\(path):3: not run (foreign module): needs `\(module)`, a module docbuild does not have"
        ])
      #expect(page.contains(text))
    }
  }

  /// `$name` of a value the block never declares is that value; an optional platform type's
  /// member an extension adds is named with its type.
  @Test func unshownBindingsAndExtensionMembersAreNamed() throws {
    let (toggle, togglePage) = try build(
      "zh/toggle.md",
      """
      # 开关

      ```swift
      var body: some View {
        Toggle("开关", isOn: $已打开)
      }
      ```

      """)
    #expect(
      toggle == ["zh/toggle.md:3: not run (excerpt): uses `已打开`, which the note never declares"])
    #expect(togglePage.contains("使用了本文没有声明的 `已打开`"))
    let (pulse, pulsePage) = try build(
      "ko/pulse.md",
      """
      # 맥박

      ```swift
      struct 맥박: View {
        @State private var 켜짐 = false
        var body: some View {
          Button("뛰기") { withAnimation(.통통) { 켜짐.toggle() } }
        }
      }
      ```

      """)
    #expect(
      pulse == [
        "ko/pulse.md:3: not run (excerpt): uses `Animation.통통`, which the note never declares"
      ])
    #expect(pulsePage.contains("이 글에서 선언하지 않은 `Animation.통통`을(를) 사용합니다"))
  }

  /// A block whose own code fails is reported at its own line, and a view expression that does
  /// not use that code still runs: the failure is never put on the block that did not cause it.
  @Test func aFailingBlockIsBlamedAloneAndItsNeighbourRuns() throws {
    for (path, word) in [("ko/size.md", "크기"), ("zh/size.md", "尺寸"), ("en/size.md", "Size")] {
      let (report, page) = try build(
        path,
        """
        # \(word)

        ```swift
        extension View {
          func fitting(_ proposal: ProposedViewSize) -> CGSize {
            print(proposal)
          }
        }
        ```

        ```swift
        HStack {
          Color.mint
          Text("\(word)")
        }
        .frame(width: 240, height: 40)
        ```

        """)
      #expect(
        report == [
          "\(path):3: failed (compile error): 6:5: cannot convert return expression of type '()' to return type 'CGSize'",
          "\(path):11: run (completed)",
        ], "\(report)")
      #expect(page.contains(word))
    }
  }

  /// When every error of a fragment lies in code another block brought, the reason says where
  /// that code is, in the page's language, with the compiler's message explained.
  @Test func errorsInAnotherBlocksCodeAreSaidToBeThere() {
    let reason = NotRunReason.otherBlockFails(
      line: 7, compilerError: "missing return in instance method expected to return 'CGSize'")
    #expect(reason.kind == "needs a block that does not compile")
    #expect(reason.text(in: .ko).hasPrefix("이 페이지의 7행 코드와 함께 컴파일했고, 오류는 모두 그 코드에 있습니다: "))
    #expect(reason.text(in: .zh).hasPrefix("与本页第 7 行的代码一起编译，错误全部出在那段代码中: "))
    #expect(
      reason.text(in: .en)
        == "compiled with the page's code at line 7, and every error is in that code: "
        + "missing return in instance method expected to return 'CGSize'")
  }

  /// Members mixed with expressions that read them: the names are the block's own, never those
  /// of a type the note does not show.
  @Test func aBlocksOwnMembersAreNotCalledUnshown() throws {
    let (report, _) = try build(
      "en/form.md",
      """
      # Form

      ```swift
      @State var name = ""
      TextField("Name", text: $name)
          .foregroundColor(!valid() ? .red : .black)
      func check() -> Bool {
          return name.count > 0
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(!report[0].contains("never shows"), "\(report)")
    #expect(!report[0].contains("never declares `name`"), "\(report)")
  }

  /// Fragments, previews, members and expressions docbuild wraps, in three languages: neither
  /// the pages nor `--explain` show a name only docbuild's code uses.
  @Test func noGeneratedNameReachesAReader() throws {
    let fixture = SiteFixture([
      "ko/parts.md": """
      # 조각

      ```swift
      @State private var 켜짐 = false
      ```

      ```swift
      Toggle("켜기", isOn: $켜짐)
      ```

      ```swift
      .onAppear { self.없는값 += 1 }
      ```

      """,
      "zh/preview.md": """
      # 预览

      ```swift
      #Preview {
        Text("你好")
      }
      ```

      ```swift
      var body: some View {
        Text(未知的值)
      }
      ```

      """,
      "en/mixed.md": """
      # Mixed

      ```swift
      @State private var count = 0

      Button("Count \\(count)") { ... }
      ```

      ```swift
      Text("Hi").frame(width: self.width)
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let texts =
      summary.exampleReport + diagnostics.map(\.formatted)
      + ["ko/parts.html", "zh/preview.html", "en/mixed.html"].map(fixture.page)
    for text in texts {
      for generated in ["__Fragment", "__docbuild"] {
        #expect(!text.contains(generated), "\(generated) in \(text.prefix(300))")
      }
    }
    #expect(summary.examples.run >= 3, "\(summary.exampleReport)")
  }
}
