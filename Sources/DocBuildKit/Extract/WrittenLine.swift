/// What a line of a block shows as written, before any parse: how deep it is written, and
/// whether it holds code.
extension StringProtocol {
  /// The width of the line's leading whitespace, a tab counted as four spaces: how deep a line of
  /// a block is written, whichever the author typed.
  var indentationWidth: Int {
    prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
  }

  /// Whether the line is blank or a `//` comment: nothing the compiler reads.
  var isBlankOrComment: Bool {
    let text = drop { $0.isWhitespace }
    return text.isEmpty || text.hasPrefix("//")
  }
}
