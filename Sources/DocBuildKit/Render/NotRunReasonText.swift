/// The reasons for not running a block, in each language of the site. Compiler messages and
/// Swift names inside them stay as the compiler wrote them.
extension NotRunReason {
  func text(in language: Language) -> String {
    switch self {
    case .block(.apiListing):
      return language.pick(
        "API 목록입니다: 본문이 없는 선언", "API 清单：没有实现体的声明", "an API listing: declarations without bodies")
    case .block(.consoleLog):
      return language.pick(
        "Swift 코드가 아니라 콘솔 출력입니다", "这是控制台输出，不是 Swift 代码", "console output, not Swift")
    case .block(.invalid(let problem)):
      return language.pick("문법 오류", "语法错误", "syntax error")
        + " (\(problem.position)): "
        + CompilerMessageText.explained(problem.message, in: language)
    case .block(.otherLanguage(.metalShader)):
      return language.pick(
        "Swift가 아니라 Metal 셰이더 코드입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是 Metal 着色器代码，不是 Swift：只展示，不运行",
        "Metal shader code, not Swift: shown, not run")
    case .block(.otherLanguage(.stringsFile)):
      return language.pick(
        "Swift가 아니라 `.strings` 현지화 파일의 항목입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是 `.strings` 本地化文件的条目，不是 Swift：只展示，不运行",
        "entries of a `.strings` localization file, not Swift: shown, not run")
    case .block(.fragment(let fragment)):
      return Self.fragment(fragment, language)
    case .block(.program):
      return language.pick("실행하지 않음", "未运行", "not run")
    case .fragmentNeedsContext(let fragment, let error):
      return Self.compiled(fragment, language) + " — "
        + CompilerMessageText.explained(error, in: language)
    case .readsOtherBlocks(let fragment, let names, let lines):
      let ko = zip(names, lines).map { "`\($0)`(\($1)행)" }.joined(separator: ", ")
      let zh = zip(names, lines).map { "`\($0)`（第 \($1) 行）" }.joined(separator: "、")
      let en = zip(names, lines).map { "`\($0)` (line \($1))" }.joined(separator: ", ")
      return Self.compiled(fragment, language) + " — "
        + language.pick(
          "이 페이지의 다른 블록에서 선언한 \(ko)을(를) 읽지만, docbuild는 그 선언과 함께 이 블록을 컴파일하지 못했습니다",
          "读取了本页其他代码块声明的 \(zh)，但 docbuild 没能把这段代码和那些声明一起编译",
          "it reads \(en), declared in another block of the page, which docbuild could not compile this block with"
        )
    case .undeclaredNames(let names):
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "이 글에서 선언하지 않은 \(list)을(를) 사용합니다", "使用了本文没有声明的 \(list)",
        "uses \(list), which the note never declares")
    case .membersOfUnshownType(let names):
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "이 글에서 보여 주지 않는 타입의 멤버입니다: \(list)을(를) 읽습니다",
        "属于本文没有展示的类型的成员：读取了 \(list)",
        "members of a type the note never shows: they read \(list)")
    case .foreignModule(let module):
      return language.pick(
        "docbuild에 없는 모듈 `\(module)`이(가) 필요합니다", "需要 docbuild 没有的模块 `\(module)`",
        "needs `\(module)`, a module docbuild does not have")
    case .engineLacks(let names, let unshown):
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      let lacks = language.pick(
        "상태 엔진이 아직 \(list)을(를) 지원하지 않습니다", "状态引擎尚不支持 \(list)",
        "the engine does not support \(list) yet")
      guard !unshown.isEmpty else { return lacks }
      let others = unshown.map { "`\($0)`" }.joined(separator: ", ")
      return lacks
        + language.pick(
          ". 또한 이 글에서 선언하지 않은 \(others)을(를) 사용합니다", "；此外还使用了本文没有声明的 \(others)",
          ", and it uses \(others), which the note never declares")
    case .needsFailedBlock(let names):
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "컴파일되지 않은 블록에서 선언한 \(list)을(를) 사용합니다", "使用了在未能编译的代码块中声明的 \(list)",
        "uses \(list), declared in a block that does not compile")
    case .modifiedViewFails(let names):
      let list = names.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "수정자 체인이 붙을 이 글의 뷰 \(list)이(가) 컴파일되지 않는 블록에 있습니다",
        "修饰符链要修饰的本文视图 \(list) 所在的代码块无法编译",
        names.count == 1
          ? "a chain of modifiers for the note's view \(list), which is in a block that does not compile"
          : "a chain of modifiers for the note's views \(list), which are in blocks that do not compile"
      )
    case .otherBlockFails(let line, let error):
      return language.pick(
        "이 페이지의 \(line)행 코드와 함께 컴파일했고, 오류는 모두 그 코드에 있습니다",
        "与本页第 \(line) 行的代码一起编译，错误全部出在那段代码中",
        "compiled with the page's code at line \(line), and every error is in that code"
      ) + ": " + CompilerMessageText.explained(error, in: language)
    case .rootNeedsArguments(let root, let error):
      return language.pick(
        "컴파일되지만 루트 뷰 `\(root)`를 인자 없이 만들 수 없습니다 (`root=`나 `#Preview`로 지정하세요)",
        "可以编译，但无法不带参数创建根视图 `\(root)`（请用 `root=` 或 `#Preview` 指定）",
        "compiles, but its root view `\(root)` cannot be made without arguments (name one with `root=` or a `#Preview`)"
      )
        + ": " + CompilerMessageText.explained(error, in: language)
    case .rootValuesNeverMade(let root, let parameters):
      let list = parameters.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "`\(root)`를 만들려면 \(list) 값이 필요하지만 노트 어디에도 그런 값이 없습니다 (`root=`나 `#Preview`로 지정하세요)",
        "`\(root)` 需要 \(list)，但笔记中从未创建这样的值（请用 `root=` 或 `#Preview` 指定）",
        "`\(root)` needs \(list); the note never makes \(parameters.count == 1 ? "one" : "them") (name a root with `root=` or a `#Preview`)"
      )
    case .chosenValuesCrashed(let values):
      let list = values.map { "`\($0)`" }.joined(separator: ", ")
      return language.pick(
        "노트가 이 뷰를 만들지 않아 docbuild가 고른 값 \(list)(으)로 실행했더니 비정상 종료했습니다: 노트의 실제 값이 필요합니다 (`root=`나 `#Preview`로 지정하세요)",
        "笔记没有创建这个视图，用 docbuild 选择的值 \(list) 运行时崩溃：它需要笔记自己的值（请用 `root=` 或 `#Preview` 指定）",
        "the note never builds this view, and with values docbuild chose, \(list), it crashed: it needs the note's own (name a root with `root=` or a `#Preview`)"
      )
    case .compilerGaveUp:
      return language.pick(
        "Swift 컴파일러가 무엇이 잘못됐는지 말하지 못하고 포기했습니다 (failed to produce diagnostic): 보통 뷰 빌더나 클로저 안의 실수, 또는 엔진에 없는 API 때문입니다",
        "Swift 编译器放弃了这段代码，却没有说明哪里出错（failed to produce diagnostic）：通常是视图构建器或闭包里的错误，或用了引擎没有的 API",
        "the Swift compiler gave up on this code without saying what is wrong (failed to produce diagnostic): usually a mistake inside a view builder or a closure, or API the engine lacks"
      )
    case .engineUnavailable:
      return language.pick(
        "상태 엔진을 사용할 수 없습니다", "状态引擎不可用", "the state engine is not available")
    }
  }

  /// What a fragment docbuild compiled is: a modifier chain was applied to the page's view.
  private static func compiled(_ fragment: FragmentKind, _ language: Language) -> String {
    guard fragment == .modifierChain else { return Self.fragment(fragment, language) }
    return language.pick(
      "수정자만 이어져 있어 페이지의 뷰에 적용했지만 컴파일되지 않습니다",
      "只有修饰符链：应用到本页的视图上也无法编译",
      "a chain of modifiers: applied to the page's view, it does not compile")
  }

  private static func fragment(_ fragment: FragmentKind, _ language: Language) -> String {
    switch fragment {
    case .body:
      language.pick(
        "`body` 프로퍼티만 있습니다: 뷰 안에 들어가야 합니다", "只有一个 `body` 属性：它属于某个视图",
        "a lone `body` property: belongs inside a view")
    case .members:
      language.pick(
        "멤버 선언만 있습니다: 타입 안에 들어가야 합니다", "只有成员声明：它们属于某个类型",
        "member declarations: belong inside a type")
    case .viewExpression:
      language.pick(
        "뷰 식만 있습니다: 뷰의 `body` 안에 들어가야 합니다", "只有视图表达式：它属于视图的 `body`",
        "a view expression: belongs inside a view's `body`")
    case .modifierChain:
      language.pick(
        "수정할 뷰 없이 수정자만 이어져 있습니다", "只有修饰符链，没有被修饰的视图",
        "a chain of modifiers without the view they modify")
    case .snippet:
      language.pick(
        "다른 곳에서 선언한 값을 쓰는 문장입니다", "使用了别处声明的值的语句", "statements using values declared elsewhere")
    }
  }
}

extension Language {
  /// The text for this language, from the three given in the order ko, zh, en; English for the
  /// other languages.
  func pick(_ ko: String, _ zh: String, _ en: String) -> String {
    switch primarySubtag {
    case "ko": ko
    case "zh": zh
    default: en
    }
  }
}
