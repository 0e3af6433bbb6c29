@testable import DocBuildKit

/// Brings two pieces of HTML to one form before they are compared, as cmark-gfm's test runner
/// does (`test/normalize.py`): whitespace collapsed outside `<pre>` and dropped around block tags,
/// `<br />` written `<br>`, attributes lower-cased, decoded, sorted and quoted the same way,
/// character references written as the characters they stand for except `<`, `>`, `&` and `"`.
/// Two steps further than the runner, each between forms a browser reads the same: a `>` or `"`
/// written as is in text counts as its reference (GFM's tag filter writes `&lt;xmp>`, docbuild
/// `&lt;xmp&gt;`), and a bare attribute as one with an empty value (`disabled`, `disabled=""`).
struct SpecHTMLNormalizer {
  private static let blockTags: Set<String> = [
    "article", "header", "aside", "hgroup", "blockquote", "hr", "iframe", "body", "li", "map",
    "button", "object", "canvas", "ol", "caption", "output", "col", "p", "colgroup", "pre", "dd",
    "progress", "div", "section", "dl", "table", "td", "dt", "tbody", "embed", "textarea",
    "fieldset", "tfoot", "figcaption", "th", "figure", "thead", "footer", "tr", "form", "ul", "h1",
    "h2", "h3", "h4", "h5", "h6", "video", "script", "style",
  ]

  private enum Last { case startTag, endTag, data, other }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var output = ""
  private var last = Last.startTag
  private var lastTag = ""
  private var inPre = false
  /// Inside `<script>` or `<style>`, whose text is read as is up to the end tag.
  private var rawTextEnd: String?

  static func normalize(_ html: String) -> String {
    var normalizer = SpecHTMLNormalizer(scalars: Array(html.unicodeScalars))
    normalizer.run()
    return normalizer.output
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private mutating func run() {
    var text = ""
    func flush(_ normalizer: inout SpecHTMLNormalizer) {
      if !text.isEmpty { normalizer.handleData(text) }
      text = ""
    }
    while index < scalars.count {
      if let end = rawTextEnd {
        let start = index
        while index < scalars.count && !startsEndTag(end, at: index) { index += 1 }
        text += string(start..<index)
        rawTextEnd = nil
        continue
      }
      let scalar = scalars[index]
      if scalar == "<", let markup = readMarkup() {
        flush(&self)
        markup(&self)
      } else if scalar == "&", let character = readReference() {
        flush(&self)
        writeCharacter(character)
        last = .other
      } else {
        text.unicodeScalars.append(scalar)
        index += 1
      }
    }
    flush(&self)
  }

  // MARK: Events, as normalize.py handles them

  private mutating func handleData(_ raw: String) {
    var data = raw
    let afterTag = last == .endTag || last == .startTag
    let afterBlockTag = afterTag && Self.blockTags.contains(lastTag)
    if afterTag && lastTag == "br" { data = String(data.drop { $0 == "\n" }) }
    if !inPre { data = Self.collapsingWhitespace(data) }
    if afterBlockTag && !inPre {
      if last == .startTag {
        data = String(data.drop(while: \.isWhitespace))
      } else {
        data = Self.trimmed(data)
      }
    }
    for character in data { writeCharacter(character) }
    last = .data
  }

  private mutating func handleStartTag(_ tag: String, _ attributes: [(String, String)]) {
    if tag == "pre" { inPre = true }
    if Self.blockTags.contains(tag) { trimOutputEnd() }
    output += "<" + tag
    for (name, value) in attributes.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      output += " " + name + "=\"" + Self.escapeAttribute(value) + "\""
    }
    output += ">"
    lastTag = tag
    last = .startTag
    if tag == "script" || tag == "style" { rawTextEnd = tag }
  }

  private mutating func handleEndTag(_ tag: String) {
    if tag == "pre" {
      inPre = false
    } else if Self.blockTags.contains(tag) {
      trimOutputEnd()
    }
    output += "</" + tag + ">"
    lastTag = tag
    last = .endTag
  }

  private mutating func writeCharacter(_ character: Character) {
    switch character {
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "&": output += "&amp;"
    case "\"": output += "&quot;"
    default: output.append(character)
    }
  }

  private mutating func trimOutputEnd() {
    while let character = output.last, character.isWhitespace { output.removeLast() }
  }

  // MARK: Reading

  /// A tag, comment, declaration, processing instruction or CDATA section at `<`, as the event
  /// it makes; `nil` (nothing consumed) when the `<` is text.
  private mutating func readMarkup() -> ((inout SpecHTMLNormalizer) -> Void)? {
    let start = index
    if starts(with: "<!--") {
      let end = find("-->", from: start + 4) ?? scalars.count
      index = min(end + 3, scalars.count)
      let body = string(start + 4..<end)
      return {
        $0.output += "<!--" + body + "-->"
        $0.last = .other
      }
    }
    if starts(with: "<![CDATA[") {
      let end = find("]]>", from: start).map { $0 + 3 } ?? scalars.count
      index = end
      let verbatim = string(start..<end)
      return { $0.output += verbatim }
    }
    if starts(with: "<!") || starts(with: "<?") {
      let end = find(">", from: start).map { $0 + 1 } ?? scalars.count
      index = end
      let verbatim = string(start..<end)
      return {
        $0.output += verbatim
        $0.last = .other
      }
    }
    let isEnd = starts(with: "</")
    index += isEnd ? 2 : 1
    guard let name = readName() else {
      index = start
      return nil
    }
    if isEnd {
      guard let close = find(">", from: index) else {
        index = start
        return nil
      }
      index = close + 1
      return { $0.handleEndTag(name) }
    }
    var attributes: [(String, String)] = []
    while true {
      skipWhitespace()
      guard index < scalars.count else {
        index = start
        return nil
      }
      if scalars[index] == ">" {
        index += 1
        return { $0.handleStartTag(name, attributes) }
      }
      if starts(with: "/>") {
        index += 2
        return {
          $0.handleStartTag(name, attributes)
          $0.last = .endTag
        }
      }
      let nameStart = index
      while index < scalars.count, !"\t\n\u{C}\r />=".unicodeScalars.contains(scalars[index]) {
        index += 1
      }
      if index == nameStart { index += 1 }
      let attribute = string(nameStart..<index).lowercased()
      skipWhitespace()
      var value = ""
      if index < scalars.count, scalars[index] == "=" {
        index += 1
        skipWhitespace()
        guard let raw = readValue() else {
          index = start
          return nil
        }
        value = HTMLEntities.decode(raw, in: .attribute)
      }
      attributes.append((attribute, value))
    }
  }

  private mutating func readName() -> String? {
    guard index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic
    else { return nil }
    let start = index
    while index < scalars.count, !"\t\n\u{C}\r />".unicodeScalars.contains(scalars[index]) {
      index += 1
    }
    return string(start..<index).lowercased()
  }

  private mutating func readValue() -> String? {
    guard index < scalars.count else { return nil }
    let quote = scalars[index]
    if quote == "\"" || quote == "'" {
      guard let end = scalars[(index + 1)...].firstIndex(of: quote) else { return nil }
      defer { index = end + 1 }
      return string(index + 1..<end)
    }
    let start = index
    while index < scalars.count, scalars[index] != ">", !scalars[index].properties.isWhitespace {
      index += 1
    }
    return string(start..<index)
  }

  /// A character reference at `&` (`&name;`, `&#123;`, `&#x1F;`) and the character it stands
  /// for; `nil` (nothing consumed) when the `&` is text or names nothing.
  private mutating func readReference() -> Character? {
    let start = index
    var end = index + 1
    while end < scalars.count, end - start < 40,
      scalars[end].isASCII
        && (scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
          || scalars[end] == "#")
    {
      end += 1
    }
    guard end < scalars.count, scalars[end] == ";", end > start + 1 else { return nil }
    let reference = string(start...end)
    let decoded = HTMLEntities.decode(reference)
    guard decoded != reference, decoded.count == 1, let character = decoded.first else {
      return nil
    }
    index = end + 1
    return character
  }

  private mutating func skipWhitespace() {
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
  }

  private func starts(with prefix: String) -> Bool {
    scalars[index...].starts(with: prefix.unicodeScalars)
  }

  private func startsEndTag(_ name: String, at position: Int) -> Bool {
    let prefix = Array(("</" + name).unicodeScalars)
    guard position + prefix.count <= scalars.count else { return false }
    return String(String.UnicodeScalarView(scalars[position..<position + prefix.count]))
      .lowercased() == "</" + name
  }

  private func find(_ needle: String, from start: Int) -> Int? {
    let pattern = Array(needle.unicodeScalars)
    var position = start
    while position + pattern.count <= scalars.count {
      if scalars[position..<position + pattern.count].elementsEqual(pattern) { return position }
      position += 1
    }
    return nil
  }

  private func string<R: RangeExpression<Int>>(_ range: R) -> String {
    String(String.UnicodeScalarView(scalars[range]))
  }

  private static func collapsingWhitespace(_ text: String) -> String {
    var result = ""
    var inSpace = false
    for character in text {
      if character.isWhitespace {
        if !inSpace { result.append(" ") }
        inSpace = true
      } else {
        result.append(character)
        inSpace = false
      }
    }
    return result
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  private static func escapeAttribute(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#x27;"
      default: result.append(character)
      }
    }
    return result
  }
}
