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
        "로그는 \(lines)줄인데 docbuild의 탐색이 만든 실행은 어느 것도 \(printed)줄보다 많이 출력하지 않았습니다: 이 로그에는 탐색이 만드는 것보다 긴 실행(더 많은 동작)이 필요합니다.",
        "日志有 \(lines) 行，而 docbuild 的搜索所做的运行最多只打印了 \(printed) 行：这段日志需要比搜索所做的更长的运行（更多操作）。",
        "The log has \(lines) lines, but no run docbuild's search made printed more than \(printed): the log needs a longer run (more actions) than the search makes."
      )
    }
  }
}
