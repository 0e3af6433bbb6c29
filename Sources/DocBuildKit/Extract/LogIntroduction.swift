/// Prose that announces a console log ("The console prints:", "点击后控制台打印：", "출력은
/// 이렇습니다"): the code block after it is what a program printed, even when other prose sits
/// between it and the program.
enum LogIntroduction {
  /// Whether `text`, a paragraph, announces output.
  static func introducesLog(_ text: String) -> Bool {
    if cjkWords.contains(where: text.contains) { return true }
    return text.lowercased().split { !$0.isLetter }.contains { englishWords.contains(String($0)) }
  }

  private static let englishWords: Set<String> = [
    "print", "prints", "printed", "output", "outputs", "console", "log", "logs", "logged",
  ]
  private static let cjkWords = ["输出", "打印", "控制台", "日志", "출력", "로그", "콘솔"]
}
