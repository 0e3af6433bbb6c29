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
    }
  }
}
