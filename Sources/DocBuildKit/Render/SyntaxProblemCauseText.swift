/// What a Swift fence's failing line holds, as its page says it, in each language of the site.
extension SyntaxProblemCause {
  func text(in language: Language) -> String {
    switch self {
    case .heading(let line, let text):
      language.pick(
        "\(line)행은 Swift가 아니라 글의 마크다운 제목(`\(text)`)입니다: 코드 블록이 작성자가 뜻한 곳에서 닫히지 않은 것 같습니다",
        "第 \(line) 行不是 Swift，而是笔记的 Markdown 标题（`\(text)`）：代码块很可能没有在作者想要的地方闭合",
        "line \(line) is a markdown heading of the note (`\(text)`), not Swift: the fence is probably not closed where the author meant"
      )
    case .prose(let line, let text):
      language.pick(
        "\(line)행은 Swift가 아니라 글의 문장(`\(Self.shortened(text))`)입니다: 코드 블록이 잘못된 곳에서 열리거나 닫힌 것 같습니다",
        "第 \(line) 行不是 Swift，而是笔记的正文（`\(Self.shortened(text))`）：代码块很可能在错误的地方开始或结束",
        "line \(line) is prose (`\(Self.shortened(text))`), not Swift: the fence probably opens or closes in the wrong place"
      )
    case .markup(let line, let marker):
      language.pick(
        "\(line)행의 `\(marker)`은(는) Swift가 아니라 마크업(HTML 주석 표시나 코드 블록 울타리)입니다",
        "第 \(line) 行的 `\(marker)` 不是 Swift，而是标记（HTML 注释符号或代码块围栏）",
        "line \(line) holds `\(marker)`, markup (an HTML comment marker or a fence), not Swift")
    case .cLike(let line, let text):
      language.pick(
        "\(line)행(`\(Self.shortened(text))`)은(는) Swift가 아니라 C나 Objective-C 코드입니다",
        "第 \(line) 行（`\(Self.shortened(text))`）不是 Swift，而是 C 或 Objective-C 代码",
        "line \(line) (`\(Self.shortened(text))`) is C or Objective-C, not Swift")
    case .misspeltKeyword(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`은(는) `\(meant)`의 오타입니다",
        "第 \(line) 行的 `\(written)` 是 `\(meant)` 的笔误",
        "`\(written)` at line \(line) is a misspelling of `\(meant)`")
    case .gluedWords(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`은(는) `\(meant)`을(를) 붙여 쓴 것입니다: 사이에 공백이나 줄바꿈이 빠졌습니다",
        "第 \(line) 行的 `\(written)` 把 `\(meant)` 连在了一起：中间漏了空格或换行",
        "`\(written)` at line \(line) runs `\(meant)` together: a space or line break is missing")
    case .wrapperWithoutAt(let line, let wrapper):
      language.pick(
        "\(line)행의 `\(wrapper)`에 `@`가 빠졌습니다: 프로퍼티 래퍼는 `@\(wrapper)`처럼 `@`를 붙여 씁니다",
        "第 \(line) 行的 `\(wrapper)` 漏了 `@`：属性包装器要写成 `@\(wrapper)`",
        "`\(wrapper)` at line \(line) is missing its `@`: a property wrapper is written `@\(wrapper)`"
      )
    case .doubledBackslashes(let line, let written, let meant):
      language.pick(
        "\(line)행의 키 경로 `\(written)`은(는) 백슬래시가 겹쳐 있습니다: 글을 내보낼 때 이스케이프된 것으로, Swift에서는 `\(meant)`처럼 하나만 씁니다",
        "第 \(line) 行的键路径 `\(written)` 的反斜杠是重复的：导出笔记时被转义了，Swift 只写一个，即 `\(meant)`",
        "the key path `\(written)` at line \(line) has its backslash doubled, escaped by an export of the note: Swift writes one, `\(meant)`"
      )
    case .operatorAgainstOperand(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`처럼 연산자를 앞의 값에 붙이고 뒤만 띄우면 Swift는 후위 연산자로 읽습니다: `\(meant)`처럼 양쪽을 똑같이 띄워야 합니다",
        "第 \(line) 行的 `\(written)` 把运算符紧贴在前面的值上、只在后面留空格，Swift 会把它当作后缀运算符：两边要一样留空格，写成 `\(meant)`",
        "`\(written)` at line \(line) puts the operator against the value before it and a space after it, so Swift reads a postfix operator: space it alike on both sides, `\(meant)`"
      )
    case .elidedClosure(let line, let written):
      language.pick(
        "\(line)행의 `\(written)`은(는) 클로저의 본문을 생략 표시로 줄인 것입니다: Swift는 `...`를 코드로 읽지 못하므로, 생략된 본문을 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(written)` 用省略号代替了闭包的内容：Swift 不能把 `...` 当作代码，要补上省略的内容才能编译",
        "`\(written)` at line \(line) elides a closure's body: Swift cannot read `...` as code, so the block compiles only with the body written out"
      )
    case .equalsForColon(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`: 타입이 따르는 프로토콜은 `=`가 아니라 콜론 뒤에 적습니다(`\(meant)`)",
        "第 \(line) 行的 `\(written)`：类型遵循的协议要写在冒号后面（`\(meant)`），不是 `=`",
        "`\(written)` at line \(line): the protocols a type conforms to follow a colon, `\(meant)`, not `=`"
      )
    case .elidedOperands(let line, let written):
      language.pick(
        "\(line)행의 `\(written)`은(는) 조건의 나머지(더 많은 피연산자)를 생략 표시로 줄인 것입니다: Swift는 그 자리의 `...`를 읽지 못하므로, 생략된 조건을 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(written)` 用省略号代替了条件的其余部分（更多操作数）：Swift 在那里读不懂 `...`，要补上省略的条件才能编译",
        "`\(written)` at line \(line) elides the rest of the condition (more operands): Swift cannot read `...` there, so the block compiles only with those conditions written out"
      )
    case .elidedCode(let line, let written):
      language.pick(
        "\(line)행의 `\(written)`은(는) 코드(인자나 매개변수)를 생략 표시로 줄인 것입니다: Swift는 그 자리의 `...`를 읽지 못하므로, 생략된 코드를 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(written)` 用省略号代替了代码（参数或形参）：Swift 在那里读不懂 `...`，要补上省略的代码才能编译",
        "`\(written)` at line \(line) elides code (arguments or parameters): Swift cannot read `...` there, so the block compiles only with that code written out"
      )
    case .cutEnd(let line):
      language.pick(
        "블록이 \(line)행에서 끝나지만 연 중괄호를 닫지 않았습니다: 닫는 줄 앞에서 잘라 낸 발췌 코드입니다",
        "代码块在第 \(line) 行结束，打开的花括号却没有闭合：这是在结尾的几行之前截断的节选",
        "the block ends at line \(line) with braces it opened still open: an excerpt cut off before its closing lines"
      )
    case .loneDot(let line):
      language.pick(
        "\(line)행은 `.` 하나뿐입니다: 점 뒤에 와야 할 수정자를 적지 않았습니다",
        "第 \(line) 行只有一个 `.`：点后面应有的修饰符没有写出",
        "line \(line) is a lone `.`: the modifier that should follow the dot is not written")
    case .elidedElements(let line, let written):
      language.pick(
        "\(line)행의 `\(written)`은(는) 배열의 요소를 생략 표시로 줄인 것입니다: Swift는 `...`를 값으로 읽지 못하므로, 요소를 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(written)` 用省略号代替了数组的元素：Swift 不能把 `...` 当作值，要写出元素才能编译",
        "`\(written)` at line \(line) elides the elements of a list: Swift cannot read `...` as a value, so the block compiles only with the elements written out"
      )
    case .elidedValue(let line, let name, nil):
      language.pick(
        "\(line)행의 `\(name)`은(는) `=` 뒤에 주석만 있고 초깃값이 생략되었습니다: Swift는 `=` 뒤에 값이 있어야 합니다",
        "第 \(line) 行的 `\(name)` 在 `=` 之后只有注释，省略了初始值：Swift 要求 `=` 之后有一个值",
        "the initial value of `\(name)` at line \(line) is left out, only a comment follows its `=`: Swift needs a value there"
      )
    case .elidedValue(let line, let name, let mark?):
      language.pick(
        "\(line)행의 `\(name)`은(는) 초깃값을 `\(mark)`(으)로 생략했습니다: Swift는 그 자리의 `\(mark)`를 값으로 읽지 못하므로, 값을 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(name)` 用 `\(mark)` 省略了初始值：Swift 在那里读不懂 `\(mark)`，要写出一个值才能编译",
        "the initial value of `\(name)` at line \(line) is elided with `\(mark)`: Swift cannot read `\(mark)` as a value, so the block compiles only with a value written out"
      )
    case .elisionMark(let line, let mark):
      language.pick(
        "\(line)행의 `\(mark)`은(는) 글이 생략한 코드를 나타냅니다: 그 코드 없이는 앞뒤 줄이 Swift로 맞물리지 않아, 생략된 코드를 채워야 컴파일됩니다",
        "第 \(line) 行的 `\(mark)` 代表笔记省略的代码：少了这段代码，前后的行拼不成 Swift，要补上省略的代码才能编译",
        "`\(mark)` at line \(line) stands for code the note leaves out: without that code the lines around it do not fit together as Swift, so the block compiles only with it written out"
      )
    case .cutStart(let line):
      language.pick(
        "\(line)행의 `}`은(는) 블록이 열지 않은 중괄호를 닫습니다: 이 블록은 선언의 중간에서 시작하며, 그 선언의 첫 줄(타입이나 함수의 머리)은 글에 없습니다",
        "第 \(line) 行的 `}` 闭合了代码块从未打开的花括号：这个代码块从某个声明的中间开始，笔记没有给出该声明的开头（类型或函数的头部）",
        "the `}` at line \(line) closes a brace the block never opens: the block starts inside a declaration whose first lines (a type's or function's header) the note does not show"
      )
    case .doubledBrace(let line, let strayLine):
      language.pick(
        "\(line)행은 `}}`로 끝나 `}`이(가) 하나 많습니다: 남는 `}`이(가) 블록이 위에서 연 선언을 닫아 버려, 그 선언을 닫으려던 \(strayLine)행의 `}`은(는) 아무것도 닫지 않습니다",
        "第 \(line) 行以 `}}` 结尾，多了一个 `}`：多出的 `}` 提前闭合了代码块上面打开的声明，本应闭合该声明的第 \(strayLine) 行的 `}` 什么也没有闭合",
        "line \(line) ends in `}}`, one `}` too many: the extra one closes the declaration the block opened above it, so the `}` at line \(strayLine), meant to close that declaration, closes nothing"
      )
    case .extraBrace(let line, let opening, let closing):
      language.pick(
        "\(line)행의 `}`은(는) 아무것도 닫지 않습니다: 블록이 \(opening)행에서 연 선언은 이미 \(closing)행에서 닫혔으니, 그 안에 `}`이(가) 하나 많습니다",
        "第 \(line) 行的 `}` 没有闭合任何东西：代码块在第 \(opening) 行打开的声明已在第 \(closing) 行闭合，其中多了一个 `}`",
        "the `}` at line \(line) closes nothing: the declaration the block opens at line \(opening) is already closed at line \(closing), so there is one `}` too many inside it"
      )
    case .closedEarly(let line, let type, let member, let memberLine, let strayLine):
      language.pick(
        "\(line)행의 `}`이(가) `\(type)`을(를) 너무 일찍 닫습니다: 그 뒤의 `\(member)`(\(memberLine)행)은(는) 멤버처럼 들여 쓰여 있고, 타입을 닫으려던 \(strayLine)행의 `}`은(는) 아무것도 닫지 않습니다",
        "第 \(line) 行的 `}` 过早地闭合了 `\(type)`：其后的 `\(member)`（第 \(memberLine) 行）按成员缩进，而本应闭合该类型的第 \(strayLine) 行的 `}` 什么也没有闭合",
        "the `}` at line \(line) closes `\(type)` too early: `\(member)` after it (line \(memberLine)) is indented as its member, and the `}` at line \(strayLine), meant to close the type, closes nothing"
      )
    case .htmlEntities(let lines, let written):
      Self.htmlEntities(lines: lines, written: written, language)
    case .missingComma(let line, let before, let after):
      language.pick(
        "\(line)행의 `\(before)`와(과) `\(after)` 사이에 인자를 나누는 쉼표가 빠졌습니다",
        "第 \(line) 行的 `\(before)` 和 `\(after)` 之间漏了分隔参数的逗号",
        "a comma is missing between the arguments `\(before)` and `\(after)` at line \(line)")
    case .divider(let line):
      language.pick(
        "\(line)행은 Swift가 아니라 한 코드 블록 안에서 두 코드(두 파일)를 나누는 줄표입니다",
        "第 \(line) 行不是 Swift，而是在一个代码块里分隔两段代码（两个文件）的一排短横线",
        "line \(line) is a row of dashes dividing two pieces of code (two files) in one fence, not Swift"
      )
    case .quotedLine(let line, let text):
      language.pick(
        "\(line)행(`\(Self.shortened(text))`) 한 줄만 인용했습니다: 설명을 위해 앞 코드에서 가져온 줄로, 여는 중괄호를 닫지 않아 프로그램이 아닙니다",
        "只引用了第 \(line) 行（`\(Self.shortened(text))`）这一行：是为了讲解从前面的代码中摘出的一行，打开的花括号没有闭合，不是程序",
        "one line quoted (`\(Self.shortened(text))`, line \(line)): a line of earlier code shown for discussion, its brace never closed, not a program"
      )
    case .plainText(let line, let text):
      language.pick(
        "이 블록은 Swift가 아니라 일반 텍스트입니다: \(line)행(`\(Self.shortened(text))`)처럼 모든 줄이 괄호나 연산자 없이 단어와 숫자뿐입니다 (프로그램의 출력이나 글을 Swift 코드 블록에 넣은 것으로 보입니다)",
        "这个代码块不是 Swift，而是纯文本：每一行都像第 \(line) 行（`\(Self.shortened(text))`）一样只有单词和数字，没有括号或运算符（看起来是把程序的输出或正文放进了 Swift 代码块）",
        "the block is plain text, not Swift: every line, like line \(line) (`\(Self.shortened(text))`), is words and numbers without any bracket or operator (a program's output or prose put in a Swift fence, it seems)"
      )
    case .braceInComment(let line, let text):
      language.pick(
        "\(line)행(`\(text)`)의 `}`는 `//` 주석 안에 있어 Swift가 읽지 않습니다: 그래서 연 중괄호가 닫히지 않은 채 남습니다 (`}`를 주석 앞으로 옮겨야 합니다)",
        "第 \(line) 行（`\(text)`）的 `}` 写在了 `//` 注释里，Swift 不会读它：所以打开的花括号一直没有闭合（要把 `}` 移到注释前面）",
        "the `}` on line \(line) (`\(text)`) sits inside its `//` comment, which Swift does not read: so a brace the block opened stays open (move the `}` before the comment)"
      )
    case .drawing(let line, let text):
      language.pick(
        "\(line)행(`\(text)`)은(는) Swift가 아니라 글자로 그린 그림(뷰 트리 같은)입니다: 코드 블록 안에서는 주석으로 만들거나 블록 밖으로 옮겨야 합니다",
        "第 \(line) 行（`\(text)`）不是 Swift，而是用字符画的图（例如视图树）：在代码块里要写成注释，或者移到代码块外面",
        "line \(line) (`\(text)`) is a drawing in text (a tree of views, say), not Swift: inside the fence it needs to be a comment, or to move out of the fence"
      )
    case .pastedOutput(let line, let text):
      language.pick(
        "\(line)행(`\(text)`)은(는) Swift가 아니라 프로그램이 출력한 내용입니다: 코드 뒤에 출력을 같은 코드 블록에 붙여 넣었습니다",
        "第 \(line) 行（`\(text)`）不是 Swift，而是程序打印出的内容：输出被粘贴在了同一个代码块里代码的后面",
        "line \(line) (`\(text)`) is what the program prints, not Swift: its output is pasted into the fence after the code"
      )
    case .markdownEmphasis(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`은(는) 마크다운 굵은 글씨 표시가 코드에 남은 것입니다: 글을 내보낼 때 생긴 것으로, Swift 코드에서는 `\(meant)`입니다",
        "第 \(line) 行的 `\(written)` 是留在代码里的 Markdown 粗体标记：导出笔记时产生的，Swift 代码里应是 `\(meant)`",
        "`\(written)` at line \(line) is markdown bold left around code by an export of the note: the Swift is `\(meant)`"
      )
    case .valueAsType(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`은(는) 프로퍼티의 타입 자리에 값(호출)을 적었습니다: 콜론 뒤에는 타입이 오고, 값은 `=` 뒤에 씁니다(`\(meant)`)",
        "第 \(line) 行的 `\(written)` 在属性类型的位置写了一个值（调用）：冒号后面是类型，值要写在 `=` 后面（`\(meant)`）",
        "`\(written)` at line \(line) writes a value (a call) where the property's type belongs: a type follows the colon, a value follows `=` (`\(meant)`)"
      )
    case .spaceAfterDot(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`: 멤버 앞의 점 뒤에 공백이 있습니다: Swift에서는 점에 붙여 `\(meant)`처럼 씁니다",
        "第 \(line) 行的 `\(written)`：成员前的点后面多了空格，Swift 要紧贴着写成 `\(meant)`",
        "`\(written)` at line \(line) has a space after the member's dot: Swift writes it against the dot, `\(meant)`"
      )
    case .spacedLabel(let line, let written):
      language.pick(
        "\(line)행의 인자 레이블 `\(written)`이(가) 공백으로 나뉘어 있습니다: 호출의 레이블은 콜론 앞의 한 단어입니다",
        "第 \(line) 行的参数标签 `\(written)` 中间有空格：调用时冒号前的标签只能是一个词",
        "the argument label `\(written)` at line \(line) is split by a space: a call's label is one word before the colon"
      )
    case .declarationKeywordMissing(let line, let written, let meant):
      language.pick(
        "\(line)행의 `\(written)`에 선언 키워드가 빠졌습니다: 타입은 `\(meant)`처럼 선언합니다",
        "第 \(line) 行的 `\(written)` 漏了声明关键字：类型要写成 `\(meant)` 来声明",
        "`\(written)` at line \(line) leaves out the keyword declaring it: a type is declared `\(meant)`"
      )
    case .bodyLineMissing(let line, let type, let text):
      language.pick(
        "\(line)행의 뷰 `\(text)`이(가) `\(type)`의 멤버들 사이에 바로 놓여 있습니다: `var body: some View {` 줄이 빠져, 이 뷰를 값으로 가질 프로퍼티가 없습니다",
        "第 \(line) 行的视图 `\(text)` 直接放在了 `\(type)` 的成员之间：漏了 `var body: some View {` 这一行，没有属性以这个视图为值",
        "the view `\(text)` at line \(line) stands straight among the members of `\(type)`: its `var body: some View {` line is missing, so no property has this view as its value"
      )
    case .modifierAfterProperty(let line, let modifier, let property):
      language.pick(
        "\(line)행의 `\(modifier)(…)`이(가) 프로퍼티 `\(property)`을(를) 닫는 `}` 뒤에 있습니다: 수정자는 그 안에서, 수정할 뷰(또는 구성) 뒤에 붙여야 합니다",
        "第 \(line) 行的 `\(modifier)(…)` 写在了闭合属性 `\(property)` 的 `}` 之后：修饰符要放在里面，接在它修饰的视图（或配置）后面",
        "`\(modifier)(…)` at line \(line) stands after the `}` closing the property `\(property)`: a modifier goes inside, after the view (or configuration) it modifies"
      )
    case .unbalancedParenthesis(let line, let extra):
      extra
        ? language.pick(
          "\(line)행에 여는 괄호가 없는 `)`가 하나 더 있습니다", "第 \(line) 行多了一个没有对应左括号的 `)`",
          "line \(line) has one `)` too many, closing no `(`")
        : language.pick(
          "\(line)행에서 연 `(`이(가) 닫히지 않습니다: `)`가 하나 빠졌습니다", "第 \(line) 行打开的 `(` 没有闭合：少了一个 `)`",
          "a `(` opened at line \(line) is never closed: a `)` is missing")
    case .editorPlaceholder(let line, let text):
      language.pick(
        "\(line)행의 `\(text)`은(는) Xcode의 편집기 자리 표시자입니다: 채워 넣어야 할 자리로, 값을 적기 전에는 컴파일되지 않습니다",
        "第 \(line) 行的 `\(text)` 是 Xcode 编辑器的占位符：留待填写的位置，填上值之前无法编译",
        "`\(text)` at line \(line) is an Xcode editor placeholder: a place left to fill in, which does not compile until a value is written"
      )
    case .blankArguments(let line, let labels):
      language.pick(
        "\(line)행에서 \(labels.map { "`\($0):`" }.joined(separator: ", "))의 값을 비워 두었습니다: 글이 채우도록 남긴 자리로, 값이 있어야 컴파일됩니다",
        "第 \(line) 行的 \(labels.map { "`\($0):`" }.joined(separator: "、")) 没有写值：这是笔记留给读者填写的位置，有了值才能编译",
        "line \(line) leaves the \(labels.map { "`\($0):`" }.joined(separator: ", ")) \(labels.count == 1 ? "argument" : "arguments") blank, for the reader to fill in: it compiles only with values"
      )
    case .unescapedQuote(let line, let written):
      language.pick(
        "\(line)행의 문자열은 `\(written)`의 첫 따옴표에서 끝납니다: 문자열 안에 넣으려던 따옴표는 `\\\"`로 이스케이프하거나, 문자열을 원시 문자열(`#\"…\"#`)로 써야 합니다",
        "第 \(line) 行的字符串在 `\(written)` 的第一个引号处就结束了：想放进字符串里的引号要转义成 `\\\"`，或者把字符串写成原始字符串（`#\"…\"#`）",
        "the string at line \(line) ends at the first quote of `\(written)`: a quote meant inside a string is escaped, `\\\"`, or the string made raw, `#\"…\"#`"
      )
    case .mistypedOperator(let line, let written, let meant):
      language.pick("\(line)행의 ", "第 \(line) 行的 ", "at line \(line), ")
        + CompileErrorCause.mistypedOperator(written: written, meant: meant).text(in: language)
    case .elidedByComment(let line, let comment):
      language.pick(
        "\(line)행의 `\(comment)`은(는) 생략한 값이나 멤버 자리에 둔 주석입니다: Swift는 주석을 아무것도 아닌 것으로 읽으므로 그 자리가 비어 있습니다",
        "第 \(line) 行的 `\(comment)` 是放在省略掉的值或成员位置上的注释：Swift 把注释当作不存在，那个位置就是空的",
        "`\(comment)` at line \(line) is a comment standing for a value or member the note leaves out: Swift reads a comment as nothing, so that place is empty"
      )
    }
  }

  /// `&lt;` at lines 26, 63: every line holding an entity, and the characters meant.
  private static func htmlEntities(lines: [Int], written: [String], _ language: Language)
    -> String
  {
    let meant = written.map { HTMLEntityCode.meanings[$0]! }
    let list = lines.map(String.init)
    let en = lines.count == 1 ? "line \(list[0])" : "lines \(list.joined(separator: ", "))"
    return written.count == 1
      ? language.pick(
        "\(list.joined(separator: ", "))행의 `\(written[0])`은(는) `\(meant[0])`의 HTML 엔티티입니다: 글을 HTML로 내보낼 때 바뀐 것으로, Swift 코드에서는 `\(meant[0])`(으)로 써야 합니다",
        "第 \(list.joined(separator: "、")) 行的 `\(written[0])` 是 `\(meant[0])` 的 HTML 实体：笔记导出为 HTML 时被转换了，Swift 代码里应写作 `\(meant[0])`",
        "`\(written[0])` at \(en) is the HTML entity for `\(meant[0])`, left by an export of the note to HTML: Swift code needs `\(meant[0])` itself"
      )
      : language.pick(
        "\(list.joined(separator: ", "))행의 \(written.codeList)은(는) 각각 \(meant.codeList)의 HTML 엔티티입니다: 글을 HTML로 내보낼 때 바뀐 것으로, Swift 코드에서는 그 문자 자체를 써야 합니다",
        "第 \(list.joined(separator: "、")) 行的 \(written.zhCodeList) 分别是 \(meant.zhCodeList) 的 HTML 实体：笔记导出为 HTML 时被转换了，Swift 代码里应写作这些字符本身",
        "\(written.codeList) at \(en) are the HTML entities for \(meant.codeList), left by an export of the note to HTML: Swift code needs those characters themselves"
      )
  }
}
