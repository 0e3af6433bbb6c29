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
          PhaseAnimator([0, 1]) { _ in Text(글.요약) }
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
        "ko/share.md:3: not run (engine lacks): the engine does not support `PhaseAnimator` yet, and it uses `게시물`, which the note never declares"
      ])
    #expect(
      page.contains("상태 엔진이 아직 PhaseAnimator을(를) 지원하지 않습니다. 또한 이 글에서 선언하지 않은 게시물을(를) 사용합니다"))
  }

  /// A platform member the engine lacks, on a platform type, is the engine's gap: never a
  /// member "the note never declares" (an extension it does not show).
  @Test func aPlatformMemberTheEngineLacksIsNotAnUnshownExtension() throws {
    let (report, _) = try build(
      "en/activity.md",
      """
      # Gestures

      ```swift
      struct Reader: View {
        var body: some View {
          Text("Article")
            .defersSystemGestures(on: .bottom)
        }
      }
      ```

      """)
    #expect(
      report == [
        "en/activity.md:3: not run (engine lacks): the engine does not support `.defersSystemGestures(on:)` yet"
      ])
  }

  @Test func theReasonIsInThePagesLanguage() throws {
    let (_, page) = try build("zh/share.md", Self.sharing("分享"))
    #expect(page.contains("状态引擎尚不支持 PhaseAnimator；此外还使用了本文没有声明的 게시물"))
  }

  /// A name of a framework docbuild does not have is that framework's, never one "the note
  /// never declares".
  @Test func frameworkNamesSayTheFramework() throws {
    let cases = [
      (
        "ko/data.md", "let 요청 = NSFetchRequest<NSNumber>(entityName: \"학생\")", "CoreData",
        "docbuild에 없는 모듈 CoreData이(가) 필요합니다"
      ),
      (
        "zh/filter.md", "let 滤镜 = CIFilter(name: \"CISepiaTone\")", "CoreImage",
        "需要 docbuild 没有的模块 CoreImage"
      ),
      (
        "en/field.md", "let field = UITextField()", "UIKit",
        "needs UIKit, a module docbuild does not have"
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
    #expect(togglePage.contains("使用了本文没有声明的 已打开"))
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
    #expect(pulsePage.contains("이 글에서 선언하지 않은 Animation.통통을(를) 사용합니다"))
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
        + "Swift compiler: missing return in instance method expected to return 'CGSize'")
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

  /// A Metal shader or `.strings` entries fenced as Swift are another language: said so, shown,
  /// never reported as a Swift syntax or compile error.
  @Test func anotherLanguageInASwiftFenceIsSaidToBeOne() throws {
    let shader = """
      [[ stitchable ]] half4 물결(float2 위치, half4 색, float2 크기) {
          float2 uv = 위치 / 크기;
          return half4(uv.x, uv.y, 0.5, 1.0);
      }
      """
    let strings = """
      /* 인사 */
      "greeting %@" = "안녕하세요, %@님";
      "farewell" = "안녕히 가세요";
      """
    let python = """
      import numpy as np
      import matplotlib.pyplot as plt

      def 파형(주기):
          x = np.linspace(0, 2 * np.pi, 200)
          return np.sin(주기 * x)

      plt.plot(파형(3))
      """
    let cases = [
      (
        "ko/python.md", python, "Python code, not Swift: shown, not run",
        "Swift가 아니라 Python 코드입니다: 보여 주기만 하고 실행하지 않습니다"
      ),
      (
        "zh/python.md", python, "Python code, not Swift: shown, not run",
        "这是 Python 代码，不是 Swift：只展示，不运行"
      ),
      (
        "en/python.md", python, "Python code, not Swift: shown, not run",
        "Python code, not Swift: shown, not run"
      ),
      (
        "ko/shader.md", shader, "Metal shader code, not Swift: shown, not run",
        "Swift가 아니라 Metal 셰이더 코드입니다: 보여 주기만 하고 실행하지 않습니다"
      ),
      (
        "zh/shader.md", shader, "Metal shader code, not Swift: shown, not run",
        "这是 Metal 着色器代码，不是 Swift：只展示，不运行"
      ),
      (
        "zh/strings.md", strings,
        "entries of a `.strings` localization file, not Swift: shown, not run",
        "这是 .strings 本地化文件的条目，不是 Swift：只展示，不运行"
      ),
      (
        "en/strings.md", strings,
        "entries of a `.strings` localization file, not Swift: shown, not run",
        "entries of a .strings localization file, not Swift: shown, not run"
      ),
    ]
    for (path, code, reason, text) in cases {
      let (report, page) = try build(path, "# Title\n\n```swift\n\(code)\n```\n")
      #expect(report == ["\(path):3: not run (not Swift): \(reason)"], "\(report)")
      #expect(page.contains(text), "\(path)")
    }
  }

  /// Swift that holds a shader's source in a string stays Swift, and runs.
  @Test func swiftHoldingAShaderInAStringIsStillSwift() throws {
    let (report, _) = try build(
      "en/source.md",
      """
      # Source

      ```swift
      let source = "[[ stitchable ]] half4 wave(float2 position, half4 color) { return color; }"
      print(source.count)
      ```

      """)
    #expect(report == ["en/source.md:3: run"], "\(report)")
  }

  /// A `Shape` method after `.frame`, or an `Image` method after `.font`: SwiftUI rejects it
  /// too, so it is the note's mistake, said in the page's language, never API the engine lacks.
  @Test func aShapeMethodAfterAViewModifierIsTheNotesMistake() throws {
    let cases = [
      (
        "ko/card.md", "RoundedRectangle(cornerRadius: 12)", "frame(width: 120, height: 80)",
        "fill(Color.orange)", "`fill` is a `Shape` method: after `.frame`",
        "fill은(는) Shape의 메서드입니다: .frame 뒤의 값은 일반 뷰이고, SwiftUI에서도 뷰에는 fill이(가) 없습니다"
      ),
      (
        "zh/icon.md", "Image(systemName: \"star\")", "font(.title)", "resizable()",
        "`resizable` is an `Image` method: after `.font`",
        "resizable 是 Image 的方法：.font 之后的值是普通视图，在 SwiftUI 中视图同样没有 resizable"
      ),
      (
        "en/ring.md", "Circle()", "padding(8)", "stroke(Color.blue, lineWidth: 2)",
        "`stroke` is a `Shape` method: after `.padding`",
        "stroke is a Shape method: after .padding the value is a view, which has no stroke in SwiftUI either"
      ),
    ]
    for (path, view, modifier, method, reason, text) in cases {
      let (report, page) = try build(
        path,
        """
        # Title

        ```swift
        struct Card: View {
          var body: some View {
            \(view)
              .\(modifier)
              .\(method)
          }
        }
        ```

        """)
      #expect(
        report.count == 1 && report[0].hasPrefix("\(path):3: failed (compile error): 8:"),
        "\(report)")
      #expect(report.first?.contains(reason) == true, "\(report)")
      #expect(page.contains(text), "\(path)")
    }
  }

  /// `Shape`'s own `offset` returns a shape: `fill` after it is SwiftUI, not the note's mistake.
  @Test func aShapeMethodAfterAShapeModifierIsNotCalledMisplaced() throws {
    let (report, _) = try build(
      "en/moved.md",
      """
      # Moved

      ```swift
      struct Moved: View {
        var body: some View {
          Circle()
            .offset(x: 4, y: 4)
            .fill(Color.red)
        }
      }
      ```

      """)
    #expect(report.allSatisfy { !$0.contains("method: after") }, "\(report)")
  }

  /// Compiler messages a reader cannot act on are explained, in each language.
  @Test func signaturesElisionsAndStringsLinesAreExplained() {
    let signature =
      "cannot convert value of type 'CGFloat.Type' to expected argument type 'CGFloat'"
    #expect(
      CompilerMessageText.explained(signature, in: .en).hasPrefix(
        "the type `CGFloat` stands where a value of it goes"))
    #expect(CompilerMessageText.explained(signature, in: .ko).hasPrefix("값이 와야 할 자리에 타입 `CGFloat`"))
    let closure =
      "cannot convert value of type '(() -> Void).Type' to expected argument type '() -> Void'"
    #expect(CompilerMessageText.explained(closure, in: .zh).hasPrefix("应当是值的位置写了类型 `() -> Void`"))
    let elision =
      "cannot convert value of type '(UnboundedRange_) -> ()' to expected argument type 'CGFloat'"
    #expect(
      CompilerMessageText.explained(elision, in: .zh)
        == "应当是 `CGFloat` 值的位置写了省略号 `...`：Swift 把它当作区间运算符")
    #expect(CompilerMessageText.explained(elision, in: .en).hasPrefix("an elision `...` stands"))
    let standalone = "static properties may only be declared on a type"
    #expect(
      CompilerMessageText.explained(standalone, in: .zh) == "`static` 成员只能在类型中声明：这段代码在类型或扩展之外")
    #expect(
      CompilerMessageText.explained(standalone, in: .en).hasSuffix(
        "stands outside any type or extension"))
    let strings = "cannot assign to value: literals are not mutable"
    #expect(CompilerMessageText.explained(strings, in: .ko).contains("`.strings` 현지화 파일"))
    #expect(
      CompilerMessageText.explained(strings, in: .en).contains("`.strings` localization file"))
  }

  /// A representable's `Context` comes with the protocol the engine lacks: it is not a name the
  /// note never shows.
  @Test func aRepresentablesContextComesWithTheProtocol() throws {
    let (report, page) = try build(
      "zh/draft.md",
      """
      # 草稿

      ```swift
      struct 草稿页: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> 草稿页 { 草稿页() }
        func updateUIViewController(_ controller: 草稿页, context: Context) {}
      }
      ```

      """)
    #expect(
      report == [
        "zh/draft.md:3: not run (engine lacks): the engine does not support `UIViewControllerRepresentable` yet"
      ], "\(report)")
    #expect(page.contains("4:13: 状态引擎尚不支持 UIViewControllerRepresentable"))
    #expect(!page.contains("没有声明的"))
  }

  /// A view shown without its `body` (notes show it in a later block) is said to have none,
  /// never "code inside `body` does not compile" (its root is completed with a chosen value).
  @Test func aViewWithoutBodyIsSaidToHaveNone() throws {
    let (report, page) = try build(
      "ko/calendar.md",
      """
      # 달력

      ```swift
      struct 달력: View {
        let 날짜: Int
      }
      ```

      """)
    #expect(
      report == [
        "ko/calendar.md:3: failed (compile error) (completed): 4:8: type '달력' does not conform to protocol 'View': it declares no `body`"
      ], "\(report)")
    #expect(page.contains("달력에는 body가 없어서 View 프로토콜을 따르지 못합니다"))
    #expect(!page.contains("보통 body 같은 요구 멤버"))
  }

  /// A view expression reading a constant a later block declares runs with it, never with
  /// swiftc's bare "cannot find".
  @Test func aFragmentReadingALaterBlocksConstantRunsWithIt() throws {
    for path in ["ko/shelf.md", "zh/shelf.md", "en/shelf.md"] {
      let (report, page) = try build(
        path,
        """
        # Title

        ```swift
        List(선반들, id: \\.self) { Text($0) }
        ```

        Text.

        ```swift
        let 선반들 = ["Oak", "Pine"]
        ```

        """)
      #expect(report.first == "\(path):3: run (completed)", "\(report)")
      #expect(!page.contains("cannot find"), "\(path)")
    }
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

      ```swift
      RoundedRectangle(cornerRadius: 8)
        .frame(width: 40, height: 40)
        .fill(Color.red)
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

      ```swift
      "title" = "Mixed";
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let texts =
      summary.exampleReport + diagnostics.map(\.formatted)
      + ["ko/parts.html", "zh/preview.html", "en/mixed.html"].map(fixture.page)
    for text in texts {
      for generated in ["__Fragment", "__docbuild", "notePreview"] {
        #expect(!text.contains(generated), "\(generated) in \(text.prefix(300))")
      }
    }
    #expect(summary.examples.run >= 3, "\(summary.exampleReport)")
  }
}
