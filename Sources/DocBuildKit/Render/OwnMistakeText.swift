/// A block's own mistake as its page says it, in each language of the site.
extension OwnMistake {
  func text(in language: Language) -> String {
    switch self {
    case .misspeltAttribute(let written, let meant):
      return Self.misspelling("@\(written)", of: "@\(meant)", in: language)
    case .misspeltName(let written, let meant):
      return Self.misspelling(written, of: meant, in: language)
    case .forEachPrints:
      return language.pick(
        "`ForEach`의 클로저가 뷰를 만들지 않고 `print`만 합니다: `ForEach`는 요소마다 뷰를 만드는 뷰이므로, 출력만 하려면 `for` 반복문을 씁니다",
        "`ForEach` 的闭包只调用 `print`，没有创建视图：`ForEach` 是为每个元素创建视图的视图，只想打印时应使用 `for` 循环",
        "the `ForEach`'s closure only prints and makes no view: a `ForEach` is a view that makes a view for each element (to print, use a `for` loop)"
      )
    case .forEachWithoutContent:
      return language.pick(
        "`ForEach`에 요소마다 뷰를 만들 클로저가 없습니다", "`ForEach` 没有为每个元素创建视图的闭包",
        "the `ForEach` has no closure making a view for each element")
    case .forEachWithoutData:
      return language.pick(
        "`ForEach`에 데이터가 없습니다: SwiftUI의 `ForEach` 이니셜라이저는 모두 컬렉션이나 범위를 받으며, 클로저만 받는 것은 없습니다",
        "`ForEach` 没有传入数据：SwiftUI 的 `ForEach` 初始化方法都要接受集合或范围，没有只接受闭包的",
        "the `ForEach` is given no data: every initializer of SwiftUI's `ForEach` takes a collection or a range, none only a closure"
      )
    case .containerWithoutContent(let name):
      return language.pick(
        "`\(name)()`에 아무 내용도 없습니다", "`\(name)()` 没有任何内容", "`\(name)()` is given no content")
    case .declaredTwice(let name):
      return language.pick(
        "한 블록에서 `\(name)`을(를) 두 번 선언합니다: 같은 범위에서 타입을 두 번 선언할 수 없습니다",
        "同一个代码块里声明了两次 `\(name)`：同一作用域中不能重复声明类型",
        "it declares `\(name)` twice in one block: a type cannot be declared twice in the same scope"
      )
    case .bodyWithoutView(let name):
      return language.pick(
        "`\(name)`에 뷰의 `body`가 있지만 `View`를 따른다고 선언하지 않아(`: View`) 보여 줄 뷰가 아닙니다",
        "`\(name)` 有视图的 `body`，却没有声明遵循 `View`（`: View`），所以不是可以显示的视图",
        "`\(name)` has a view's `body` but never conforms to `View` (`: View`), so it is no view to show"
      )
    case .scrollArgumentsOnStack(let name):
      return language.pick(
        "`\(name)`에 스크롤 뷰의 인자(축, `showsIndicators:`)를 넘겼습니다: 그 인자는 `ScrollView`의 것입니다",
        "给 `\(name)` 传入了滚动视图的参数（滚动方向、`showsIndicators:`）：这些参数属于 `ScrollView`",
        "`\(name)` is given a scroll view's arguments (an axis, `showsIndicators:`): they belong to `ScrollView`"
      )
    case .protocolCalled(let name):
      return language.pick(
        "`\(name)()`은(는) 프로토콜을 타입처럼 호출합니다: 만들 수 있는 것은 `\(name)`을(를) 따르는 구체적인 타입입니다",
        "`\(name)()` 把协议当作类型来调用：能创建的只有遵循 `\(name)` 的具体类型",
        "`\(name)()` calls the protocol as if it were a type: only a concrete type conforming to `\(name)` can be made"
      )
    case .memberThroughOptionalBinding(let value, let member, let type):
      return language.pick(
        "`$\(value).\(member)`: `\(value)`은(는) 옵셔널(`\(type)`)이어서 그 바인딩에는 `\(member)` 멤버가 없습니다 (먼저 옵셔널을 풀어야 합니다)",
        "`$\(value).\(member)`：`\(value)` 是可选类型（`\(type)`），它的绑定没有成员 `\(member)`（需要先解包）",
        "`$\(value).\(member)` reaches through a binding to `\(value)`, an optional (`\(type)`), which has no member `\(member)`: it must be unwrapped first"
      )
    case .appendsOptional(let value, let type):
      return language.pick(
        "옵셔널(`\(type)`)인 `\(value)`을(를) 풀지 않고 `append`로 추가합니다",
        "把可选类型（`\(type)`）的 `\(value)` 不解包就用 `append` 追加",
        "it appends `\(value)`, an optional (`\(type)`), without unwrapping it")
    case .madeWithoutInitializer(let type, let properties):
      let list = properties.codeList
      return language.pick(
        "`\(type)()`: 이 글의 클래스 `\(type)`은(는) \(list)에 값을 주지 않고 이니셜라이저도 선언하지 않아 만들 수 없습니다",
        "`\(type)()`：本文的类 `\(type)` 没有给 \(list) 赋初值，也没有声明初始化方法，因此无法创建",
        "`\(type)()`: the note's class `\(type)` gives \(list) no value and declares no initializer, so it cannot be made"
      )
    case .initializerNotDeclared(let type, let labels, let lines):
      let call = "`\(type)(\(labels.map { $0 + ":" }.joined()))`"
      let numbers = lines.map(String.init)
      let en =
        numbers.count == 1 ? "line \(numbers[0])" : "lines " + numbers.joined(separator: ", ")
      guard !labels.isEmpty else {
        return language.pick(
          "\(call): \(numbers.joined(separator: ", "))행에 선언된 이 글의 `\(type)`에는 인자 없이 부를 수 있는 이니셜라이저가 없습니다",
          "\(call)：本文在第 \(numbers.joined(separator: "、")) 行声明的 `\(type)` 没有不带参数的初始化方法",
          "\(call): the note's `\(type)`, declared at \(en), has no initializer taking no arguments"
        )
      }
      return language.pick(
        "\(call): \(numbers.joined(separator: ", "))행에 선언된 이 글의 `\(type)`에는 이 인자 레이블을 받는 이니셜라이저가 없습니다",
        "\(call)：本文在第 \(numbers.joined(separator: "、")) 行声明的 `\(type)` 没有接受这些参数标签的初始化方法",
        "\(call): the note's `\(type)`, declared at \(en), has no initializer taking these labels"
      )
    case .hyphenatedName(let left, let right):
      return language.pick(
        "`\(left)-\(right)`은(는) 호출처럼 적은 설명입니다: Swift 이름에는 하이픈을 쓸 수 없어, Swift는 이를 `\(left)` 빼기 `\(right)`로 읽습니다",
        "`\(left)-\(right)` 是写成调用形式的说明：Swift 的名字不能含连字符，Swift 会把它读成 `\(left)` 减去 `\(right)`",
        "`\(left)-\(right)` is a description written as a call: a Swift name cannot hold a hyphen, so Swift reads `\(left)` minus `\(right)`"
      )
    case .bracesForParentheses(let view):
      return language.pick(
        "`\(view){\"…\"}`: 문자열을 괄호 `( )`가 아니라 중괄호 `{ }`로 감쌌습니다. Swift는 이를 문자열을 돌려주는 클로저로 읽는데, `\(view)`은(는) 클로저가 아니라 `\(view)(\"…\")`처럼 문자열을 받습니다",
        "`\(view){\"…\"}`：字符串用花括号 `{ }` 而不是圆括号 `( )` 括起来，Swift 把它读成返回字符串的闭包，而 `\(view)` 接受的是 `\(view)(\"…\")` 这样的字符串，不是闭包",
        "`\(view){\"…\"}`: the string is in braces `{ }` where parentheses `( )` belong, so Swift reads a closure returning it, and `\(view)` takes a string, as in `\(view)(\"…\")`, not a closure"
      )
    case .elidedContent(let written):
      return language.pick(
        "`\(written)`은(는) 글이 생략한 내용(보여 줄 뷰)을 대신하는 자리표시자입니다: Swift는 이를 클로저로 읽으므로, 생략한 뷰를 적어 넣어야 실행됩니다",
        "`\(written)` 是代替笔记省略的内容（要显示的视图）的占位符：Swift 把它读成闭包，要写出省略的视图才能运行",
        "`\(written)` is a placeholder for content the note leaves out (the view to show): Swift reads it as a closure, so the block runs only with that view written out"
      )
    case .awaitOutsideAsync(let function, let line):
      return language.pick(
        "함수 `\(function)`은(는) \(line)행에서 `await`를 쓰지만 `async`로 표시되어 있지 않습니다: `await`는 `async` 함수(또는 `Task { … }`) 안에서만 쓸 수 있습니다",
        "函数 `\(function)` 在第 \(line) 行使用了 `await`，却没有标记为 `async`：`await` 只能用在 `async` 函数（或 `Task { … }`）中",
        "the function `\(function)` uses `await` at line \(line) but is not marked `async`: `await` belongs only in an `async` function (or a `Task { … }`)"
      )
    case .compileError(let cause):
      return cause.text(in: language)
    case .earlyBetaCall(let written, let released):
      return language.pick(
        "`\(written)`은(는) 2019년 SwiftUI 베타의 형태입니다: 정식 출시 전에 바뀌어 지금은 `\(released)`처럼 씁니다",
        "`\(written)` 是 2019 年 SwiftUI 测试版的写法：正式发布前已改，现在写成 `\(released)`",
        "`\(written)` is the form of SwiftUI's 2019 betas, changed before release: it is now `\(released)`"
      )
    case .bindsStaticValue(let name, let value):
      return language.pick(
        "`$\(name)`: 이 페이지의 `\(name)`(\(value.line)행)은(는) `\(value.owner)`의 `static` 값으로 타입이 `\(value.type)`입니다: 바인딩을 만들 수 있는 상태(`@State var \(name) = false` 같은 `Bool`)가 아닙니다",
        "`$\(name)`：本页的 `\(name)`（第 \(value.line) 行）是 `\(value.owner)` 的 `static` 值，类型为 `\(value.type)`，不是可以创建绑定的状态（如 `@State var \(name) = false` 这样的 `Bool`）",
        "`$\(name)`: the page's `\(name)` (line \(value.line)) is a `static` value of `\(value.owner)`, a `\(value.type)`, not state a binding can be made from (a `Bool` such as `@State var \(name) = false`)"
      )
    }
  }

  /// `written` is a slip for `meant`, said so; a slip of case only says Swift minds case.
  private static func misspelling(_ written: String, of meant: String, in language: Language)
    -> String
  {
    let caseOnly = written.lowercased() == meant.lowercased()
    return language.pick(
      "`\(written)`은(는) `\(meant)`의 오타입니다\(caseOnly ? " (Swift는 대소문자를 구분합니다)" : "")",
      "`\(written)` 是 `\(meant)` 的笔误\(caseOnly ? "（Swift 区分大小写）" : "")",
      "`\(written)` is a misspelling of `\(meant)`\(caseOnly ? " (Swift names are case-sensitive)" : "")"
    )
  }
}
