/// The reasons for not running a block, in each language of the site. Compiler messages and
/// Swift names inside them stay as the compiler wrote them.
extension NotRunReason {
  func text(in language: Language) -> String {
    switch self {
    case .block(.apiListing):
      return language.pick(
        "API 목록입니다: 본문이 없는 선언", "API 清单：没有实现体的声明", "an API listing: declarations without bodies")
    case .block(.macro):
      return language.pick(
        "매크로 선언이나 그 매크로를 구현하는 컴파일러 플러그인(swift-syntax)입니다: SwiftUI 코드가 아니어서 실행할 것이 없습니다",
        "这是宏的声明或实现它的编译器插件（swift-syntax），不是 SwiftUI 代码：没有可运行的内容",
        "a macro declaration or the compiler plugin (swift-syntax) that implements it, not SwiftUI: nothing to run"
      )
    case .block(.otherPlatform(let platforms)):
      return language.pick(
        "\(SwiftBlockCategory.platformList(platforms, or: "또는")) 전용 코드입니다: iOS용으로 빌드하면 `#if os(…)` 안이 모두 빠져 실행할 것이 없습니다",
        "这是只用于 \(SwiftBlockCategory.platformList(platforms, or: "或")) 的代码：为 iOS 构建时，`#if os(…)` 里的内容全部被排除，没有可运行的内容",
        "code for \(SwiftBlockCategory.platformList(platforms)) only: built for iOS, its `#if os(…)` leaves nothing to run"
      )
    case .block(.consoleLog):
      return language.pick(
        "Swift 코드가 아니라 콘솔 출력입니다", "这是控制台输出，不是 Swift 代码", "console output, not Swift")
    case .block(.compilerMessage):
      return language.pick(
        "Swift 코드가 아니라 컴파일러가 낸 메시지입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是编译器给出的消息，不是 Swift 代码：只展示，不运行",
        "a compiler message, not Swift: shown, not run")
    case .block(.codeWithOutput):
      return language.pick(
        "코드 뒤에 그 코드가 출력한 결과를 함께 적은 블록입니다: 보여 주기만 하고 실행하지 않습니다",
        "代码后面紧跟着它打印出的结果：只展示，不运行",
        "code followed by the output it prints: shown, not run")
    case .block(.partOfExample(let line)):
      return language.pick(
        "\(line)행 예제의 나머지 부분입니다: 그 예제와 함께 컴파일하고 실행합니다",
        "是第 \(line) 行示例的后半部分：与它一起编译、运行",
        "part of the example at line \(line): compiled and run with it")
    case .block(.invalid(let problem)):
      return language.pick("문법 오류", "语法错误", "syntax error")
        + " (\(problem.position)): "
        + (problem.cause?.text(in: language)
          ?? CompilerMessageText.explained(problem.message, in: language))
    case .block(.otherLanguage(.metalShader)):
      return language.pick(
        "Swift가 아니라 Metal 셰이더 코드입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是 Metal 着色器代码，不是 Swift：只展示，不运行",
        "Metal shader code, not Swift: shown, not run")
    case .block(.otherLanguage(.python)):
      return language.pick(
        "Swift가 아니라 Python 코드입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是 Python 代码，不是 Swift：只展示，不运行",
        "Python code, not Swift: shown, not run")
    case .block(.otherLanguage(.stringsFile)):
      return language.pick(
        "Swift가 아니라 `.strings` 현지화 파일의 항목입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是 `.strings` 本地化文件的条目，不是 Swift：只展示，不运行",
        "entries of a `.strings` localization file, not Swift: shown, not run")
    case .block(.shownAlone(let kind)):
      return Self.shownAlone(kind, language)
    case .block(.plainText(let kind)):
      return Self.plainText(kind, language)
    case .block(.fragment(let fragment)):
      return Self.fragment(fragment, language)
    case .block(.program):
      return language.pick("실행하지 않음", "未运行", "not run")
    case .fragmentNeedsContext(let fragment, let error):
      return Self.compiled(fragment, language) + " — "
        + CompilerMessageText.explained(error, in: language)
    case .placedInGuessedView(let fragment, let view, let line, let error):
      return Self.fragment(fragment, language) + " — "
        + language.pick(
          "docbuild는 이 코드가 \(line)행의 `\(view)`에 속한다고 짐작해 그 안에 넣었지만, 거기서는 컴파일되지 않습니다(노트의 잘못이 아니라 docbuild의 배치가 맞지 않은 것일 수 있습니다): ",
          "docbuild 推测这段代码属于第 \(line) 行的 `\(view)`，把它放了进去，但在那里无法编译（这可能是 docbuild 的放置不对，而不是笔记的错误）：",
          "docbuild guessed it belongs to `\(view)` (line \(line)) and placed it there, where it does not compile (docbuild's placement may be wrong, not the note): "
        ) + CompilerMessageText.explained(error, in: language)
    case .readsOtherBlocks(
      let fragment, let names, let lines, let bodyless, let lacking, let syntax, let assets):
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      if let view = bodyless {
        return Self.compiled(fragment, language) + " — "
          + language.pick(
            "\(ko)을(를) 읽지만, 그것은 이 페이지가 `body` 없이 선언한 뷰 `\(view)`의 프로퍼티여서 이 코드를 넣어 실행할 뷰가 없습니다",
            "读取了 \(zh)，但它是本页声明时没有 `body` 的视图 `\(view)` 的属性：没有可以放入并运行这段代码的视图",
            "it reads \(en), a property of `\(view)`, which the page declares without a `body`: there is no view to run it in"
          )
      }
      return Self.compiled(fragment, language) + " — "
        + language.pick(
          "이 페이지의 다른 블록에서 선언한 \(ko)을(를) 읽지만, docbuild는 그 선언과 함께 이 블록을 컴파일하지 못했습니다",
          "读取了本页其他代码块声明的 \(zh)，但 docbuild 没能把这段代码和那些声明一起编译",
          "it reads \(en), declared in another block of the page, which docbuild could not compile this block with"
        ) + Self.sourcesLack(lacking, blocks: Set(lines).count, language)
        + Self.sourceSyntax(syntax, language) + Self.sourceAssets(assets, language)
    case .readsEarlierVersion(let fragment, let data):
      let members = data.members.codeList
      return Self.fragment(fragment, language) + " — "
        + language.pick(
          "\(members)을(를) 읽지만, 그것은 \(data.newLine)행에서 다시 선언한 `\(data.type)`에만 있습니다: `\(data.value)`(\(data.valueLine)행)은(는) 그보다 앞의 `\(data.type)`(\(data.oldLine)행)로 만든 값이라 그 멤버가 없습니다",
          "读取了 \(members)，但只有第 \(data.newLine) 行重新声明的 `\(data.type)` 才有：`\(data.value)`（第 \(data.valueLine) 行）是用更早的 `\(data.type)`（第 \(data.oldLine) 行）构建的，没有这些成员",
          "it reads \(members), which `\(data.type)` has only as line \(data.newLine) declares it again: `\(data.value)` (line \(data.valueLine)) is built from the earlier `\(data.type)` (line \(data.oldLine)), which lacks \(data.members.count == 1 ? "it" : "them")"
        )
    case .changesConstants(let fragment, let names, let lines):
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      return Self.fragment(fragment, language) + " — "
        + language.pick(
          "\(ko)을(를) 바꾸지만 이 페이지는 어디서나 `let` 상수로 선언합니다: 뷰가 바꿀 수 있는 값은 `@State var` 같은 변수입니다",
          "修改了 \(zh)，但本页处处把它声明为 `let` 常量：视图能修改的是 `@State var` 这样的变量",
          "it changes \(en), which every block of the page declares as a `let` constant: a view can only change a variable such as a `@State var`"
        )
    case .undeclaredNames(let names, let statics, let bodyless, let leftOut, let beyond):
      guard beyond.isEmpty else {
        // API the engine cannot follow first, then the rest as an excerpt's reason.
        let rest = NotRunReason.undeclaredNames(
          names, outsideType: statics, bodyless: bodyless, bodyLeftOut: leftOut)
        let besides = names.isEmpty && statics.isEmpty && bodyless.isEmpty && leftOut.isEmpty
        return NotRunReason.engineLacks(beyond).text(in: language)
          + (besides ? "" : language.pick(". 또한 ", "；此外，", "; and ") + rest.text(in: language))
      }
      let list = names.codeList
      var uses = language.pick(
        "이 글에서 선언하지 않은 \(list)을(를) 사용합니다", "使用了本文没有声明的 \(list)",
        "uses \(list), which the note never declares")
      if !bodyless.isEmpty {
        let views = bodyless.codeList
        let without = language.pick(
          "뷰 \(views)에는 `body`가 없습니다", "视图 \(views) 没有 `body`",
          "the view\(bodyless.count == 1 ? "" : "s") \(views) \(bodyless.count == 1 ? "has" : "have") no `body`"
        )
        uses = names.isEmpty ? without : uses + language.pick(". 또한 ", "；此外，", ", and ") + without
      }
      if !leftOut.isEmpty {
        let views = leftOut.codeList
        let elided = language.pick(
          "뷰 \(views)의 `body`는 생략되어 있습니다", "视图 \(views) 的 `body` 被省略了",
          leftOut.count == 1
            ? "the view \(views) leaves its `body` out"
            : "the views \(views) leave their `body` out"
        )
        let named = !names.isEmpty || !bodyless.isEmpty
        uses = named ? uses + language.pick(". 또한 ", "；此外，", ", and ") + elided : elided
      }
      guard !statics.isEmpty else { return uses }
      let members = statics.codeList
      let loose = language.pick(
        "\(members)은(는) 속한 타입이나 익스텐션 없이 보여 준 `static` 멤버입니다",
        "\(members) 是脱离所属类型或扩展单独展示的 `static` 成员",
        "\(members) \(statics.count == 1 ? "is a `static` member" : "are `static` members") shown without the type or extension \(statics.count == 1 ? "it belongs" : "they belong") to"
      )
      guard !names.isEmpty || !bodyless.isEmpty || !leftOut.isEmpty else { return loose }
      return uses + language.pick(". ", "；", "; ") + loose
    case .renamedSinceBeta(let names, let released, let unshown):
      let ko = zip(names, released).map { "`\($0)`(지금은 `\($1)`)" }.joined(separator: ", ")
      let zh = zip(names, released).map { "`\($0)`（现为 `\($1)`）" }.joined(separator: "、")
      let en = zip(names, released).map { "`\($0)` (now `\($1)`)" }.joined(separator: ", ")
      let renamed = language.pick(
        "2019년 SwiftUI·Combine 베타의 이름 \(ko)을(를) 사용합니다: 정식 출시 전에 이름이 바뀌었습니다",
        "使用了 2019 年 SwiftUI/Combine 测试版的名字 \(zh)：正式发布前已改名",
        "uses \(en), \(names.count == 1 ? "a name" : "names") from the 2019 betas of SwiftUI and Combine, renamed before release"
      )
      return renamed + Self.alsoUses(unshown, language)
    case .membersOfPageType(let type, let line, let parameters):
      let list = parameters.codeList
      return language.pick(
        "이 페이지 \(line)행에서 선언한 `\(type)`의 멤버만 있습니다: \(list)은(는) 그 타입의 제네릭 매개변수입니다",
        "只有本页第 \(line) 行声明的 `\(type)` 的成员：\(list) 是该类型的泛型参数",
        "members of `\(type)` (line \(line)) shown alone: \(list) \(parameters.count == 1 ? "is its generic parameter" : "are its generic parameters")"
      )
    case .membersOfConformer(let proto, let members, let unshown):
      let list = members.codeList
      let inside = language.pick(
        "`\(proto)`을(를) 따르는 타입 안의 코드입니다: \(list)은(는) 그 프로토콜이 타입에 주는 멤버입니다",
        "这是遵循 `\(proto)` 的类型内部的代码：\(list) 是该协议为类型提供的成员",
        "code from inside a type conforming to `\(proto)`: \(list) \(members.count == 1 ? "is a member" : "are members") the protocol gives that type"
      )
      return inside + Self.alsoUses(unshown, language)
    case .membersOfOtherType(let type, let line, let members):
      let one = members.count == 1
      return language.pick(
        "타입 밖에 따로 보여 준 멤버입니다: \(members.codeList)은(는) \(line)행의 `\(type)`에 속하므로 그 타입(또는 그 익스텐션) 안에서만 컴파일됩니다",
        "脱离所属类型单独展示的成员：\(members.zhCodeList) 属于第 \(line) 行的 `\(type)`，只有写在该类型（或它的扩展）里面才能编译",
        "members shown apart from their type: \(members.codeList) \(one ? "belongs" : "belong") to `\(type)` (line \(line)), and \(one ? "compiles" : "compile") only inside it (or an extension of it)"
      )
    case .accessorsApart(let accessors, let property, let line):
      let list = accessors.codeList
      let one = accessors.count == 1
      guard let property, let line else {
        return language.pick(
          "\(list) 접근자만 따로 보여 줍니다: 이 글에서 보여 주지 않는 프로퍼티의 일부로, 그 프로퍼티 안에서만 실행됩니다",
          "单独展示的 \(accessors.zhCodeList) 访问器：它是本文没有展示的某个属性的一部分，只能在属性内部运行",
          "\(one ? "a" : "the") \(list) accessor\(one ? "" : "s") shown alone, a piece of a property the note never shows: \(one ? "it runs" : "they run") only inside that property"
        )
      }
      return language.pick(
        "\(list) 접근자만 따로 보여 줍니다: \(line)행 프로퍼티 `\(property)`의 일부로, 그 프로퍼티 안에서만 실행됩니다",
        "单独展示的 \(accessors.zhCodeList) 访问器：它是第 \(line) 行属性 `\(property)` 的一部分，只能在该属性内部运行",
        "\(one ? "a" : "the") \(list) accessor\(one ? "" : "s") shown alone, a piece of the property `\(property)` (line \(line)): \(one ? "it runs" : "they run") only inside that property"
      )
    case .wrapperStorageApart(let storage, let wrappers, let unshown):
      let properties = zip(storage, wrappers).map { "@\($1) var \($0.dropFirst())" }
      return language.pick(
        "\(storage.codeList)을(를) 설정합니다: Swift가 뷰의 \(properties.codeList)에 만드는 저장소입니다. 이 글은 그 뷰를 보여 주지 않으며, 이 이니셜라이저는 그 뷰 안에 있어야 합니다",
        "设置了 \(storage.zhCodeList)：这是 Swift 为视图的 \(properties.zhCodeList) 生成的存储，本文没有展示那个视图；这个构造器应写在那个视图里面",
        "it sets \(storage.codeList), the storage Swift makes for a view's \(properties.codeList); the note never shows that view, and this initializer belongs inside it"
      ) + Self.alsoUses(unshown, language)
    case .shownOutsideSwift(let names, let lines, let syntax):
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      return language.pick(
        "\(ko)을(를) 사용합니다. 이 글은 그것을 Swift로 표시하지 않은 코드 블록에서만 보여 주므로 docbuild가 컴파일하지 않습니다",
        "使用了 \(zh)，本文只在未标注为 Swift 的代码块中展示它，docbuild 不编译那个代码块",
        "uses \(en), which the note shows only in a fence not marked as Swift, so docbuild does not compile it"
      ) + Self.unparsedFence(syntax, lines: lines, language)
    case .alsoShownOutsideSwift(let reason, let names, let lines, let syntax):
      return reason.text(in: language) + language.pick(". 또한 ", "；此外还", "; it also ")
        + NotRunReason.shownOutsideSwift(names, lines: lines, syntax: syntax).text(in: language)
    case .alsoAssetSymbols(let reason, let symbols):
      let list = symbols.map { ".\($0)" }.codeList
      return reason.text(in: language)
        + language.pick(
          ". 또한 \(list)을(를) 씁니다. Xcode가 프로젝트의 에셋 카탈로그에서 만들어 주는 이미지 심벌인데, 이 글은 에셋 카탈로그를 함께 제공하지 않습니다",
          "；还用到了 \(symbols.map { ".\($0)" }.zhCodeList)，它们是 Xcode 根据项目的资源目录（asset catalog）生成的图像符号，而本文没有附带这个资源目录",
          "; it also uses \(list), \(symbols.count == 1 ? "an image symbol" : "image symbols") Xcode generates from the project's asset catalog, which the note does not ship"
        )
    case .alsoUnreadable(let reason, let cause):
      guard let (line, written) = cause.elision else {
        return reason.text(in: language) + language.pick(". 또한 ", "；此外，", "; also, ")
          + cause.text(in: language)
      }
      return reason.text(in: language)
        + language.pick(
          ". 또한 \(line)행의 `\(written)`은(는) 글이 생략한 코드를 나타냅니다: Swift는 이를 코드로 읽지 못하므로, 그 코드를 채워야 실행됩니다",
          "；此外，第 \(line) 行的 `\(written)` 代表笔记省略的代码：Swift 不能把它当作代码，要补上这段代码才能运行",
          "; also, `\(written)` at line \(line) stands for code the note leaves out, which Swift cannot read: it runs only with that code written out"
        )
    case .alsoNamedInText(let reason, let names, let lines):
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      return reason.text(in: language)
        + language.pick(
          ". 또한 \(ko)을(를) 씁니다. 본문의 인라인 코드에만 적혀 있고 코드 블록에서는 선언되지 않습니다",
          "；还用到了 \(zh)，它只写在正文的行内代码里，没有在任何代码块中声明",
          "; it also uses \(en), named in the text, never declared in code")
    case .membersOfUnshownType(
      let names, let throughSelf, let elsewhere, let lines, let module, let moduleLine,
      let failing):
      var text = language.pick(
        "이 글에서 보여 주지 않는 타입의 멤버입니다", "属于本文没有展示的类型的成员", "members of a type the note never shows")
      text += Self.unshownTypeMembers(read: names, throughSelf: throughSelf, language)
      guard !elsewhere.isEmpty else { return text }
      let (ko, zh, en) = Self.namesWithLines(elsewhere, lines)
      text += language.pick(
        ". 다른 블록에서 선언한 \(ko)을(를) 읽습니다", "；读取了其他代码块声明的 \(zh)",
        "; they read \(en), declared in \(Set(lines).count == 1 ? "another block" : "other blocks")"
      )
      text += Self.failingBlocks(failing, language)
      guard let module, let moduleLine else { return text }
      return text
        + language.pick(
          ". \(moduleLine)행 블록에는 docbuild에 없는 모듈 `\(module)`이(가) 필요합니다",
          "；第 \(moduleLine) 行的代码块需要 docbuild 没有的模块 `\(module)`",
          "; the block at line \(moduleLine) needs `\(module)`, a module docbuild does not have")
    case .viewExtensionApart(let modifiers, let unshown):
      return language.pick(
        "이 글이 보여 주지 않는 `extension View { … }` 안에 들어갈 수정자입니다: 수정하는 뷰의 \(modifiers.codeList)을(를) 받는 쪽 없이 호출합니다",
        "本文自己的修饰符，缺少它所在的 `extension View { … }`：它不写接收者，直接对所修饰的视图调用 \(modifiers.zhCodeList)",
        "a modifier of the note's own, shown without the `extension View { … }` it belongs in: it calls \(modifiers.codeList) of the view it modifies, with no receiver"
      ) + Self.alsoUses(unshown, language)
    case .membersOfShownType(
      let type, let line, let isBody, let members, let elsewhere, let lines, let module,
      let unshown, let failing, let typeCause):
      let list = members.codeList
      let zhList = members.zhCodeList
      var text = language.pick(
        "타입 밖에 따로 보여 준 \(isBody ? "`body`" : "멤버")입니다: `\(type)`(\(line)행)이(가) 선언한 \(list)을(를) 읽습니다",
        "脱离所属类型单独展示的\(isBody ? " `body`" : "成员")：读取了 `\(type)`（第 \(line) 行）声明的 \(zhList)",
        "\(isBody ? "a `body`" : "members") shown apart from \(isBody ? "its" : "their") type: \(isBody ? "it reads" : "they read") \(list), which `\(type)` (line \(line)) declares"
      )
      if !elsewhere.isEmpty {
        let (ko, zh, en) = Self.namesWithLines(elsewhere, lines)
        text += language.pick(
          ". 또한 다른 블록에서 선언한 \(ko)을(를) 읽습니다", "；还读取了其他代码块声明的 \(zh)",
          "; \(isBody ? "it" : "they") also \(isBody ? "reads" : "read") \(en), declared in another block"
        )
        if let module {
          text += language.pick(
            " (그 블록에는 docbuild에 없는 모듈 `\(module)`이(가) 필요합니다)",
            "（那个代码块需要 docbuild 没有的模块 `\(module)`）",
            ", which needs `\(module)`, a module docbuild does not have")
        }
        text += Self.failingBlocks(failing, language)
      }
      return text + Self.alsoUses(unshown, language) + Self.sourceCause(typeCause, language)
    case .foreignModule(let modules, let names, let unshown, let imported, let importLine):
      let text =
        Self.foreignModules(modules, names: names, language) + Self.alsoUses(unshown, language)
      guard !unshown.isEmpty, !imported.isEmpty, let importLine else { return text }
      let modules = imported.codeList
      return text
        + language.pick(
          " (\(importLine)행 블록이 가져오는 \(modules)에서 온 이름일 수 있습니다. 이 블록은 같은 파일의 뒷부분을 import 없이 보여 줍니다)",
          "（它们可能来自第 \(importLine) 行代码块导入的 \(imported.zhCodeList)：这个代码块是同一文件的后续部分，没有写出 import）",
          " (\(unshown.count == 1 ? "it" : "they") may come from \(modules), which the block at line \(importLine) imports: this block shows more of the same file without its imports)"
        )
    case .missingModules(let missing, let unshown):
      let text = Self.missingModules(missing, language) + Self.alsoUses(unshown, language)
      // A package docbuild knows nothing of may well declare them.
      guard !unshown.isEmpty, !missing.modules.allSatisfy(ForeignFrameworks.knows(module:))
      else { return text }
      return text
        + language.pick(
          " (그 모듈에서 온 이름일 수 있습니다)", "（它们可能来自这些模块）",
          unshown.count == 1
            ? " (it may come from \(missing.modules.count == 1 ? "that module" : "those modules"))"
            : " (they may come from \(missing.modules.count == 1 ? "that module" : "those modules"))"
        )
    case .gluedImport(let written, let module, let keyword, let foreign):
      let glued = language.pick(
        "`import \(written)`은(는) 모듈 이름 `\(module)`과(와) 다음 줄의 `\(keyword)`을(를) 붙여 쓴 것입니다: `\(keyword)` 앞에 줄바꿈이 빠졌습니다",
        "`import \(written)` 把模块名 `\(module)` 和下一行的 `\(keyword)` 连在了一起：`\(keyword)` 前漏了换行",
        "`import \(written)` runs the module name `\(module)` and the next line's `\(keyword)` together: a line break is missing before `\(keyword)`"
      )
      guard foreign else { return glued }
      return glued
        + language.pick(
          ". 또한 docbuild에는 `\(module)` 모듈이 없습니다", "；此外 docbuild 也没有 `\(module)` 模块",
          "; docbuild does not have `\(module)` either")
    case .foreignMembers(let fragment, let module, let name, let unshown)
    where module == "Foundation":
      return Self.fragment(fragment, language) + " — "
        + language.pick("", "", "it ") + Self.onlyApplesFoundation([name], language)
        + Self.alsoUses(unshown, language)
    case .foreignMembers(let fragment, let module, let name, let unshown):
      return Self.fragment(fragment, language) + " — "
        + language.pick(
          "docbuild에 없는 모듈 `\(module)`의 `\(name)`을(를) 사용합니다",
          "使用了 docbuild 没有的模块 `\(module)` 中的 `\(name)`",
          "it uses `\(name)`, from `\(module)`, a module docbuild does not have")
        + Self.alsoUses(unshown, language)
    case .statementOfUnshownType(let members):
      let list = members.codeList
      let zhList = members.zhCodeList
      guard !members.isEmpty else {
        return language.pick(
          "이 글이 보여 주지 않는 타입의 메서드 안에서 가져온 문장입니다: `self`를 사용합니다",
          "这是从本文没有展示的类型的方法中摘出的语句：使用了 `self`",
          "a statement from inside a method of a type the note never shows: it uses `self`")
      }
      return language.pick(
        "이 글이 보여 주지 않는 타입의 메서드 안에서 가져온 문장입니다: `self`의 \(list)을(를) 읽습니다",
        "这是从本文没有展示的类型的方法中摘出的语句：读取了 `self` 的 \(zhList)",
        "a statement from inside a method of a type the note never shows: it reads \(list) of `self`"
      )
    case .statementOfShownType(let type, let line, let members, let others) where !others.isEmpty:
      let owners = ([MemberOwners.Owner(type: type, line: line)] + others)
      let named = owners.map { "`\($0.type)` (line \($0.line))" }.joined(separator: ", ")
      let koNamed = owners.map { "`\($0.type)`(\($0.line)행)" }.joined(separator: ", ")
      let zhNamed = owners.map { "`\($0.type)`（第 \($0.line) 行）" }.joined(separator: "、")
      return language.pick(
        "\(members.codeList)을(를) 선언하는 타입 \(koNamed) 중 하나의 메서드 안에서 가져온 문장입니다: 타입 밖에서 따로 컴파일하면 `self`가 없습니다",
        "这是从声明了 \(members.zhCodeList) 的类型 \(zhNamed)之一的方法中摘出的语句：脱离类型单独编译时没有 `self`",
        "a statement from inside a method of one of the types that declare \(members.codeList), \(named): compiled apart from them, it has no `self`"
      )
    case .statementOfShownType(let type, let line, let members, _):
      let list = members.codeList
      let zhList = members.zhCodeList
      return language.pick(
        "\(line)행의 `\(type)` 메서드 안에서 가져온 문장입니다: 그 타입이 선언한 \(list)을(를) 읽는데, 타입 밖에서 따로 컴파일하면 `self`가 없습니다",
        "这是从第 \(line) 行的 `\(type)` 的方法中摘出的语句：它读取该类型声明的 \(zhList)，脱离类型单独编译时没有 `self`",
        "a statement from inside a method of `\(type)` (line \(line)): it reads \(list), which that type declares, and compiled apart from it, it has no `self`"
      )
    case .statementOfShownFunction(let function, let line, let locals):
      return language.pick(
        "\(line)행의 함수 `\(function)` 본문에서 가져온 문장입니다: 그 함수 안에서 선언된 \(locals.codeList)을(를) 읽는데, 함수 밖에서 따로 컴파일한 코드는 그 값을 볼 수 없습니다",
        "这是从第 \(line) 行的函数 `\(function)` 的函数体中摘出的语句：它读取在该函数内声明的 \(locals.zhCodeList)，脱离该函数单独编译的代码看不到它们",
        "a statement from the body of the function `\(function)` (line \(line)): it reads \(locals.codeList), declared inside that function, which code compiled apart from it cannot see"
      )
    case .observedPropertyApart(let property):
      return language.pick(
        "이 글이 보여 주지 않는 타입의 프로퍼티 `\(property)`입니다: 관찰자(`didSet`, `willSet`)가 있는 프로퍼티는 타입 밖에서는 초깃값이 있어야 합니다",
        "这是本文没有展示的类型的属性 `\(property)`：带观察器（`didSet`、`willSet`）的属性在类型之外必须有初始值",
        "`\(property)` is a property of a type the note never shows: outside a type, a property with observers (`didSet`, `willSet`) needs an initial value"
      )
    case .frameworkCode(let module, let entities, let members, let unshown):
      let needs = language.pick(
        "docbuild에 없는 모듈 `\(module)`이(가) 필요합니다", "需要 docbuild 没有的模块 `\(module)`",
        "needs `\(module)`, a module docbuild does not have")
      var text: String
      if !entities.isEmpty {
        let list = entities.codeList
        text =
          language.pick(
            "이 글이 보여 주지 않는 Core Data 모델의 엔티티 \(list)을(를) 사용합니다 (Xcode가 모델 파일에서 클래스를 만듭니다). ",
            "使用了本文没有展示的 Core Data 数据模型中的实体 \(list)（Xcode 根据模型文件生成它的类）；",
            "uses \(list), \(entities.count == 1 ? "an entity" : "entities") of a Core Data model the note never shows (Xcode generates \(entities.count == 1 ? "its class" : "their classes") from the model file); it "
          ) + needs
      } else if module == "UIKit" {
        let list = members.codeList
        text =
          language.pick(
            "UIKit 뷰 코드입니다(\(list)): ", "这是 UIKit 视图代码（\(list)）：",
            "UIKit view code (\(list)): it ") + needs
      } else {
        let list = members.codeList
        text =
          language.pick(
            "`\(module)`을(를) 쓰는 코드입니다(\(list)): ", "这是使用 `\(module)` 的代码（\(list)）：",
            "code using `\(module)` (\(list)): it ") + needs
      }
      let unshownNames = unshown.filter { !entities.contains($0) }
      return text + Self.alsoUses(unshownNames, language)
    case .keyValueObserving(let type, let key, let elided):
      let text = language.pick(
        "Foundation의 키-값 관찰 퍼블리셔 `\(type).publisher(for:)`를 씁니다: Apple 플랫폼의 Foundation에만 있어 docbuild에는 없습니다. 관찰하는 `\(key)`은(는) 이 글이 `\(type)`에 선언하지 않은 프로퍼티입니다",
        "使用了 Foundation 的键值观察发布者 `\(type).publisher(for:)`：只有 Apple 平台的 Foundation 才有，docbuild 没有。它观察的 `\(key)` 是本文没有在 `\(type)` 上声明的属性",
        "uses `\(type).publisher(for:)`, Foundation's key-value observing, which only Apple's Foundation has and docbuild does not; it observes `\(key)`, a property of `\(type)` the note never declares"
      )
      guard elided else { return text }
      return text
        + language.pick(
          ". 또한 `{ ... }`로 클로저를 생략했습니다", "；此外还用 `{ ... }` 省略了闭包",
          ", and it leaves a closure out (`{ ... }`)")
    case .previewNamesUndeclared(let names, let views, let unshown):
      let list = names.codeList
      let declared = views.codeList
      return language.pick(
        "미리보기가 이 페이지에서 선언하지 않은 \(list)을(를) 만든다는 점만 빼면 완전한 프로그램입니다 (이 블록이 선언한 뷰는 \(declared)입니다)",
        "这是完整的程序，只是它的预览创建了本页没有声明的 \(list)（这个代码块声明的视图是 \(declared)）",
        "a whole program, except that its preview makes \(list), which the page never declares (the block declares \(declared))"
      ) + Self.alsoUses(unshown, language)
    case .engineLacks(let names, let unshown):
      // API of a newer iOS or of another platform is said so: the engine is not short of it "yet".
      let api = PlatformAPI.shared
      var clauses = Dictionary(grouping: names.filter { api.platform(of: $0) != nil }) {
        api.platform(of: $0)!
      }.sorted { $0.key < $1.key }.map { Self.beyondEngine($1, platform: $0, language) }
      // SwiftData's names are missing from docbuild's stand-in for it, not from SwiftUI's engine.
      let swiftData = names.filter { api.platform(of: $0) == nil && api.isSwiftData($0) }
      if !swiftData.isEmpty {
        let list = swiftData.codeList
        clauses.insert(
          language.pick(
            "docbuild의 SwiftData 대역에는 아직 SwiftData의 \(list)이(가) 없습니다",
            "docbuild 的 SwiftData 替身尚未提供 SwiftData 的 \(swiftData.zhCodeList)",
            "docbuild's stand-in for SwiftData does not have SwiftData's \(list) yet"), at: 0)
      }
      let lacking = names.filter { api.platform(of: $0) == nil && !api.isSwiftData($0) }
      if !lacking.isEmpty {
        let list = lacking.map { Self.conformance($0, language) ?? "`\($0)`" }.joined(
          separator: language.pick(", ", "、", ", "))
        clauses.insert(
          language.pick(
            "상태 엔진이 아직 \(list)을(를) 지원하지 않습니다", "状态引擎尚不支持 \(list)",
            "the engine does not support \(list) yet"), at: 0)
      }
      return clauses.joined(separator: language.pick(". 또한 ", "；此外，", "; and "))
        + Self.alsoUses(unshown, language)
    case .needsFailedBlock(
      let names, let lines, let bodyless, let called, let arguments, let lacking, let cause):
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      var text = language.pick(
        "컴파일되지 않은 블록에서 선언한 \(ko)을(를) 사용합니다", "使用了在未能编译的代码块中声明的 \(zh)",
        "uses \(en), declared in a block that does not compile")
      if let view = bodyless {
        text =
          language.pick(
            "`body` 없이 보여 준 뷰 `\(view)`입니다. 또한 ", "这是没有 `body` 的视图 `\(view)`；它还",
            "a view, `\(view)`, shown without its `body`; it also ") + text
      }
      if let view = called {
        let list = arguments.codeList
        let zhList = arguments.zhCodeList
        text += language.pick(
          ". 또한 `\(view)`을(를) 만들면서 꼭 넘겨야 하는 \(list)을(를) 빠뜨렸습니다",
          "；而且创建 `\(view)` 时漏掉了必须传入的 \(zhList)",
          ", and it makes `\(view)` without \(list), which it needs"
        )
      }
      // (The block whose cause is said is not among those said to lack names.)
      let lackingBlocks = Set(lines).subtracting(cause.map { [$0.line] } ?? []).count
      return text + Self.sourcesLack(lacking, blocks: lackingBlocks, language)
        + Self.sourceCause(cause, language)
    case .chainWithoutView(let unshown, let outsideSwift, let lines):
      guard !outsideSwift.isEmpty else {
        return Self.fragment(.modifierChain, language) + Self.alsoUses(unshown, language)
      }
      let (ko, zh, en) = Self.namesWithLines(outsideSwift, lines)
      return Self.fragment(.modifierChain, language)
        + language.pick(
          ". 또한 \(ko)을(를) 읽습니다. 이 글은 그것을 Swift로 표시하지 않은 코드 블록에서 선언하므로 docbuild가 컴파일하지 않습니다",
          "；它读取的 \(zh) 在本文未标注为 Swift 的代码块中声明，docbuild 不编译那个代码块",
          ", and it reads \(en), which the note declares in a fence not marked as Swift, so docbuild does not compile it"
        ) + Self.alsoUses(unshown, language)
    case .continuesClosure(let fragment, let parameters, let line, let unshown):
      let list = parameters.codeList
      return Self.fragment(fragment, language)
        + language.pick(
          ". \(line)행 블록의 코드를 이어서 보여 줍니다: \(list)은(는) 그 블록에 있는 클로저의 매개변수여서 그 클로저 안에서만 쓸 수 있습니다",
          "；它接续第 \(line) 行代码块中的代码：\(list) 是那里一个闭包的参数，只有在那个闭包里面才有",
          "; it continues the block at line \(line): \(list) \(parameters.count == 1 ? "is the parameter" : "are the parameters") of a closure there, which \(parameters.count == 1 ? "exists" : "exist") only inside that closure"
        ) + Self.alsoUses(unshown, language)
    case .modifiedViewFails(let names, let lines, let lacking) where !lacking.isEmpty:
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      let list = lacking.codeList
      return language.pick(
        "수정자 체인이 붙을 이 글의 뷰 \(ko)은(는) 발췌한 코드에 있습니다: 그 블록은 이 글에서 선언하지 않은 \(list)을(를) 사용합니다",
        "修饰符链要修饰的本文视图 \(zh) 在一段节选代码中：那个代码块使用了本文没有声明的 \(list)",
        "a chain of modifiers for the note's view \(en), which is in an excerpt: that block uses \(list), which the note never declares"
      )
    case .modifiedViewFails(let names, _, _):
      let list = names.codeList
      return language.pick(
        "수정자 체인이 붙을 이 글의 뷰 \(list)이(가) 컴파일되지 않는 블록에 있습니다",
        "修饰符链要修饰的本文视图 \(list) 所在的代码块无法编译",
        names.count == 1
          ? "a chain of modifiers for the note's view \(list), which is in a block that does not compile"
          : "a chain of modifiers for the note's views \(list), which are in blocks that do not compile"
      )
    case .otherBlockFails(let line, let error, let unshown):
      return language.pick(
        "이 페이지의 \(line)행 코드와 함께 컴파일했고, 오류는 모두 그 코드에 있습니다",
        "与本页第 \(line) 行的代码一起编译，错误全部出在那段代码中",
        "compiled with the page's code at line \(line), and every error is in that code"
      ) + ": " + CompilerMessageText.explained(error, in: language)
        + Self.alsoUses(unshown, language)
    case .rootNeedsArguments(let root, let parameters, let generic)
    where !parameters.isEmpty || !generic.isEmpty:
      var unmade: [String] = []
      if !parameters.isEmpty {
        let list = parameters.codeList
        unmade.append(
          language.pick(
            "\(list)에 넘길 값을 만들 수 없었습니다", "无法为 \(list) 生成要传入的值",
            "it could not make a value for \(list)"))
      }
      if !generic.isEmpty {
        let list = generic.codeList
        unmade.append(
          language.pick(
            "제네릭 매개변수 \(list)을(를) 정할 수 없었습니다", "无法确定泛型参数 \(list)",
            "it could not tell its generic parameter\(generic.count == 1 ? "" : "s") \(list)"))
      }
      return language.pick(
        "컴파일되지만 docbuild가 루트 뷰 `\(root)`를 만들지 못했습니다: ", "可以编译，但 docbuild 无法创建根视图 `\(root)`：",
        "compiles, but docbuild could not make its root view `\(root)`: "
      ) + unmade.joined(separator: language.pick(". 또한 ", "；也", "; and "))
        + language.pick(
          " (`root=`나 `#Preview`로 지정하세요)", "（请用 `root=` 或 `#Preview` 指定）",
          " (name one with `root=` or a `#Preview`)")
    case .rootNeedsArguments(let root, _, _):
      return language.pick(
        "컴파일되지만 루트 뷰 `\(root)`를 인자 없이 만들 수 없습니다 (`root=`나 `#Preview`로 지정하세요)",
        "可以编译，但无法不带参数创建根视图 `\(root)`（请用 `root=` 或 `#Preview` 指定）",
        "compiles, but its root view `\(root)` cannot be made without arguments (name one with `root=` or a `#Preview`)"
      )
    case .rootValuesNeverMade(let root, let parameters, let line?, _):
      // Never "the note never makes them": the page's code builds it, where the reader can look.
      let list = parameters.codeList
      return language.pick(
        "`\(root)`에는 \(list) 값이 필요하고, 이 값은 \(line)행의 코드가 이 뷰를 만들 때 넘겨 줍니다 (여기서 실행하려면 `root=`나 `#Preview`로 지정하세요)",
        "`\(root)` 需要 \(list)，这些值由第 \(line) 行的代码在创建这个视图时传入（要在这里运行，请用 `root=` 或 `#Preview` 指定）",
        "`\(root)` needs \(list), which the code at line \(line) gives it when it builds it (to run it here, name a root with `root=` or a `#Preview`)"
      )
    case .rootValuesNeverMade(let root, let parameters, nil, let builder?):
      // The page does build it, where no run reaches: say where, and why that is no root.
      let list = parameters.codeList
      return language.pick(
        "`\(root)`에는 \(list) 값이 필요합니다. \(builder.line)행의 코드가 `\(builder.owner)` 안에서 이 뷰를 만들지만, 이 페이지의 어떤 뷰도 `\(builder.owner)`을(를) 쓰지 않아 그 코드는 실행되지 않으므로 루트가 될 수 없습니다 (`root=`나 `#Preview`로 지정하세요)",
        "`\(root)` 需要 \(list)。第 \(builder.line) 行的代码在 `\(builder.owner)` 中创建这个视图，但本页没有任何视图使用 `\(builder.owner)`，那段代码不会运行，因此不能作为根视图（请用 `root=` 或 `#Preview` 指定）",
        "`\(root)` needs \(list); the code at line \(builder.line) builds it inside `\(builder.owner)`, which no view of the page uses, so that code never runs and cannot be its root (name a root with `root=` or a `#Preview`)"
      )
    case .rootValuesNeverMade(let root, let parameters, nil, nil):
      let list = parameters.codeList
      return language.pick(
        "`\(root)`를 만들려면 \(list) 값이 필요하지만 노트 어디에도 그런 값이 없습니다 (`root=`나 `#Preview`로 지정하세요)",
        "`\(root)` 需要 \(list)，但笔记中从未创建这样的值（请用 `root=` 或 `#Preview` 指定）",
        "`\(root)` needs \(list); the note never makes \(parameters.count == 1 ? "one" : "them") (name a root with `root=` or a `#Preview`)"
      )
    case .chosenValuesCrashed(let values):
      let list = values.codeList
      return language.pick(
        "노트가 이 뷰를 만들지 않아 docbuild가 고른 값 \(list)(으)로 실행했더니 비정상 종료했습니다: 노트의 실제 값이 필요합니다 (`root=`나 `#Preview`로 지정하세요)",
        "笔记没有创建这个视图，用 docbuild 选择的值 \(list) 运行时崩溃：它需要笔记自己的值（请用 `root=` 或 `#Preview` 指定）",
        "the note never builds this view, and with values docbuild chose, \(list), it crashed: it needs the note's own (name a root with `root=` or a `#Preview`)"
      )
    case .rootEnvironmentNeverMade(let root, let objects):
      let list = objects.codeList
      return language.pick(
        "`\(root)`를 단독으로 실행하니 환경에서 읽는 객체 \(list)를 아무것도 제공하지 않아 멈췄고, docbuild는 인자 없이 그 객체를 만들 수 없습니다 (`#Preview`에서 제공하거나 `root=`로 지정하세요)",
        "单独运行 `\(root)` 时，它从环境读取的对象 \(list) 没有任何地方提供，因而停止；docbuild 无法不带参数创建该对象（请在 `#Preview` 中提供，或用 `root=` 指定）",
        "run alone, `\(root)` stopped: nothing provides \(list), which it reads from its environment, and docbuild cannot make \(objects.count == 1 ? "that object" : "those objects") without arguments (provide \(objects.count == 1 ? "it" : "them") in a `#Preview` or name a root with `root=`)"
      )
    case .ownMistakes(let mistakes, let besides):
      let separator = language.pick(". ", "；", "; ")
      let own = mistakes.map { $0.text(in: language) }.joined(separator: separator)
      guard let besides else { return own }
      return own + separator
        + language.pick("또한 ", "此外，", "and besides, ") + besides.text(in: language)
    case .alsoNeeds(let reason, let unshown, let names, let lines, let lacking):
      var text = reason.text(in: language)
      if !unshown.isEmpty {
        let listed = unshown.codeList
        text += language.pick(
          ". 또한 이 글이 선언하지 않은 \(listed)을(를) 사용합니다", "；此外还使用了本文没有声明的 \(listed)",
          "; it also uses \(listed), which the note never declares")
      }
      guard !names.isEmpty else { return text }
      let (ko, zh, en) = Self.namesWithLines(names, lines)
      return text
        + language.pick(
          ". 또한 컴파일되지 않은 블록에서 선언한 \(ko)을(를) 사용합니다", "；此外还使用了在未能编译的代码块中声明的 \(zh)",
          "; it also uses \(en), declared in a block that does not compile")
        + Self.sourcesLack(lacking, blocks: Set(lines).count, language)
    case .standardTypeAsModel(let type, let conformance):
      return language.pick(
        "이 글은 모델 타입 `\(type)`을(를) 선언하지 않아 Swift 표준 타입 `\(type)`이(가) 쓰였는데, 그 타입은 `\(conformance)`을(를) 따르지 않습니다",
        "本文没有声明模型类型 `\(type)`，于是用上了 Swift 的标准类型 `\(type)`，而它不遵循 `\(conformance)`",
        "the note never declares its model type `\(type)`, so Swift's own `\(type)` is used, which does not conform to `\(conformance)`"
      )
    case .standardProtocolMade(let name):
      return language.pick(
        "이 글은 자신의 타입 `\(name)`을(를) 보여 주지 않아, 그 이름이 Swift에 있는 같은 이름의 프로토콜 `\(name)`을(를) 가리킵니다: 프로토콜은 `\(name)()`처럼 만들 수 없습니다",
        "本文没有给出自己的类型 `\(name)`，于是这个名字指向了 Swift 自带的同名协议 `\(name)`：协议不能像 `\(name)()` 这样创建",
        "the note never shows its own type `\(name)`, so the name is Swift's own protocol `\(name)`, which cannot be made as `\(name)()`"
      )
    case .cutOff:
      return language.pick(
        "저장된 글이 이 블록 안에서 끝납니다: 코드 블록이 닫히지 않았고 코드가 중간에 잘려 있어 실행할 수 있는 온전한 코드가 없습니다",
        "保存的笔记在这个代码块中途结束：代码块没有闭合，代码被截断，没有完整的代码可运行",
        "the note as stored ends inside this block: its fence is never closed and the code is cut off, so there is nothing whole to run"
      )
    case .trackedOutsideObservable(let macro, let unshown):
      return language.pick(
        "`@Observable`이(가) 아닌 클래스에서 `@\(macro)`을(를) 씁니다: `@\(macro)`은(는) `@Observable`이 저장 프로퍼티마다 붙이는 매크로이고, 그 전개는 `@Observable`이 만들어 주는 코드를 필요로 하므로 혼자서는 쓸 수 없습니다. 이 블록은 매크로가 만드는 코드를 손으로 풀어 보여 줍니다",
        "在没有标注 `@Observable` 的类中使用了 `@\(macro)`：`@\(macro)` 是 `@Observable` 为每个存储属性加上的宏，它展开后需要 `@Observable` 生成的代码，不能单独使用。这个代码块是把宏生成的代码手写出来作说明",
        "it uses `@\(macro)` in a class that is not `@Observable`: `@\(macro)` is the macro `@Observable` adds to each stored property, and its expansion needs code only `@Observable` generates, so it cannot be used alone. The block writes out by hand what the macros generate, to show it"
      ) + Self.alsoUses(unshown, language)
    case .callHeadOnly(let fragment, let call, let parameter):
      return Self.fragment(fragment, language) + " — "
        + language.pick(
          "`\(call)(…)` 호출의 앞부분만 보여 줍니다: 괄호 뒤에 오는 `\(parameter)` 클로저(그 안의 뷰)를 생략했으므로 실행할 것이 없습니다",
          "只展示了 `\(call)(…)` 调用的开头：括号后面的 `\(parameter)` 闭包（其中的视图）被省略了，因此没有可运行的内容",
          "it shows only the head of a `\(call)(…)` call: the `\(parameter)` closure that follows the parentheses (the views it holds) is left out, so there is nothing to run"
        )
    case .modifiersWithoutView(let reason):
      return language.pick(
        "수식할 뷰 없이 수정자만 이어 적었습니다(docbuild는 이 페이지의 뷰에 붙여 컴파일했습니다). 또한 ",
        "只写了修饰符链，没有它要修饰的视图（docbuild 把它加在本页的视图上编译）；此外，",
        "a chain of modifiers without the view it modifies (docbuild applied it to a view of the page); and besides, "
      ) + reason.text(in: language)
    case .platformDifference(let cause, let line):
      guard let line else { return cause.text(in: language) }
      return language.pick(
        "이 페이지의 \(line)행 코드와 함께 컴파일했는데, 그 코드가 Linux에서만 컴파일되지 않습니다: ",
        "与本页第 \(line) 行的代码一起编译，而那段代码只在 Linux 上无法编译：",
        "compiled with the page's code at line \(line), which fails on Linux only: "
      ) + cause.text(in: language)
    case .elidedCodeReached(let mark, let line):
      return language.pick(
        "\(line)행의 `\(mark)`은(는) 글이 생략한 코드를 나타냅니다: docbuild는 그 자리를 실행을 멈추는 코드로 채워 컴파일했고, 예제를 실행하자 그 자리에 이르러 멈췄습니다. 생략된 코드 없이는 보여 줄 것이 없습니다",
        "第 \(line) 行的 `\(mark)` 代表本文省略的代码：docbuild 只能用会停止运行的代码填补那里再编译，示例运行到那里就停止了。没有被省略的代码，就没有可展示的内容",
        "`\(mark)` at line \(line) stands for code the note leaves out: docbuild could only compile it as a stop, and the run reached it. Without that code there is nothing to show"
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

  /// That the blocks at `lines`, which declare names a block reads, do not compile themselves
  /// (their own error is shown under them); empty when they all do.
  private static func failingBlocks(_ lines: [Int], _ language: Language) -> String {
    guard !lines.isEmpty else { return "" }
    let list = lines.map(String.init).joined(separator: ", ")
    return language.pick(
      ". \(list)행 블록은 그 자체로 컴파일되지 않습니다(오류는 그 블록 아래에 있습니다)",
      "；第 \(list) 行的代码块本身就无法编译（错误显示在那个代码块下面）",
      lines.count == 1
        ? "; the block at line \(list) does not compile itself (its error is shown under it)"
        : "; the blocks at lines \(list) do not compile themselves (their errors are shown under them)"
    )
  }

  /// What a fragment docbuild compiled is: a modifier chain was applied to the page's view.
  /// Names each with its note line, in ko, zh and en: "`Store` (line 12), `Item` (line 30)".
  private static func namesWithLines(_ names: [String], _ lines: [Int]) -> (
    ko: String, zh: String, en: String
  ) {
    (
      zip(names, lines).map { "`\($0)`(\($1)행)" }.joined(separator: ", "),
      zip(names, lines).map { "`\($0)`（第 \($1) 行）" }.joined(separator: "、"),
      zip(names, lines).map { "`\($0)` (line \($1))" }.joined(separator: ", ")
    )
  }

  /// The tail naming the types the blocks that declare what a fragment reads use, which the
  /// note never declares; empty without any.
  private static func sourcesLack(_ types: [String], blocks: Int, _ language: Language) -> String {
    guard !types.isEmpty else { return "" }
    let list = types.codeList
    return language.pick(
      ". \(blocks == 1 ? "그 블록은" : "그 블록들은") 이 글에서 선언하지 않은 \(list)을(를) 사용합니다",
      "；而\(blocks == 1 ? "那个代码块" : "那些代码块")使用了本文没有声明的 \(list)",
      blocks == 1
        ? "; that block uses \(list), which the note never declares"
        : "; those blocks use \(list), which the note never declares")
  }

  /// The tail saying why a block another block waits on was not run, in that block's own
  /// words; empty without a cause.
  private static func sourceCause(_ cause: SourceBlockCause?, _ language: Language) -> String {
    guard let cause else { return "" }
    return language.pick(
      ". \(cause.line)행 블록: ", "；第 \(cause.line) 行的代码块：",
      "; the block at line \(cause.line): ") + cause.reason.text(in: language)
  }

  /// The tail saying that a block a fragment reads from does not parse, and why; empty when it
  /// does.
  private static func sourceSyntax(_ problem: SyntaxProblem?, _ language: Language) -> String {
    guard let problem else { return "" }
    return language.pick(
      ". 그 블록은 문법 오류로 읽을 수 없습니다 — ", "；而那个代码块有语法错误，无法解析——",
      "; that block does not parse — ")
      + NotRunReason.block(.invalid(problem)).text(in: language)
  }

  /// The tail saying that the fence of `lines` holding the syntax error `problem` does not parse
  /// as Swift, and why; empty without one.
  private static func unparsedFence(
    _ problem: SyntaxProblem?, lines: [Int], _ language: Language
  ) -> String {
    guard let problem,
      let line = lines.filter({ $0 <= problem.position.line }).max()
    else { return "" }
    return language.pick(
      ". \(line)행 코드 블록은 문법 오류가 있어 Swift로 읽을 수 없습니다 — ",
      "；第 \(line) 行的代码块有语法错误，无法作为 Swift 解析——",
      "; the fence at line \(line) does not parse as Swift — ")
      + NotRunReason.block(.invalid(problem)).text(in: language)
  }

  /// The tail naming the asset catalog's image symbols a block a fragment reads from uses,
  /// which the note cannot ship; empty without any.
  private static func sourceAssets(_ symbols: [String], _ language: Language) -> String {
    guard !symbols.isEmpty else { return "" }
    let list = symbols.map { "`.\($0)`" }.joined(separator: ", ")
    return language.pick(
      ". 그 코드는 Xcode가 프로젝트의 에셋 카탈로그에서 만들어 주는 이미지 심벌 \(list)을(를) 사용하는데, 이 글은 에셋 카탈로그를 함께 제공하지 않습니다",
      "；而那段代码使用了 Xcode 根据项目的资源目录（asset catalog）生成的图像符号 \(list)，本文没有附带这个资源目录",
      "; that code uses \(list), \(symbols.count == 1 ? "an image symbol" : "image symbols") Xcode generates from the project's asset catalog, which the note does not ship"
    )
  }

  /// `names`, SwiftUI API the engine cannot follow: of an iOS newer than its own (`iOS 26`), or
  /// of another platform only (`watchOS 10`, `watchOS`), where docbuild runs examples as iOS.
  /// A conformance the engine lacks, written `Type` as a `Protocol` (`ButtonBorderShape` as a
  /// `Shape`), in the page's words; nil for a plain name.
  private static func conformance(_ name: String, _ language: Language) -> String? {
    let parts = name.components(separatedBy: "` as a `")
    guard parts.count == 2 else { return nil }
    let (type, kind) = (parts[0], parts[1])
    return language.pick(
      "`\(kind)`(으)로 쓰는 `\(type)`", "作为 `\(kind)` 使用的 `\(type)`", "`\(type)` as a `\(kind)`")
  }

  private static func beyondEngine(_ names: [String], platform: String, _ language: Language)
    -> String
  {
    let list = names.codeList
    if platform.hasPrefix("iOS ") {
      return language.pick(
        "\(list)은(는) \(platform)에 새로 생긴 SwiftUI API로, 상태 엔진이 따르는 SwiftUI보다 새롭습니다",
        "\(list) 是 \(platform) 新增的 SwiftUI API，比状态引擎所依照的 SwiftUI 更新",
        "\(list): SwiftUI API new in \(platform), newer than the SwiftUI the engine follows")
    }
    return language.pick(
      "\(list)은(는) \(platform) 전용 SwiftUI API인데, docbuild는 예제를 iOS 앱으로 실행합니다",
      "\(list) 是仅用于 \(platform) 的 SwiftUI API，而 docbuild 把示例当作 iOS 应用运行",
      "\(list): SwiftUI API for \(platform) only, and docbuild runs examples as an iOS app")
  }

  /// The modules a block imports that docbuild lacks, all of them, saying which is the app a
  /// test imports with `@testable` and that the block is a test.
  private static func missingModules(_ missing: MissingModules, _ language: Language) -> String {
    let modules = missing.modules
    var text = language.pick(
      "docbuild에 없는 모듈 \(modules.codeList)이(가) 필요합니다",
      "需要 docbuild 没有的模块 \(modules.zhCodeList)",
      modules.count == 1
        ? "needs \(modules.codeList), a module docbuild does not have"
        : "needs \(modules.codeList), modules docbuild does not have")
    if !missing.underTest.isEmpty {
      let apps = missing.underTest
      text += language.pick(
        ". \(apps.codeList)은(는) `@testable import`로 가져온, 테스트 대상 앱입니다",
        "；其中 \(apps.zhCodeList) 是用 `@testable import` 导入的被测应用",
        apps.count == 1
          ? " (\(apps.codeList) is the app under test, imported with `@testable`)"
          : " (\(apps.codeList) are the apps under test, imported with `@testable`)")
    }
    guard missing.isTest else { return text }
    return language.pick("XCTest 테스트 코드입니다: ", "这是 XCTest 测试代码：", "XCTest test code: it ")
      + text
  }

  /// The tail naming what the block also uses that the note never declares; empty without any.
  /// "needs `UIKit`, a module docbuild does not have"; Apple's Foundation, which docbuild has in
  /// its Linux form, is said by the names only Apple's has (`FileWrapper`).
  private static func foreignModules(_ modules: [String], names: [String], _ language: Language)
    -> String
  {
    let lacked = modules.filter { $0 != "Foundation" }
    var parts: [String] = []
    // `\.managedObjectContext`: SwiftUI's environment has it only with Core Data.
    let keys = names.filter { $0.hasPrefix("\\.") }
    if lacked.count == 1, !keys.isEmpty {
      parts.append(
        language.pick(
          "docbuild에 없는 모듈 `\(lacked[0])`의 환경 키 \(keys.codeList)을(를) 사용합니다",
          "使用了 docbuild 没有的模块 `\(lacked[0])` 的环境键 \(keys.zhCodeList)",
          "uses \(keys.codeList), an environment key of `\(lacked[0])`, a module docbuild does not have"
        ))
    } else if lacked.count == 1 {
      parts.append(
        language.pick(
          "docbuild에 없는 모듈 `\(lacked[0])`이(가) 필요합니다", "需要 docbuild 没有的模块 `\(lacked[0])`",
          "needs `\(lacked[0])`, a module docbuild does not have"))
    } else if !lacked.isEmpty {
      parts.append(
        language.pick(
          "docbuild에 없는 모듈 \(lacked.codeList)이(가) 필요합니다", "需要 docbuild 没有的模块 \(lacked.zhCodeList)",
          "needs \(lacked.codeList), modules docbuild does not have"))
    }
    let appleOnly = names.filter { ForeignFrameworks.module(of: $0) == "Foundation" }
    if !appleOnly.isEmpty { parts.append(onlyApplesFoundation(appleOnly, language)) }
    return parts.joined(separator: language.pick(". 또한 ", "；此外", "; it also "))
  }

  /// "uses `FileWrapper`, which only Apple's Foundation has, …".
  private static func onlyApplesFoundation(_ names: [String], _ language: Language) -> String {
    language.pick(
      "Apple의 Foundation에만 있는 \(names.codeList)을(를) 사용합니다(docbuild가 쓰는 Linux의 Foundation에는 없습니다)",
      "使用了只有 Apple 的 Foundation 才有的 \(names.zhCodeList)（docbuild 使用的 Linux 版 Foundation 没有）",
      "uses \(names.codeList), which only Apple's Foundation has, not the Linux Foundation docbuild compiles with"
    )
  }

  /// What members of a type the note never shows use of it: `self.name`s that type would
  /// declare, and names they read.
  private static func unshownTypeMembers(
    read names: [String], throughSelf: [String], _ language: Language
  ) -> String {
    let list = names.codeList
    guard !throughSelf.isEmpty else {
      guard !names.isEmpty else { return "" }
      return language.pick(": \(list)을(를) 읽습니다", "：读取了 \(list)", ": they read \(list)")
    }
    let members = throughSelf.map { "self.\($0)" }
    let used = language.pick(
      ": 그 타입이 선언해야 할 \(members.codeList)을(를) 씁니다",
      "：使用了该类型应当声明的 \(members.zhCodeList)",
      ": they use \(members.codeList), which that type would declare")
    guard !names.isEmpty else { return used }
    return language.pick(
      ": 그 타입이 선언해야 할 \(members.codeList)을(를) 쓰고 \(list)을(를) 읽습니다",
      "：使用了该类型应当声明的 \(members.zhCodeList)，并读取了 \(names.zhCodeList)",
      ": they use \(members.codeList), which that type would declare, and read \(list)")
  }

  private static func alsoUses(_ unshown: [String], _ language: Language) -> String {
    guard !unshown.isEmpty else { return "" }
    let others = unshown.codeList
    return language.pick(
      ". 또한 이 글에서 선언하지 않은 \(others)을(를) 사용합니다", "；此外还使用了本文没有声明的 \(others)",
      ", and it uses \(others), which the note never declares")
  }

  private static func compiled(_ fragment: FragmentKind, _ language: Language) -> String {
    guard fragment == .modifierChain else { return Self.fragment(fragment, language) }
    return language.pick(
      "수정자만 이어져 있어 페이지의 뷰에 적용했지만 컴파일되지 않습니다",
      "只有修饰符链：应用到本页的视图上也无法编译",
      "a chain of modifiers: applied to the page's view, it does not compile")
  }

  private static func shownAlone(_ kind: ShownAlone, _ language: Language) -> String {
    switch kind {
    case .attribute:
      language.pick(
        "속성의 이름만 적었습니다: 실행할 코드가 없습니다", "只写出了特性的名字：没有可运行的代码",
        "an attribute named alone: there is no code to run")
    case .typeName:
      language.pick(
        "타입이나 프로토콜의 이름만 적었습니다: 실행할 코드가 없습니다", "只写出了类型或协议的名字：没有可运行的代码",
        "a type or protocol named alone: there is no code to run")
    case .keyPath:
      language.pick(
        "키 경로만 적었습니다: 실행할 코드가 없습니다", "只写出了一个键路径：没有可运行的代码",
        "a key path shown alone: there is no code to run")
    case .value:
      language.pick(
        "값의 이름(또는 `$` 투영)만 적었습니다: 실행할 코드가 없습니다", "只写出了一个值的名字（或它的 `$` 投影）：没有可运行的代码",
        "a value's name (or its `$` projection) shown alone: there is no code to run")
    case .requirement:
      language.pick(
        "프로토콜이 요구 사항을 적듯 값 없이 선언만 적었습니다: 실행할 코드가 없습니다",
        "像协议列出要求那样只写了声明，没有值：没有可运行的代码",
        "a requirement as a protocol lists it, a declaration without a value: there is no code to run"
      )
    case .statement:
      language.pick(
        "문법을 보여 주는 문장 하나입니다: 이 페이지의 어떤 뷰도 그 문장이 쓰는 값을 선언하지 않아 실행할 곳이 없습니다",
        "只是展示语法的一条语句：本页没有哪个视图声明它用到的值，无处可运行",
        "one statement shown for its syntax: no view of the page declares the values it uses, so there is nowhere to run it"
      )
    case .publisherChain:
      language.pick(
        "Combine 연산자만 이어 적었습니다: 뷰의 수정자가 아니라 블록이 보여 주지 않는 퍼블리셔에 붙는 단계라 실행할 곳이 없습니다",
        "只写出了 Combine 操作符：它们不是视图的修饰符，而是接在本块没有给出的发布者后面的步骤，无处可运行",
        "Combine operators shown alone: steps of a publisher the block does not show, not modifiers of a view, so there is nowhere to run them"
      )
    case .closure:
      language.pick(
        "클로저 하나만 적었습니다: 다른 곳에 보인 호출에 넘기는 인자(콘텐츠나 동작 클로저)의 한 조각이라, 그 자체로 실행할 예제가 아닙니다",
        "只写出了一个闭包：它是传给别处所示调用的参数（内容或动作闭包）的一部分，本身不是可运行的示例",
        "a closure shown alone: the argument (a content or action closure) of a call shown elsewhere, a piece of that call, not an example to run on its own"
      )
    case .argument:
      language.pick(
        "레이블이 붙은 인자(레이블, 콜론, 클로저)만 적었습니다: 다른 곳에 보인 호출의 한 조각이라, 그 자체로 실행할 예제가 아닙니다",
        "只写出了一个带标签的参数（标签、冒号和闭包）：它是别处所示调用的一部分，本身不是可运行的示例",
        "a labelled argument (a label, a colon and a closure) shown alone: a piece of a call shown elsewhere, not an example to run on its own"
      )
    }
  }

  private static func plainText(_ kind: PlainText, _ language: Language) -> String {
    switch kind {
    case .diagram:
      language.pick(
        "Swift가 아니라 화살표로 그린 도식입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是用箭头画的示意图，不是 Swift：只展示，不运行",
        "a diagram drawn with arrows, not Swift: shown, not run")
    case .prose:
      language.pick(
        "Swift가 아니라 말로 쓴 글입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是文字说明，不是 Swift：只展示，不运行",
        "words, not Swift code: shown, not run")
    case .cheatSheet:
      language.pick(
        "수정자와 설명 문장을 나열한 요약표입니다: 프로그램이 아니라 보여 주기만 합니다",
        "这是列出修饰符和文字说明的速查表，不是程序：只展示，不运行",
        "a cheat sheet listing modifiers with notes in words, not a program: shown, not run")
    case .modifierList:
      language.pick(
        "쉼표로 나열한 수정자 이름의 목록입니다: 프로그램이 아니고 수정할 뷰도 없어 보여 주기만 합니다",
        "这是用逗号列出的修饰符名称清单：不是程序，也没有被修饰的视图：只展示，不运行",
        "a list of modifier names separated by commas, not a program, with no view to modify: shown, not run"
      )
    case .debuggerCommand:
      language.pick(
        "Swift 코드가 아니라 디버거(LLDB) 프롬프트에 입력하는 명령입니다: 보여 주기만 하고 실행하지 않습니다",
        "这是在调试器（LLDB）提示符下输入的命令，不是 Swift 代码：只展示，不运行",
        "a command typed at the debugger's (LLDB) prompt, not Swift code: shown, not run")
    case .outline:
      language.pick(
        "개요입니다: 선언과 문장을 나열한 목록이라 프로그램이 아닙니다: 보여 주기만 하고 실행하지 않습니다",
        "这是提纲：罗列的声明和语句，不是程序：只展示，不运行",
        "an outline: a list of declarations and statements, not a program: shown, not run")
    case .outlineWithChain:
      language.pick(
        "개요입니다: 선언 옆에 수정자 체인이 있지만 수정할 뷰가 없습니다: 보여 주기만 하고 실행하지 않습니다",
        "这是提纲：声明旁边的修饰符链没有可修饰的视图：只展示，不运行",
        "an outline: declarations beside a chain of modifiers that has no view to modify: shown, not run"
      )
    case .containerOutline:
      language.pick(
        "개요입니다: 컨테이너의 내용은 주석뿐이고, 그 안의 수정자에는 수정할 뷰가 없습니다: 보여 주기만 하고 실행하지 않습니다",
        "这是提纲：容器的内容只有一条注释，里面的修饰符没有可修饰的视图：只展示，不运行",
        "an outline: the container's content is only a comment, and the modifier in it has no view to modify: shown, not run"
      )
    case .designSketch:
      language.pick(
        "설계 스케치입니다: 한 클래스가 프로토콜처럼 본문 없는 메서드를 선언하고, 같은 블록의 다른 타입이 그 메서드를 구현합니다 (본문 없는 메서드는 프로토콜만 선언할 수 있습니다): 보여 주기만 하고 실행하지 않습니다",
        "这是设计草图：一个类像协议那样声明了没有实现体的方法，同一代码块中的另一个类型实现了它们（只有协议才能声明没有实现体的方法）：只展示，不运行",
        "a design sketch: a class declares methods without bodies, as only a protocol may, and another type of the block implements them: shown, not run"
      )
    case .empty:
      language.pick(
        "빈 코드 블록입니다: 실행할 것이 없습니다", "这是空代码块：没有可运行的内容", "an empty code block: nothing to run")
    }
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
