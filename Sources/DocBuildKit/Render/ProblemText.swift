import EngineInterface

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
    case "example.claimed-compile-fail":
      return language.pick(
        "글은 이 예제가 컴파일되지 않는다고 말하지만, 컴파일됩니다", "笔记说这个示例无法编译，但它可以编译",
        message)
    case "example.failed":
      return failure(message, in: language)
    case "example.no-network":
      return noNetwork(message, in: language)
    case "example.pending-work":
      return pendingWork(message, in: language)
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

  /// The requests an example made, which fail at once: examples have no network.
  private static func noNetwork(_ message: String, in language: Language) -> String {
    guard
      let match = message.wholeMatch(
        of: #/.+: the example's requests fail at once \((\S+)(?: and (\d+) more)?\)/#)
    else { return message }
    let (url, more) = (match.1, match.2)
    return language.pick(
      "예제에서는 네트워크를 쓸 수 없어 요청이 곧바로 실패합니다 (\(url)"
        + (more.map { " 외 \($0)개" } ?? "") + ")",
      "示例中没有网络，请求会立即失败（\(url)" + (more.map { " 及另外 \($0) 个" } ?? "") + "）",
      message)
  }

  /// Work the example left scheduled when it ended, each item as the engine named it.
  private static func pendingWork(_ message: String, in language: Language) -> String {
    guard language != .en, let match = message.wholeMatch(of: #/.+, never run: (.+)/#) else {
      return message
    }
    let items = match.1.split(separator: "; ").map { item -> String in
      guard let parts = item.wholeMatch(of: #/(.+), due in (\S+)/#) else { return String(item) }
      let kind = PendingWorkNote.Kind.allCases.first { $0.words == parts.1 }
      let words = kind.map { pendingKind($0, in: language) } ?? String(parts.1)
      return language.pick("\(words) (\(parts.2) 뒤 예정)", "\(words)（\(parts.2) 后到期）", String(item))
    }
    return language.pick(
      "예제가 끝날 때 아직 남아 있어 실행되지 않은 작업: " + items.joined(separator: "; "),
      "示例结束时仍在等待、未运行的工作：" + items.joined(separator: "；"), message)
  }

  private static func pendingKind(_ kind: PendingWorkNote.Kind, in language: Language) -> String {
    switch kind {
    case .timer: "`Timer`"
    case .sleepingTask: language.pick("잠든 `Task`", "休眠中的 `Task`", kind.words)
    case .delayedBlock:
      language.pick(
        "`DispatchQueue.asyncAfter` 블록", "`DispatchQueue.asyncAfter` 代码块", kind.words)
    case .schedulerAction:
      language.pick("Combine 스케줄러에 예약된 작업", "Combine 调度器上安排的操作", kind.words)
    }
  }
}
