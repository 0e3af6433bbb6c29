/// Text docbuild prints that a CI runner can never read as a command. GitHub Actions takes any
/// line of a job's log whose first characters after spaces are `::` as a workflow command
/// (`::stop-commands::…` silences every annotation after it, `::add-mask::…` hides text), and a
/// note's name, an example's output or a compiler message can start a line with them. Only the
/// annotations of `--format github` may, and they are written apart from this.
public enum InertConsoleText {
  /// `text` with every line that would start with `::` (after spaces) shown behind a `\`.
  public static func of(_ text: String) -> String {
    guard text.contains("::") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indentation = line.prefix(while: { $0 == " " || $0 == "\t" })
      let rest = line.dropFirst(indentation.count)
      return rest.hasPrefix("::") ? indentation + "\\" + rest : line
    }.joined(separator: "\n")
  }
}
