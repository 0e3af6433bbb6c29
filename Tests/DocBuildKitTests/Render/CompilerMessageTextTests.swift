import Testing

@testable import DocBuildKit

/// Compiler messages under a block are read by the page's reader: in the page's language where
/// their shape is known, explained where swiftc's words alone say little, and never with the
/// name of the module docbuild compiles examples in.
@Suite struct CompilerMessageTextTests {
  let notAView =
    "static method 'buildExpression' requires that 'AttributedString' conform to 'View'"

  @Test func aValueThatIsNotAViewIsSaidSoInEachLanguage() {
    #expect(
      CompilerMessageText.explained(notAView, in: .ko)
        == "`AttributedString`은(는) 뷰가 아니어서 뷰의 `body`에 놓을 수 없습니다")
    #expect(
      CompilerMessageText.explained(notAView, in: .zh)
        == "`AttributedString` 不是视图，不能放在视图的 `body` 里")
    #expect(
      CompilerMessageText.explained(notAView, in: .en)
        == "`AttributedString` is not a view, so it cannot stand in a view's `body`")
  }

  @Test func parserMessagesInTheReadersLanguage() {
    #expect(CompilerMessageText.explained("expected `}`", in: .ko) == "`}`이(가) 있어야 합니다")
    #expect(CompilerMessageText.explained("expected `}`", in: .zh) == "这里缺少 `}`")
    #expect(
      CompilerMessageText.explained("expected `}`", in: .en) == "Swift compiler: expected `}`")
    #expect(
      CompilerMessageText.explained("unexpected code `...`", in: .zh) == "多余的代码 `...`")
  }

  /// A plain English message stays as swiftc wrote it, marked as the compiler's on every page;
  /// docbuild's own note on where it is is translated.
  @Test func otherMessagesAreMarkedAsTheCompilersAndTheirPlaceTranslated() {
    let message = "missing return in instance method expected to return 'CGSize'"
    #expect(CompilerMessageText.explained(message, in: .en) == "Swift compiler: " + message)
    #expect(CompilerMessageText.explained(message, in: .ko) == "Swift 컴파일러: " + message)
    #expect(
      CompilerMessageText.explained(message + " (at line 5, earlier on the page)", in: .zh)
        == "Swift 编译器：" + message + " (本页前面第 5 行)")
    #expect(
      CompilerMessageText.explained(message + " (at line 5, earlier on the page)", in: .en)
        == "Swift compiler: " + message + " (at line 5, earlier on the page)")
  }

  @Test func theGeneratedModuleNameNeverShows() {
    let message = "'Injection' is not a member type of class 'main.AppState'"
    for language in [Language.ko, .zh, .en] {
      let text = CompilerMessageText.explained(message, in: language)
      #expect(!text.contains("main."))
      #expect(text.hasSuffix("'Injection' is not a member type of class 'AppState'"))
    }
  }
}

/// docbuild's own words in a failed block's callout are in the page's language.
@Suite struct ProblemTextTests {
  @Test func engineGapsAndCrashesInEachLanguage() {
    let lacks = Diagnostic.warning(
      "example.engine-lacks", "the engine does not support `.isEmpty` yet", path: "zh/a.md",
      range: SourceRange(lines: 4, 4))
    #expect(ProblemText.text(lacks, in: .zh) == "状态引擎尚不支持 `.isEmpty`")
    #expect(ProblemText.text(lacks, in: .ko) == "상태 엔진이 아직 `.isEmpty`을(를) 지원하지 않습니다")
    #expect(ProblemText.text(lacks, in: .en) == lacks.message)
    let crash = Diagnostic.error(
      "example.failed", "the example crashed: Fatal error: Index out of range", path: "ko/a.md",
      range: SourceRange(lines: 1, 1))
    #expect(
      ProblemText.text(crash, in: .ko)
        == "예제가 비정상 종료했습니다: 컬렉션의 범위를 벗어난 인덱스에 접근했습니다 (\"Fatal error: Index out of range\")")
    #expect(
      ProblemText.text(crash, in: .zh)
        == "示例崩溃了：访问的下标超出了集合的范围（“Fatal error: Index out of range”）")
  }

  /// A compiler that crashed is said to be the compiler, in the page's language, never the
  /// stack dump's last line.
  @Test func aCompilerCrashInEachLanguage() {
    var crash = Diagnostic.error(
      "example.compile", CompilerCrash.message, path: "zh/a.md", range: SourceRange(lines: 2, 9))
    crash.cause = .compilerCrash
    #expect(ProblemText.text(crash, in: .ko).hasPrefix("Swift 컴파일러가 이 블록을 컴파일하다 비정상 종료했습니다"))
    #expect(ProblemText.text(crash, in: .zh).hasPrefix("Swift 编译器在编译这个代码块时崩溃了"))
    #expect(ProblemText.text(crash, in: .en).hasPrefix("the Swift compiler crashed on this block"))
    for language in [Language.ko, .zh, .en] {
      #expect(!ProblemText.text(crash, in: language).contains("memory"))
    }
  }

  /// `Identifiable` asks for an `id` alone: a type declaring it without one is said to lack it,
  /// not guessed to have a member such as `body` that does not compile.
  @Test func aTypeNotIdentifiableLacksItsID() {
    let message = "type 'Shelf' does not conform to protocol 'Identifiable'"
    #expect(
      CompilerMessageText.explained(message, in: .ko)
        == "`Shelf`은(는) `Identifiable`을 따른다고 선언했지만 `id` 속성이 없습니다(또는 그 타입이 `Hashable`이 아닙니다): `Identifiable`이 요구하는 것은 `id` 하나입니다"
    )
    #expect(CompilerMessageText.explained(message, in: .zh).contains("却没有 `id` 属性"))
    let en = CompilerMessageText.explained(message, in: .en)
    #expect(en.contains("has no `id` property"), "\(en)")
    #expect(!en.contains("body"), "\(en)")
  }

  /// A class whose stored properties have no values needs an `init` (a SwiftData model too).
  @Test func aClassWithoutInitializersIsSaidWhy() {
    let message = "class '书签' has no initializers"
    #expect(CompilerMessageText.explained(message, in: .zh).hasPrefix("类 `书签` 有没有默认值的存储属性，却没有 `init`"))
    #expect(CompilerMessageText.explained(message, in: .ko).contains("`init`이 없습니다"))
    #expect(
      CompilerMessageText.explained(message, in: .en).contains(
        "its stored properties have no default values and it declares no `init`"))
  }
}
