/// Plain text whose names are quoted in backticks, as reasons write them (`` `Store` ``), made
/// into HTML: each quoted name becomes `<code>`, everything escaped. A backtick without a partner
/// stays as it is written.
enum CodeSpanText {
  static func html(_ text: String) -> String {
    var html = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "`") {
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "`"), close > after else {
        // An empty pair or a lone backtick: not a name, shown as written.
        html += HTMLEscaping.text(String(rest[...open]))
        rest = rest[after...]
        continue
      }
      html += HTMLEscaping.text(String(rest[..<open]))
      html += "<code>" + HTMLEscaping.text(String(rest[after..<close])) + "</code>"
      rest = rest[rest.index(after: close)...]
    }
    return html + HTMLEscaping.text(String(rest))
  }
}
