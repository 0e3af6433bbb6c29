extension StringProtocol {
  /// The width of the line's leading whitespace, a tab counted as four spaces: how deep a line of
  /// a block is written, whichever the author typed.
  var indentationWidth: Int {
    prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
  }
}
