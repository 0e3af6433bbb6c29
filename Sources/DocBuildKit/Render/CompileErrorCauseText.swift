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
    case .compilerCrash:
      language.pick(
        "Swift 컴파일러가 이 블록을 컴파일하다 비정상 종료했습니다: 이 코드가 건드린 컴파일러의 버그이며, 기기 문제가 아닙니다",
        "Swift 编译器在编译这个代码块时崩溃了：这是这段代码触发的编译器缺陷，不是机器的问题",
        "the Swift compiler crashed on this block: a bug of the compiler's that this code meets, not a fault of the machine"
      )
    case .unstorableValue(let wrapper, let type):
      language.pick(
        "`@\(wrapper)`은(는) `\(type)` 값을 저장할 수 없습니다: SwiftUI에서도 `Bool`, `Int`, `Double`, `String`, `URL`, `Data`와 그런 원시 값을 가진 열거형만 저장합니다",
        "`@\(wrapper)` 不能保存 `\(type)` 类型的值：在 SwiftUI 中它同样只保存 `Bool`、`Int`、`Double`、`String`、`URL`、`Data` 以及以这些为原始值的枚举",
        "`@\(wrapper)` cannot hold a `\(type)`: in SwiftUI too it stores only `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and enumerations with such raw values"
      )
    }
  }
}
