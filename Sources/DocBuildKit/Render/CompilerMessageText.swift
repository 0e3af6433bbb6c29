/// A Swift compiler or parser message as a reader of the page reads it: in the page's language
/// where its shape is known, with what a cryptic one means, and without the names of the module
/// docbuild compiles examples in. Names and code inside stay as the compiler wrote them.
enum CompilerMessageText {
  /// `cause`: what the message is about when swiftc's words do not say it, said instead.
  static func explained(
    _ message: String, in language: Language, cause: CompileErrorCause? = nil
  ) -> String {
    // docbuild's own note on where the error is, after the compiler's words.
    if let match = message.wholeMatch(of: #/(.+) \(at line (\d+), (earlier|later) on the page\)/#) {
      let line = match.2
      let place =
        match.3 == "earlier"
        ? language.pick(
          "페이지 앞쪽 \(line)행", "本页前面第 \(line) 行", "at line \(line), earlier on the page")
        : language.pick(
          "페이지 뒤쪽 \(line)행", "本页后面第 \(line) 行", "at line \(line), later on the page")
      return explained(String(match.1), in: language, cause: cause) + " (\(place))"
    }
    if let match = message.wholeMatch(of: #/(.+) \(in code docbuild added\)/#) {
      return explained(String(match.1), in: language, cause: cause)
        + language.pick(
          " (docbuild가 덧붙인 코드에서)", "（在 docbuild 补上的代码中）", " (in code docbuild added)")
    }
    if let cause { return cause.text(in: language) }
    // swiftc's diagnostic group (`[#ProtocolTypeNonConformance]`) means nothing to a reader.
    let message = message.replacing(#/'main\./#, with: "'").replacing(#/ \[#[\w-]+\]$/#, with: "")
    for shape in shapes {
      if let match = message.wholeMatch(of: shape.pattern) {
        // An English page keeps the message's words unless they need explaining, swiftc's
        // marked as the compiler's as on the other pages.
        if !shape.explains, language.pick("", "", "en") == "en" {
          return shape.docbuildWords ? message : compilerSays(message, language)
        }
        let names = match.output.dropFirst().compactMap { $0.substring.map(String.init) }
        return shape.text(names, language)
      }
    }
    return compilerSays(message, language)
  }

  /// swiftc's own words, labelled as its, so that a reader can tell them from docbuild's.
  private static func compilerSays(_ message: String, _ language: Language) -> String {
    language.pick("Swift 컴파일러: ", "Swift 编译器：", "Swift compiler: ") + message
  }

  private struct Shape {
    let pattern: Regex<AnyRegexOutput>
    /// Whether the compiler's words alone leave a reader guessing (said in English too).
    let explains: Bool
    /// Whether the message is docbuild's own words, which are no compiler's.
    let docbuildWords: Bool
    let text: ([String], Language) -> String

    init(
      _ pattern: String, explains: Bool = false, docbuildWords: Bool = false,
      _ text: @escaping ([String], Language) -> String
    ) {
      self.pattern = try! Regex(pattern)
      self.explains = explains
      self.docbuildWords = docbuildWords
      self.text = text
    }
  }

  /// Known shapes, in swiftc's words; the cryptic ones explained.
  nonisolated(unsafe) private static let shapes: [Shape] = [
    Shape(#"typographic quote `(.)` where Swift needs a straight `"`: .+"#, docbuildWords: true) {
      n, l in
      l.pick(
        "Swift에는 곧은 따옴표 `\"`가 필요한 자리에 둥근(또는 전각) 따옴표 `\(n[0])`가 쓰였습니다: 문자열 리터럴은 곧은 따옴표로만 감쌉니다 (Xcode도 거부합니다)",
        "Swift 需要直引号 `\"` 的地方用了弯引号（或全角引号）`\(n[0])`：字符串字面量只能用直引号括起来（Xcode 同样会拒绝）",
        "")
    },
    Shape(#"string literal closed by typographic quote `(.)`, which .+"#, docbuildWords: true) {
      n, l in
      l.pick(
        "문자열을 곧은 따옴표 `\"`로 열고 둥근(또는 전각) 따옴표 `\(n[0])`로 닫았습니다: Swift는 `\(n[0])`를 글자로 읽어 문자열이 끝나지 않습니다. 곧은 따옴표 `\"`로 닫아야 합니다",
        "字符串用直引号 `\"` 开始，却用弯引号（或全角引号）`\(n[0])` 结束：Swift 把 `\(n[0])` 当作普通字符，字符串一直没有结束，要用直引号 `\"` 结束",
        "")
    },
    // `var body: some View { .padding() }`: a modifier with nothing before its dot.
    Shape(#"instance member '(.+)' cannot be used on type '(?:some )?View'"#, explains: true) {
      n, l in
      l.pick(
        "`.\(n[0])` 수정자가 앞에 뷰 없이 점으로 시작합니다: 수정할 뷰가 없습니다",
        "修饰符 `.\(n[0])` 以点开头，前面没有视图：没有可修饰的视图",
        "the modifier `.\(n[0])` starts with its dot, no view before it: there is no view to modify"
      )
    },
    Shape(
      #"static method 'buildExpression' requires that '(.+)' conform to 'View'"#, explains: true
    ) { n, l in
      l.pick(
        "`\(n[0])`은(는) 뷰가 아니어서 뷰의 `body`에 놓을 수 없습니다",
        "`\(n[0])` 不是视图，不能放在视图的 `body` 里",
        "`\(n[0])` is not a view, so it cannot stand in a view's `body`")
    },
    Shape(#"generic parameter '(.+)' could not be inferred"#, explains: true) { n, l in
      l.pick(
        "Swift 컴파일러가 제네릭 매개변수 `\(n[0])`의 타입을 알아내지 못했습니다: 보통 안쪽에 선언되지 않았거나 잘못 쓴 이름이 있습니다",
        "Swift 编译器推断不出泛型参数 `\(n[0])` 的类型：通常是里面有未声明或拼错的名字",
        "the Swift compiler could not infer the generic parameter `\(n[0])`: usually a name inside is undeclared or misspelt"
      )
    },
    Shape(
      #"value of type '(.+)' has no dynamic member '(.+)' using key path from root type '.+'"#,
      explains: true
    ) { n, l in
      l.pick(
        "`\(n[0])`에는 `\(n[1])` 멤버가 없습니다", "`\(n[0])` 没有成员 `\(n[1])`",
        "`\(n[0])` has no member `\(n[1])`")
    },
    Shape(#"(?:value of type|type) '(.+)' has no member '(.+)'"#) { n, l in
      l.pick(
        "`\(n[0])`에는 `\(n[1])` 멤버가 없습니다", "`\(n[0])` 没有成员 `\(n[1])`",
        "type '\(n[0])' has no member '\(n[1])'")
    },
    // docbuild's words after swiftc's (`BodylessView`): the view has no `body` at all.
    Shape(
      #"type '(.+)' does not conform to protocol 'View': it declares no `body`"#,
      docbuildWords: true
    ) { n, l in
      l.pick(
        "`\(n[0])`에는 `body`가 없어서 `View` 프로토콜을 따르지 못합니다",
        "`\(n[0])` 没有声明 `body`，因此不符合 `View` 协议",
        "type '\(n[0])' does not conform to protocol 'View': it declares no `body`")
    },
    // `Shape { path in … }`, `View()`: a protocol is no type to make.
    Shape(
      #"'any (.+)' cannot be constructed because it has no accessible initializers"#,
      explains: true
    ) { n, l in
      l.pick(
        "`\(n[0])`은(는) 프로토콜이라 `\(n[0])(…)`처럼 만들 수 없습니다: 그 프로토콜을 따르는 타입을 만들어야 합니다",
        "`\(n[0])` 是协议，不能像 `\(n[0])(…)` 这样创建：要创建遵循它的类型",
        "`\(n[0])` is a protocol, which cannot be made as `\(n[0])(…)`: a type conforming to it can"
      )
    },
    // `struct Card: some View`: a type conforms to `View`, written `: View`.
    Shape(
      #"'some' types are only permitted in properties, subscripts, and functions"#,
      explains: true
    ) { _, l in
      l.pick(
        "`some` 타입은 프로퍼티·서브스크립트·함수의 타입에만 씁니다: 타입이 프로토콜을 따를 때는 `some` 없이 `: View`처럼 씁니다",
        "`some` 类型只能用作属性、下标或函数的类型：类型遵循协议时不写 `some`，写作 `: View`",
        "`some` types are only for properties, subscripts and functions: a type conforming to a protocol writes it without `some` (`: View`)"
      )
    },
    Shape(
      #"static (?:properties|methods) may only be declared on a type"#, explains: true
    ) { _, l in
      l.pick(
        "`static` 멤버는 타입 안에서만 선언할 수 있습니다: 이 코드는 타입이나 익스텐션 밖에 있습니다",
        "`static` 成员只能在类型中声明：这段代码在类型或扩展之外",
        "a `static` member can only be declared in a type: this one stands outside any type or extension"
      )
    },
    // `Identifiable` asks for one member only: its `id`, of a `Hashable` type.
    Shape(#"type '(.+)' does not conform to protocol 'Identifiable'"#, explains: true) { n, l in
      l.pick(
        "`\(n[0])`은(는) `Identifiable`을 따른다고 선언했지만 `id` 속성이 없습니다(또는 그 타입이 `Hashable`이 아닙니다): `Identifiable`이 요구하는 것은 `id` 하나입니다",
        "`\(n[0])` 声明遵循 `Identifiable`，却没有 `id` 属性（或其类型不是 `Hashable`）：`Identifiable` 只要求一个 `id`",
        "type '\(n[0])' declares `Identifiable` but has no `id` property (or its type is not `Hashable`): an `id` is all `Identifiable` requires"
      )
    },
    // A class's stored properties without values need an `init` (SwiftData's `@Model` too).
    Shape(#"class '(.+)' has no initializers"#, explains: true) { n, l in
      l.pick(
        "클래스 `\(n[0])`에는 기본값 없는 저장 속성이 있는데 `init`이 없습니다: 속성에 기본값을 주거나 `init`을 써야 합니다",
        "类 `\(n[0])` 有没有默认值的存储属性，却没有 `init`：要给这些属性默认值，或写一个 `init`",
        "class '\(n[0])' has no initializers: its stored properties have no default values and it declares no `init`, which a class needs"
      )
    },
    Shape(#"type '(.+)' does not conform to protocol '(.+)'"#, explains: true) { n, l in
      l.pick(
        "`\(n[0])`이(가) `\(n[1])` 프로토콜의 요구 사항을 채우지 못합니다: 보통 `body` 같은 요구 멤버 안의 코드가 컴파일되지 않는 것입니다",
        "`\(n[0])` 没有满足协议 `\(n[1])` 的要求：通常是 `body` 等必需成员里的代码无法编译",
        "type '\(n[0])' does not conform to protocol '\(n[1])': usually code inside a required member such as `body` does not compile"
      )
    },
    // `EdgeInsets(top: CGFloat, …)`: a signature copied from the documentation as a call.
    Shape(
      #"cannot convert value of type '\(?(.+?)\)?\.Type' to expected argument type '\1'"#,
      explains: true
    ) { n, l in
      l.pick(
        "값이 와야 할 자리에 타입 `\(n[0])`이(가) 있습니다: 호출이 아니라 선언의 시그니처(`이름: \(n[0])`)처럼 쓰였습니다",
        "应当是值的位置写了类型 `\(n[0])`：这是声明的签名（`标签: \(n[0])`），不是调用",
        "the type `\(n[0])` stands where a value of it goes: written like a declaration's signature (`label: \(n[0])`), not a call"
      )
    },
    // `.system(size: ...)`: the note left the value out; Swift reads `...` as a range operator.
    Shape(
      #"cannot convert value of type '\(UnboundedRange_\) -> \(\)' to expected argument type '(.+)'"#,
      explains: true
    ) { n, l in
      l.pick(
        "`\(n[0])` 값이 와야 할 자리에 생략 표시 `...`가 있습니다: Swift는 이것을 범위 연산자로 읽습니다",
        "应当是 `\(n[0])` 值的位置写了省略号 `...`：Swift 把它当作区间运算符",
        "an elision `...` stands where a `\(n[0])` value goes: Swift reads it as a range operator")
    },
    // `Image(...)` elsewhere: an elided argument, which Swift reads as the unbounded range.
    Shape(#".*\bUnboundedRange_?\b.*"#, explains: true) { _, l in
      l.pick(
        "인자를 `...`로 생략했습니다: Swift는 그 자리의 `...`를 값이 아니라 범위 연산자로 읽으므로, 생략된 인자를 채워야 컴파일됩니다",
        "用 `...` 省略了参数：Swift 把那里的 `...` 当作范围运算符而不是值，要补上省略的参数才能编译",
        "an argument is elided with `...`: Swift reads `...` there as a range operator, not a value, so the block compiles only with the argument written out"
      )
    },
    // `"key" = "value";` beside Swift: a line of a `.strings` localization file.
    Shape(#"cannot assign to value: literals are not mutable"#, explains: true) { _, l in
      l.pick(
        "리터럴에는 값을 대입할 수 없습니다: `\"키\" = \"값\";` 같은 줄은 Swift가 아니라 `.strings` 현지화 파일의 줄입니다",
        "不能给字面量赋值：`\"键\" = \"值\";` 这样的行是 `.strings` 本地化文件的一行，不是 Swift",
        "a literal cannot be assigned to: a line like `\"key\" = \"value\";` is a line of a `.strings` localization file, not Swift"
      )
    },
    Shape(#"value of optional type '(.+)' must be unwrapped to a value of type '(.+)'"#) { n, l in
      l.pick(
        "옵셔널 `\(n[0])` 값은 `\(n[1])`이(가) 필요한 곳에 쓰기 전에 풀어야 합니다(`if let`이나 `??`로 기본값 주기)",
        "可选类型 `\(n[0])` 的值要先解包，才能用在需要 `\(n[1])` 的地方（用 `if let`，或用 `??` 给出默认值）",
        "value of optional type '\(n[0])' must be unwrapped to a value of type '\(n[1])'")
    },
    // `Button("OK") { … }` among a type's members, where only declarations go.
    Shape(#"expected 'func' keyword in (?:instance )?method declaration"#, explains: true) {
      _, l in
      l.pick(
        "타입의 멤버 선언들 사이에 식(호출 같은)이 놓여 있습니다: 타입 본문에는 선언(`var`, `func` 등)만 올 수 있으니, 이 식은 `body`나 함수 안에 있어야 합니다",
        "类型的成员声明之间放了一个表达式（例如调用）：类型体里只能有声明（`var`、`func` 等），这个表达式应放在 `body` 或函数里",
        "an expression (a call, say) stands among a type's member declarations, where only declarations (`var`, `func`, …) go: it belongs inside `body` or a function"
      )
    },
    Shape(#"cannot find (?:type )?'(.+)' in scope"#) { n, l in
      l.pick(
        "이 범위에서 `\(n[0])`을(를) 찾을 수 없습니다", "在此作用域中找不到 `\(n[0])`",
        "cannot find '\(n[0])' in scope")
    },
    // docbuild's words for a link without its label (`LabellessLink`).
    Shape(#"`NavigationLink\(destination:\)` has no label: .+"#, docbuildWords: true) { _, l in
      l.pick(
        "`NavigationLink(destination:)`에 레이블이 없습니다: 링크에는 보여 줄 뷰가 후행 클로저(`{ Text(\"다음\") }`)나 `destination:` 앞의 제목으로 있어야 합니다",
        "`NavigationLink(destination:)` 没有标签：链接需要它显示的视图，写成尾随闭包（`{ Text(\"下一页\") }`）或 `destination:` 之前的标题",
        LabellessLink.text)
    },
    Shape(#"missing arguments? for parameters? (.+) in call"#) { n, l in
      l.pick(
        "호출에 매개변수 \(n[0])의 인자가 빠졌습니다", "调用缺少参数 \(n[0])",
        "missing argument for parameter \(n[0]) in call")
    },
    // swift-syntax's parser.
    Shape(#"expected (`[^`]+`)"#) { n, l in
      l.pick("\(n[0])이(가) 있어야 합니다", "这里缺少 \(n[0])", "expected \(n[0])")
    },
    Shape(#"unexpected code (`.+`)"#) { n, l in
      l.pick("예상하지 못한 코드 \(n[0])", "多余的代码 \(n[0])", "unexpected code \(n[0])")
    },
  ]
}
