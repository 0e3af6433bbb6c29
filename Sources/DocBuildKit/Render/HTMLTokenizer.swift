/// A small, forgiving tokenizer for the raw HTML found in notes. It never fails: anything that is
/// not a well-formed tag comes back as text, so the sanitiser escapes it instead of passing it on.
struct HTMLTokenizer {
  struct Attribute: Hashable {
    /// Lower-cased.
    var name: String
    /// Entities decoded; `nil` for a bare attribute (`<details open>`).
    var value: String?
  }

  enum Token: Hashable {
    case text(String)
    case startTag(name: String, attributes: [Attribute], selfClosing: Bool)
    case endTag(name: String)
    /// Comments, doctypes and processing instructions: never shown, so dropped.
    case ignorable
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  /// Where the token `next()` returned last begins.
  private var tokenStart = 0
  /// Elements whose end tag is nowhere after the point where it was last looked for: looking
  /// again from further on would scan to the end for nothing, making runs of them quadratic.
  private var neverClosed: Set<String> = []
  /// No tag can start after the last `>`: knowing this keeps runs of unclosed `<a ` linear.
  private let lastClosingBracket: Int

  init(_ html: String) {
    scalars = Array(html.unicodeScalars)
    lastClosingBracket = scalars.lastIndex(of: ">") ?? -1
  }

  var isAtEnd: Bool { index >= scalars.count }

  mutating func next() -> Token? {
    guard !isAtEnd else { return nil }
    tokenStart = index
    if scalars[index] == "<", let token = markup() { return token }
    return text()
  }

  /// The input of the token `next()` returned last, as written.
  var lastTokenSource: String {
    String(String.UnicodeScalarView(scalars[tokenStart..<index]))
  }

  /// Skips the raw content of an element such as `<script>` up to and including its end tag;
  /// when it is never closed, skips nothing and returns false.
  mutating func skipRawText(until name: String) -> Bool {
    guard !neverClosed.contains(name) else { return false }
    let contentStart = index
    while !isAtEnd {
      if scalars[index] == "<", peek(1) == "/" {
        let saved = index
        index += 2
        let found = readName()
        if found == name,
          isAtEnd || ["/", ">"].contains(scalars[index]) || scalars[index].properties.isWhitespace
        {
          while !isAtEnd && scalars[index] != ">" { index += 1 }
          if !isAtEnd { index += 1 }
          return true
        }
        index = saved + 1
      } else {
        index += 1
      }
    }
    index = contentStart
    neverClosed.insert(name)
    return false
  }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func text() -> Token {
    var result = String.UnicodeScalarView()
    // The first scalar is consumed even when it is a `<` that starts no tag.
    repeat {
      result.append(scalars[index])
      index += 1
    } while !isAtEnd && scalars[index] != "<"
    return .text(String(result))
  }

  /// A tag, comment or declaration starting at `<`; `nil` (and no input consumed) when the `<`
  /// starts none of them and is plain text.
  private mutating func markup() -> Token? {
    let start = index
    guard let next = peek(1) else { return nil }
    if next == "!" || next == "?" {
      index += 2
      if next == "!", peek(0) == "-", peek(1) == "-" {
        index += 2
        skip(pastTerminator: ["-", "-", ">"])
      } else {
        skip(pastTerminator: [">"])
      }
      return .ignorable
    }
    guard index < lastClosingBracket else { return nil }
    if next == "/" {
      index += 2
      guard let name = readValidName() else {
        index = start
        return nil
      }
      while !isAtEnd && scalars[index] != ">" { index += 1 }
      guard !isAtEnd else {
        index = start
        return nil
      }
      index += 1
      return .endTag(name: name)
    }
    index += 1
    guard let name = readValidName(), let (attributes, selfClosing) = readAttributes() else {
      index = start
      return nil
    }
    return .startTag(name: name, attributes: attributes, selfClosing: selfClosing)
  }

  private mutating func skip(pastTerminator terminator: [Unicode.Scalar]) {
    while !isAtEnd {
      if scalars[index...].starts(with: terminator) {
        index += terminator.count
        return
      }
      index += 1
    }
  }

  /// Reads a tag name the way a browser does (up to whitespace, `/` or `>`), lower-cased.
  private mutating func readName() -> String {
    var name = String.UnicodeScalarView()
    while !isAtEnd, scalars[index] != "/", scalars[index] != ">",
      !scalars[index].properties.isWhitespace
    {
      name.append(scalars[index])
      index += 1
    }
    return String(name).lowercased()
  }

  /// A tag name made of ASCII letters, digits, `-` and `:` that starts with a letter;
  /// anything stranger makes the whole `<` plain text.
  private mutating func readValidName() -> String? {
    guard let first = peek(0), first.isASCII, first.properties.isAlphabetic else { return nil }
    let name = readName()
    let valid = name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ":")
    }
    return valid ? name : nil
  }

  /// The attributes up to and including the closing `>`; `nil` when the tag never closes
  /// or a quoted value is unterminated.
  private mutating func readAttributes() -> ([Attribute], Bool)? {
    var attributes: [Attribute] = []
    var seen: Set<String> = []
    while true {
      skipWhitespace()
      guard !isAtEnd else { return nil }
      switch scalars[index] {
      case ">":
        index += 1
        return (attributes, false)
      case "/":
        index += 1
        if peek(0) == ">" {
          index += 1
          return (attributes, true)
        }
        continue
      default:
        break
      }
      var name = String.UnicodeScalarView()
      // A leading `=` belongs to the name, as in browsers.
      repeat {
        name.append(scalars[index])
        index += 1
      } while !isAtEnd && !["/", ">", "="].contains(scalars[index])
        && !scalars[index].properties.isWhitespace
      skipWhitespace()
      var value: String?
      if peek(0) == "=" {
        index += 1
        skipWhitespace()
        guard let raw = readValue() else { return nil }
        value = HTMLEntities.decode(raw, in: .attribute)
      }
      let lowered = String(name).lowercased()
      // Browsers keep the first of repeated attributes; so do we.
      if seen.insert(lowered).inserted {
        attributes.append(Attribute(name: lowered, value: value))
      }
    }
  }

  private mutating func readValue() -> String? {
    guard !isAtEnd else { return nil }
    let quote = scalars[index]
    var value = String.UnicodeScalarView()
    if quote == "\"" || quote == "'" {
      index += 1
      while !isAtEnd && scalars[index] != quote {
        value.append(scalars[index])
        index += 1
      }
      guard !isAtEnd else { return nil }
      index += 1
    } else {
      while !isAtEnd && scalars[index] != ">" && !scalars[index].properties.isWhitespace {
        value.append(scalars[index])
        index += 1
      }
    }
    return String(value)
  }

  private mutating func skipWhitespace() {
    while !isAtEnd && scalars[index].properties.isWhitespace { index += 1 }
  }
}
