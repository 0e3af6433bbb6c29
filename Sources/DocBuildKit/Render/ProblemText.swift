/// A problem shown in the error callout under a block, in the page's language: the compiler's
/// messages explained (`CompilerMessageText`), docbuild's own words translated. The terminal and
/// `--report` keep the English message.
enum ProblemText {
  static func text(_ problem: Diagnostic, in language: Language) -> String {
    let message = problem.message
    switch problem.id {
    case "example.compile":
      return CompilerMessageText.explained(message, in: language, cause: problem.cause)
    case "example.engine-lacks":
      guard let match = message.wholeMatch(of: #/the engine does not support `(.+)` yet/#) else {
        return message
      }
      // Said as the block's reason says it (a form given an optional, a newer iOS's API).
      return NotRunReason.engineLacks([String(match.1)]).text(in: language)
    case "example.misplaced-modifier":
      guard
        let match = message.wholeMatch(
          of: #/`(\w+)` is an? `(\w+)` method: after `\.(\w+)` the value is a view, .+/#)
      else { return message }
      let (member, owner, modifier) = (match.1, match.2, match.3)
      return language.pick(
        "`\(member)`은(는) `\(owner)`의 메서드입니다: `.\(modifier)` 뒤의 값은 일반 뷰이고, SwiftUI에서도 뷰에는 `\(member)`이(가) 없습니다",
        "`\(member)` 是 `\(owner)` 的方法：`.\(modifier)` 之后的值是普通视图，在 SwiftUI 中视图同样没有 `\(member)`",
        message)
    case "example.failed":
      return failure(message, in: language)
    default:
      return message
    }
  }

  /// How a run ended, with the program's own last words (a `Fatal error:` line) as it wrote them.
  private static func failure(_ message: String, in language: Language) -> String {
    if let stop = CrashStop.parse(message) { return stop.text(in: language) }
    if let match = message.wholeMatch(of: #/the example crashed(?:: (.+))?/#) {
      let crashed = language.pick("예제가 비정상 종료했습니다", "示例崩溃了", "the example crashed")
      return crashed + (match.1.map { ": \($0)" } ?? "")
    }
    if let match = message.wholeMatch(of: #/the example exited with status (\d+)(?:: (.+))?/#) {
      let status = match.1
      let exited = language.pick(
        "예제가 상태 \(status)로 끝났습니다", "示例以状态 \(status) 退出",
        "the example exited with status \(status)")
      return exited + (match.2.map { ": \($0)" } ?? "")
    }
    if message == "the example ran longer than its time limit and was stopped" {
      return language.pick(
        "예제가 제한 시간보다 오래 실행되어 멈췄습니다", "示例运行超过时间限制，已被停止", message)
    }
    return message
  }
}
