/// Why no run could print a log, as its page says it, in each language of the site.
extension LogHint {
  func text(in language: Language) -> String {
    switch self {
    case .prose(let line):
      language.pick(
        "로그의 `\(line)`은(는) 프로그램의 출력이 아니라 글쓴이의 문장입니다.",
        "日志中的 `\(line)` 不是程序的输出，而是作者写的文字。",
        "`\(line)` in the log is the author's words, not what the program prints.")
    case .longerThanSearch(let lines, let printed):
      language.pick(
        "로그는 \(lines)줄인데 docbuild가 시도하는 동작 수로는 많아야 \(printed)줄이 출력됩니다: 이 로그에는 docbuild가 시도하는 것보다 많은 동작이 필요합니다.",
        "日志有 \(lines) 行，而 docbuild 尝试的操作次数最多只打印 \(printed) 行：这段日志需要的操作比 docbuild 尝试的更多。",
        "The log has \(lines) lines, and the actions docbuild tries print at most \(printed): the log needs more actions than docbuild tries."
      )
    }
  }
}
