import Foundation
import Testing

@testable import DocBuildKit

/// End to end over real notes by other people (`/work/shared`, read at test time, never copied):
/// every note parses, every fenced code line, callout marker and word of text survives.
@Suite("Parse: real notes from ../shared")
struct ParseRealNotesTests {
  static let notes: [URL] = {
    let shared = sharedFolder()
    let folders = ["seeds", "corpus/ko", "corpus/zh", "corpus/en"].map {
      shared.appendingPathComponent($0)
    }
    return folders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
        folder.appendingPathComponent($0)
      }
    }
  }()

  @Test func theRealNotesAreThere() {
    #expect(
      Self.notes.count >= 25,
      "expected the seeds and the twenty corpus notes in \(sharedFolder().path)")
  }

  @Test(arguments: notes)
  func realNoteParsesWithoutLosingAnything(_ url: URL) throws {
    let parsed = try expectNothingLost(in: url)
    #expect(
      parsed.diagnostics.filter { $0.severity == .error }.isEmpty,
      "\(parsed.diagnostics.map(\.formatted))")
  }
}

/// Parses the note at `url` and checks against an independent scan of its source that every
/// fenced code line, callout marker and word of text is in the document.
@discardableResult
func expectNothingLost(in url: URL) throws -> ParsedNote {
  let data = try Data(contentsOf: url)
  let parsed = NoteParser.parse(data, path: url.lastPathComponent)
  let doc = try #require(parsed.document)
  let source = SourceScan(
    String(decoding: data, as: UTF8.self), skippingLines: doc.frontMatter.lineCount)
  let blocks = allBlocks(doc.blocks)

  let modelCodeLines = Set(
    blocks.compactMap(\.codeBlock).flatMap { $0.code.split(separator: "\n") }.map(
      \.trimmingWhitespace))
  for line in source.codeLines {
    #expect(modelCodeLines.contains(line), "code line lost: \(line)")
  }

  let callouts = blocks.compactMap(\.callout)
  for syntax in [Callout.Syntax.gitbook, .github, .docusaurus, .admonish] {
    #expect(
      callouts.filter { $0.syntax == syntax }.count == source.calloutOpenings[syntax, default: 0],
      "\(syntax) callouts")
  }

  let text = ModelText.of(doc)
  for word in source.words where !text.contains(word) {
    Issue.record("word lost: \(word)")
  }
  return parsed
}

/// An independent line scan of a note's source: what cmark and the folder must keep.
private struct SourceScan {
  var codeLines: [String] = []
  var calloutOpenings: [Callout.Syntax: Int] = [:]
  var words: Set<String> = []

  init(_ text: String, skippingLines skipped: Int) {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false)
    var fence: (character: Character, length: Int)?
    // mdbook-admonish fences: their lines are markers, their bodies markdown.
    var admonitions: [(character: Character, length: Int)] = []
    for line in lines.dropFirst(skipped) {
      let content = Self.withoutContainerPrefix(line)
      if fence == nil, let open = admonitions.last {
        let run = content.prefix(while: { $0 == open.character }).count
        if run >= open.length && content.dropFirst(run).trimmingWhitespace.isEmpty {
          admonitions.removeLast()
          continue
        }
      }
      if let open = fence {
        let run = content.prefix(while: { $0 == open.character }).count
        if run >= open.length && content.dropFirst(run).trimmingWhitespace.isEmpty {
          fence = nil
        } else if !content.trimmingWhitespace.isEmpty {
          codeLines.append(content.trimmingWhitespace)
        }
        continue
      }
      if let character = content.first, character == "`" || character == "~" {
        let run = content.prefix(while: { $0 == character }).count
        let info = content.dropFirst(run)
        if run >= 3 && !(character == "`" && info.contains("`")) {
          if info.trimmingWhitespace.wholeMatch(of: #/admonish(\s.*)?/#) != nil {
            admonitions.append((character, run))
            calloutOpenings[.admonish, default: 0] += 1
          } else {
            fence = (character, run)
          }
          continue
        }
      }
      // Callout markers are kept as structure (counted above); link reference definitions as links.
      if isCalloutMarker(line, content) { continue }
      if line.wholeMatch(of: #/\s{0,3}\[[^\]]+\]:\s.*/#) != nil { continue }
      // List markers and task boxes are structure (List.start, Item.task), not words.
      let written = content.replacing(#/^\[[ xX]\]\s/#, with: "")
      let visible = written.replacing(#/&#?[A-Za-z0-9]+;/#, with: " ").replacing(
        #/\[!(?i:note|tip|important|warning|caution)\]/#, with: " ")
      for word in visible.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
        words.insert(String(word))
      }
    }
  }

  /// Counts callout openings; true for the GitBook and Docusaurus marker lines themselves.
  private mutating func isCalloutMarker(_ line: Substring, _ content: Substring) -> Bool {
    if content.hasPrefix("{% hint") || content.hasPrefix("{%hint") {
      calloutOpenings[.gitbook, default: 0] += 1
      return true
    }
    if content.wholeMatch(of: #/:{3,}[A-Za-z].*/#) != nil {
      calloutOpenings[.docusaurus, default: 0] += 1
      return true
    }
    if line.prefixMatch(of: #/ {0,3}>\s*\[!(?i:note|tip|important|warning|caution)\]/#) != nil {
      calloutOpenings[.github, default: 0] += 1
    }
    return content.hasPrefix("{% endhint") || content.hasPrefix("{%endhint")
      || content.wholeMatch(of: #/:{3,}\s*/#) != nil
  }

  /// The line without indentation, block quote markers and a list marker.
  private static func withoutContainerPrefix(_ line: Substring) -> Substring {
    var rest = line.drop(while: { $0 == " " || $0 == "\t" || $0 == ">" })
    if let marker = rest.prefixMatch(of: #/([-*+]|\d{1,9}[.)])[ \t]+/#) {
      rest = rest[marker.range.upperBound...]
    }
    return rest
  }
}

/// All the text a document holds, wherever the renderer will show or use it.
private enum ModelText {
  static func of(_ document: Document) -> String {
    var parts: [String] = []
    let front = document.frontMatter
    parts += [front.title, front.description, front.category, front.lang, front.translationKey]
      .compactMap { $0 }
    parts += front.tags
    for block in allBlocks(document.blocks) {
      switch block {
      case .paragraph(let p): parts.append(inlineText(p.content))
      case .heading(let h): parts.append(inlineText(h.content))
      case .codeBlock(let c): parts += [c.info, c.code]
      case .html(let h): parts.append(h.html)
      case .table(let t): parts += (t.header + t.rows.flatMap { $0 }).map(inlineText)
      case .callout(let c): parts.append(c.title ?? "")
      case .footnoteDefinition(let f): parts.append(f.label)
      case .blockQuote, .list, .thematicBreak: break
      }
    }
    return parts.joined(separator: "\n")
  }

  private static func inlineText(_ inlines: [Inline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let text), .code(let text), .html(let text): text
      case .softBreak, .lineBreak: " "
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        inlineText(children)
      case .link(let link): inlineText(link.children) + " " + link.destination + " " + link.title
      case .image(let image): inlineText(image.alt) + " " + image.source + " " + image.title
      case .footnoteReference(let label): label
      }
    }.joined()
  }
}
