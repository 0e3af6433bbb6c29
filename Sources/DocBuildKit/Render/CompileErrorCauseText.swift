/// What a compile error is about, as its page says it, in each language of the site.
extension CompileErrorCause {
  func text(in language: Language) -> String {
    switch self {
    case .hexColor(let hex):
      language.pick(
        "`Color(\(hex))`: SwiftUI의 `Color`에는 16진수 정수를 받는 이니셜라이저가 없고, 이 글도 그런 이니셜라이저를 선언하지 않습니다",
        "`Color(\(hex))`：SwiftUI 的 `Color` 没有接受十六进制整数的初始化方法，本文也没有声明这样的初始化方法",
        "`Color(\(hex))`: SwiftUI's `Color` has no initializer taking a hex integer, and the note never declares one"
      )
    case .assetImage(let symbol):
      language.pick(
        "`.\(symbol)`은(는) Xcode가 프로젝트의 에셋 카탈로그에서 만들어 주는 이미지 심벌인데, 이 글은 에셋 카탈로그를 함께 제공하지 않습니다",
        "`.\(symbol)` 是 Xcode 根据项目的资源目录（asset catalog）生成的图像符号，而本文没有附带这个资源目录",
        "`.\(symbol)` is an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
      )
    case .borrowedType(let type, let line, let conformance):
      language.pick(
        "이 블록은 `\(type)`을(를) 선언하지 않아 \(line)행 블록의 `\(type)`을(를) 쓰는데, 그 타입은 이 코드가 요구하는 `\(conformance)`을(를) 따르지 않습니다",
        "这个代码块没有声明 `\(type)`，用的是第 \(line) 行代码块中的 `\(type)`，而它不遵循这段代码要求的 `\(conformance)`",
        "the block declares no `\(type)` of its own and uses the one of the block at line \(line), which does not conform to `\(conformance)` as this code requires"
      )
    case .sendableHandlerOnLinux(let type, let proto, let requirement):
      language.pick(
        "Linux에서는 `\(type)`이(가) `\(proto)`을(를) 따르지 못합니다: Linux의 Foundation은 `\(type)`의 `\(requirement)` 완료 핸들러를 `@Sendable`로 선언하는데 이 프로토콜의 요구 사항에는 `@Sendable`이 없어 둘이 맞지 않습니다. 이 글이 전제한 Apple의 Foundation에서는 이 준수가 컴파일되므로, 글의 잘못이 아니라 플랫폼의 차이입니다",
        "在 Linux 上 `\(type)` 无法遵循 `\(proto)`：Linux 的 Foundation 把 `\(type)` 的 `\(requirement)` 的完成回调声明为 `@Sendable`，而这个协议的要求里没有 `@Sendable`，两者因此对不上。在本文所针对的 Apple 的 Foundation 中，这个遵循可以编译：这是平台之间的差异，不是本文的错误",
        "on Linux `\(type)` does not conform to `\(proto)`: Linux's Foundation declares the completion handler of `\(type)`'s `\(requirement)` `@Sendable`, and the protocol's requirement does not, so the two no longer match. Apple's Foundation, which the note is written for, accepts this conformance: a difference of platforms, not the note's mistake"
      )
    case .mistypedOperator(let written, let meant):
      language.pick(
        "`\(written)`은(는) Swift의 연산자가 아닙니다: 잘못 입력한 연산자로, `\(meant)`을(를) 뜻한 것입니다",
        "`\(written)` 不是 Swift 的运算符：这是输错的运算符，本意是 `\(meant)`",
        "`\(written)` is no operator of Swift's: a mistyped operator, `\(meant)` was meant"
      )
    case .declaredTwice(let name):
      language.pick(
        "이 블록은 `\(name)`을(를) 두 번 선언합니다(한 블록에 두 버전): docbuild는 블록 단위로 실행하며, 한 블록 안의 버전을 따로 실행하지 않습니다",
        "这个代码块声明了两次 `\(name)`（一个代码块里有两个版本）：docbuild 按代码块运行，不会分别运行同一代码块里的各个版本",
        "this block declares `\(name)` twice (two versions in one block): docbuild runs blocks, not versions inside one"
      )
    case .elidedArguments(let call) where call.contains("…"):
      // An ellipsis character is no operator Swift has at all.
      language.pick(
        "`\(call)`의 인자를 `…`로 생략했습니다: Swift에는 `…` 연산자가 없으므로, 생략된 인자를 채워야 컴파일됩니다",
        "`\(call)` 的参数用 `…` 省略了：Swift 没有 `…` 这个运算符，要补上省略的参数才能编译",
        "the arguments of `\(call)` are elided with `…`: Swift has no `…` operator, so the block compiles only with them written out"
      )
    case .elidedArguments(let call):
      language.pick(
        "`\(call)`의 인자를 `...`로 생략했습니다: Swift는 그 자리의 `...`를 인자가 아니라 범위 연산자로 읽으므로, 생략된 인자를 채워야 컴파일됩니다",
        "`\(call)` 的参数用 `...` 省略了：Swift 把那里的 `...` 当作范围运算符而不是参数，要补上省略的参数才能编译",
        "the arguments of `\(call)` are elided with `...`: Swift reads `...` there as a range operator, not arguments, so the block compiles only with them written out"
      )
    case .emptyBody(let function, let returns):
      language.pick(
        "`\(function)`의 본문이 비어 있습니다: `\(returns)`을(를) 돌려준다고 선언했지만 글이 본문을 적지 않았습니다(시그니처만 보여 줍니다)",
        "`\(function)` 的函数体是空的：声明了返回 `\(returns)`，但笔记没有写出函数体（只展示签名）",
        "the body of `\(function)` is left empty: it is declared to return `\(returns)`, but the note writes no body (it shows only the signature)"
      )
    case .wrapperOverEmptyAccessors(let wrapper, let property):
      language.pick(
        "`@\(wrapper) var \(property)` 뒤에 빈 `{ }`가 있습니다: Swift는 이 중괄호를 접근자로 읽어 `\(property)`을(를) 계산 프로퍼티로 만들고, 프로퍼티 래퍼는 계산 프로퍼티를 감쌀 수 없습니다. 빈 중괄호를 지우면 됩니다",
        "`@\(wrapper) var \(property)` 后面跟着空的 `{ }`：Swift 把这对花括号读作访问器，使 `\(property)` 成为计算属性，而属性包装器不能包装计算属性。删掉这对空花括号即可",
        "`@\(wrapper) var \(property)` is followed by empty braces `{ }`: Swift reads them as its accessors, which makes `\(property)` a computed property, and a property wrapper cannot wrap one; the empty braces go"
      )
    case .compilerCrash:
      language.pick(
        "Swift 컴파일러가 이 블록을 컴파일하다 비정상 종료했습니다: 이 코드가 건드린 컴파일러의 버그이며, 기기 문제가 아닙니다",
        "Swift 编译器在编译这个代码块时崩溃了：这是这段代码触发的编译器缺陷，不是机器的问题",
        "the Swift compiler crashed on this block: a bug of the compiler's that this code meets, not a fault of the machine"
      )
    case .bindingGivenValue(let name):
      language.pick(
        "`@Binding var \(name)`에 초깃값을 주었습니다: `@Binding` 프로퍼티는 자기 값을 갖지 않고, 이 뷰를 만드는 뷰가 넘겨 줍니다(`$\(name)`). 그러니 `=`와 값을 빼고 부르는 쪽에서 바인딩을 넘겨야 합니다",
        "`@Binding var \(name)` 被赋了初始值：`@Binding` 属性没有自己的值，由创建这个视图的视图传入（`$\(name)`）。应去掉 `=` 和值，由调用方传入绑定",
        "`@Binding var \(name)` is given an initial value: a `@Binding` property has no value of its own, the view that makes this one passes it (`$\(name)`), so the `=` and its value go, and the caller passes the binding"
      )
    case .undeclaredWrapperStorage(let property):
      language.pick(
        "`_\(property)`은(는) 프로퍼티 래퍼가 `\(property)`에 두는 저장소인데, 이 코드는 `\(property)`을(를) 선언하지 않습니다(글이 그 프로퍼티를 생략했습니다)",
        "`_\(property)` 是属性包装器为 `\(property)` 提供的存储，但这段代码没有声明 `\(property)`（笔记省略了这个属性）",
        "`_\(property)` is the storage a property wrapper gives `\(property)`, which this code never declares (the note leaves the property out)"
      )
    case .unstorableValue(let wrapper, let type):
      language.pick(
        "`@\(wrapper)`은(는) `\(type)` 값을 저장할 수 없습니다: SwiftUI에서도 `Bool`, `Int`, `Double`, `String`, `URL`, `Data`와 그런 원시 값을 가진 열거형만 저장합니다",
        "`@\(wrapper)` 不能保存 `\(type)` 类型的值：在 SwiftUI 中它同样只保存 `Bool`、`Int`、`Double`、`String`、`URL`、`Data` 以及以这些为原始值的枚举",
        "`@\(wrapper)` cannot hold a `\(type)`: in SwiftUI too it stores only `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and enumerations with such raw values"
      )
    case .statementInViewBuilder(let statement):
      language.pick(
        "`\(statement)`은(는) 뷰가 아니라 문장입니다: 뷰 빌더(`body`나 스택, 레이블의 콘텐츠 클로저)에는 뷰만 놓을 수 있으니, 이런 문장은 버튼의 동작이나 `.onAppear` 안에서 실행해야 합니다",
        "`\(statement)` 是语句，不是视图：视图构建器（`body`、栈或标签的内容闭包）里只能放视图，这样的语句要放在按钮的动作或 `.onAppear` 里执行",
        "`\(statement)` is a statement, not a view: a view builder (a `body`, a stack's or a label's content closure) holds views only, so such a statement runs in a button's action or in `.onAppear` instead"
      )
    case .declarationInViewBuilder(let declaration, bodyLeftOpen: true):
      language.pick(
        "`\(declaration)`은(는) `body`와 같은 높이에 쓰였지만 그 안에 들어가 있습니다: 앞에 `}`가 하나 빠져 `body`가 닫히지 않았고, 뷰 빌더에는 이런 선언을 둘 수 없습니다",
        "`\(declaration)` 和 `body` 写在同一层，却落在了它里面：前面少了一个 `}`，`body` 没有闭合，而视图构建器里不能放这样的声明",
        "`\(declaration)` is indented as `body` is but lands inside it: a `}` is missing before it, so `body` is never closed, and a view builder cannot hold such a declaration"
      )
    case .declarationInViewBuilder(let declaration, bodyLeftOpen: false):
      language.pick(
        "`\(declaration)`은(는) 뷰 빌더 안의 선언입니다: 뷰 빌더에는 뷰와 지역 값만 둘 수 있고 함수나 타입은 둘 수 없으니 밖으로 옮겨야 합니다",
        "`\(declaration)` 是视图构建器里的声明：视图构建器只能放视图和局部值，不能放函数或类型，需要移到外面",
        "`\(declaration)` is a declaration inside a view builder, which holds views and local values but no function or type: it belongs outside"
      )
    case .noMatchingInitializer(let type, let given):
      Self.noMatchingInitializer(type, given: given, language)
    case .misspeltLabel(let written, let meant):
      OwnMistake.misspeltName(written: written + ":", meant: meant + ":").text(in: language)
    case .misspeltMember(let written, let meant):
      OwnMistake.misspeltName(written: "." + written, meant: "." + meant).text(in: language)
    case .unknownArgumentLabel(let type, let written, let initializers):
      language.pick(
        "SwiftUI의 `\(type)` 이니셜라이저에는 `\(written)` 레이블이 없습니다: SwiftUI에 있는 것은 \(Self.list(initializers.map { "`\($0)`" }, language))입니다",
        "SwiftUI 的 `\(type)` 初始化方法没有 `\(written)` 这个标签：SwiftUI 提供的是 \(Self.list(initializers.map { "`\($0)`" }, language))",
        "no initializer of SwiftUI's `\(type)` has the label `\(written)`: SwiftUI has \(Self.list(initializers.map { "`\($0)`" }, language))"
      )
    }
  }

  private static func noMatchingInitializer(_ type: String, given: [String], _ language: Language)
    -> String
  {
    let types = list(given.map { "`\($0)`" }, language)
    // A wrapper may store an optional: the advice is for a call's argument.
    let optional = type.hasPrefix("@") ? nil : given.first { $0.hasSuffix("?") }
    let unwrap = optional.map { optional in
      language.pick(
        ": 옵셔널 `\(optional)`은(는) 먼저 풀어야 합니다(`if let`이나 `??`로 기본값 주기)",
        "：可选值 `\(optional)` 要先解包（用 `if let`，或用 `??` 给出默认值）",
        ": an optional `\(optional)` has to be unwrapped first (`if let`, or a default with `??`)")
    }
    return language.pick(
      "`\(type)`의 어떤 이니셜라이저도 글이 넘긴 \(types)을(를) 받지 않습니다",
      "`\(type)` 没有哪个初始化方法接受笔记传入的 \(types)",
      "no initializer of `\(type)` takes the \(types) the note passes") + (unwrap ?? "")
  }

  /// `a`, `b` and `c`, said in the page's language.
  private static func list(_ items: [String], _ language: Language) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    let head = items.dropLast().joined(separator: language.pick(", ", "、", ", "))
    return head + language.pick(", ", " 和 ", " and ") + items.last!
  }
}
