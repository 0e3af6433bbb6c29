import Foundation

/// A block of a note. Every block keeps the source range it was parsed from,
/// so that any later diagnostic can point to `note.md:line:col`.
///
/// Paragraphs, headings and quotes, the most numerous, are stored in place; larger blocks are
/// boxed (a big note has hundreds of thousands of blocks).
public enum Block: Hashable, Sendable {
  case paragraph(Paragraph)
  case heading(Heading)
  indirect case codeBlock(CodeBlock)
  case blockQuote(BlockQuote)
  indirect case list(List)
  case thematicBreak(SourceRange)
  /// A raw HTML block, kept as written (the renderer sanitises it).
  indirect case html(HTMLBlock)
  indirect case table(Table)
  indirect case callout(Callout)
  indirect case footnoteDefinition(FootnoteDefinition)

  public var range: SourceRange {
    switch self {
    case .paragraph(let b): b.range
    case .heading(let b): b.range
    case .codeBlock(let b): b.range
    case .blockQuote(let b): b.range
    case .list(let b): b.range
    case .thematicBreak(let range): range
    case .html(let b): b.range
    case .table(let b): b.range
    case .callout(let b): b.range
    case .footnoteDefinition(let b): b.range
    }
  }
}

public struct Paragraph: Hashable, Sendable {
  public var content: [Inline]
  public var range: SourceRange
  public init(content: [Inline], range: SourceRange) {
    self.content = content
    self.range = range
  }
}

public struct Heading: Hashable, Sendable {
  public var level: Int
  public var content: [Inline]
  public var range: SourceRange
  public init(level: Int, content: [Inline], range: SourceRange) {
    self.level = level
    self.content = content
    self.range = range
  }
}

public struct CodeBlock: Hashable, Sendable {
  /// The whole info string after the opening fence, trimmed (`swift no_run`); empty for indented code.
  public var info: String
  /// The code, exactly as written between the fences (ends with a newline unless empty).
  public var code: String
  public var isFenced: Bool
  public var range: SourceRange
  /// The line of the note that holds the first line of `code`.
  public var firstCodeLine: Int
  /// The fence is never closed and nothing but blank lines follows the code: the note (as
  /// stored) ends inside this block, cut off.
  public var isCutOff: Bool

  public init(
    info: String, code: String, isFenced: Bool, range: SourceRange, firstCodeLine: Int,
    isCutOff: Bool = false
  ) {
    self.info = info
    self.code = code
    self.isFenced = isFenced
    self.range = range
    self.firstCodeLine = firstCodeLine
    self.isCutOff = isCutOff
  }

  /// The language named by the info string, lower-cased, without braces or a leading dot:
  /// "```Swift", "``` swift" and "```{.swift}" all give "swift".
  public var language: String? {
    guard let word = infoWords.first else { return nil }
    return word.lowercased()
  }

  /// The words after the language (fence attributes such as `no_run`).
  public var attributes: [String] { Array(infoWords.dropFirst()) }

  private var infoWords: [String] {
    let cleaned = info.replacingOccurrences(of: "{", with: " ")
      .replacingOccurrences(of: "}", with: " ")
      .replacingOccurrences(of: ",", with: " ")
    return cleaned.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
      $0.hasPrefix(".") ? String($0.dropFirst()) : String($0)
    }.filter { !$0.isEmpty }
  }
}

public struct BlockQuote: Hashable, Sendable {
  public var children: [Block]
  public var range: SourceRange
  public init(children: [Block], range: SourceRange) {
    self.children = children
    self.range = range
  }
}

public struct List: Hashable, Sendable {
  public struct Item: Hashable, Sendable {
    /// `nil` for an ordinary item; `true`/`false` for a checked/unchecked task.
    public var task: Bool?
    public var children: [Block]
    public var range: SourceRange
    public init(task: Bool?, children: [Block], range: SourceRange) {
      self.task = task
      self.children = children
      self.range = range
    }
  }

  public var isOrdered: Bool
  public var start: Int
  public var isTight: Bool
  public var items: [Item]
  public var range: SourceRange

  public init(isOrdered: Bool, start: Int, isTight: Bool, items: [Item], range: SourceRange) {
    self.isOrdered = isOrdered
    self.start = start
    self.isTight = isTight
    self.items = items
    self.range = range
  }
}

public struct HTMLBlock: Hashable, Sendable {
  public var html: String
  public var range: SourceRange
  public init(html: String, range: SourceRange) {
    self.html = html
    self.range = range
  }
}

public struct Table: Hashable, Sendable {
  public enum Alignment: Hashable, Sendable { case none, left, center, right }

  public var alignments: [Alignment]
  public var header: [[Inline]]
  public var rows: [[[Inline]]]
  public var range: SourceRange

  public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]], range: SourceRange) {
    self.alignments = alignments
    self.header = header
    self.rows = rows
    self.range = range
  }
}

/// A hint callout, whichever of the four syntaxes wrote it.
public struct Callout: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case note, tip, info, success, important, warning, caution, danger
  }

  public enum Syntax: String, Hashable, Sendable {
    /// `{% hint style="info" %} … {% endhint %}`
    case gitbook
    /// `> [!NOTE]`
    case github
    /// `:::note … :::`
    case docusaurus
    /// mdbook-admonish's fence: ```` ```admonish tip title="…" ```` … ```` ``` ````
    case admonish
  }

  public var kind: Kind
  public var syntax: Syntax
  /// An explicit title (`:::tip[Title]`, `:::tip Title`); `nil` uses the kind's translated name.
  public var title: String?
  public var children: [Block]
  public var range: SourceRange

  public init(kind: Kind, syntax: Syntax, title: String?, children: [Block], range: SourceRange) {
    self.kind = kind
    self.syntax = syntax
    self.title = title
    self.children = children
    self.range = range
  }
}

public struct FootnoteDefinition: Hashable, Sendable {
  public var label: String
  public var children: [Block]
  public var range: SourceRange
  public init(label: String, children: [Block], range: SourceRange) {
    self.label = label
    self.children = children
    self.range = range
  }
}
