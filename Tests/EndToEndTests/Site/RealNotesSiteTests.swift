import Foundation
import Testing

@testable import DocBuildKit

/// Builds the real notes in shared/ (seeds and corpus, written by other people) and checks that
/// nothing of theirs is lost: code blocks, callouts, diagrams and the words of the text.
@Suite struct RealNotesSiteTests {
  /// Copies the seeds (plain .txt files holding markdown) into language folders as .md notes,
  /// and the corpus as it is.
  func stage() -> URL {
    let root = TestPaths.temporaryFolder()
    let content = root.appendingPathComponent("content")
    let fileManager = FileManager.default
    let seedLanguages = ["000": "ko", "001": "ko", "002": "ko", "003": "zh", "004": "ko"]
    for name in (try? fileManager.contentsOfDirectory(atPath: TestPaths.seeds.path)) ?? [] {
      let language = seedLanguages[String(name.prefix(3))] ?? "en"
      let target = content.appendingPathComponent("\(language)/seed-\(name.prefix(3)).md")
      try! fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! fileManager.copyItem(at: TestPaths.seeds.appendingPathComponent(name), to: target)
    }
    for language in ["ko", "zh", "en"] {
      let folder = TestPaths.corpus.appendingPathComponent(language)
      for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] {
        let target = content.appendingPathComponent("\(language)/\(name)")
        try! fileManager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! fileManager.copyItem(at: folder.appendingPathComponent(name), to: target)
      }
    }
    return root
  }

  @Test func everyRealNoteBuildsWithNothingLost() throws {
    let root = stage()
    defer { try? FileManager.default.removeItem(at: root) }
    let engine = DiagnosticEngine()
    let summary = try SiteBuilder(
      options: BuildOptions(
        input: root.appendingPathComponent("content"), output: root.appendingPathComponent("site"),
        runExamples: false),
      diagnostics: engine
    ).build()
    let notes = TestPaths.files(in: root.appendingPathComponent("content"))
    #expect(notes.count == 25)
    #expect(summary.pages.values.reduce(0, +) == notes.count)

    for note in notes {
      let source = try String(
        contentsOf: root.appendingPathComponent("content/\(note)"), encoding: .utf8)
      let stem = note.hasSuffix(".markdown") ? String(note.dropLast(9)) : String(note.dropLast(3))
      let html = try String(
        contentsOf: root.appendingPathComponent("site/\(stem).html"), encoding: .utf8)
      let text = TextOfHTML.decode(html)

      for code in FencedBlocks.scan(source) where code.language != "mermaid" {
        for line in code.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
          #expect(
            text.contains(line.trimmingCharacters(in: .whitespaces)),
            "\(note): code line lost: \(line)")
        }
      }
      let charts = FencedBlocks.scan(source).filter { $0.language == "mermaid" }.count
      #expect(
        html.components(separatedBy: "<svg").count - 1 >= charts,
        "\(note): a mermaid chart is missing")

      let hints = Self.calloutMarkers(in: source)
      let asides = html.components(separatedBy: "<aside class=\"callout").count - 1
      #expect(asides >= hints, "\(note): \(hints) callouts written, \(asides) rendered")

      for word in Self.words(of: source) {
        #expect(text.contains(word) || html.contains(word), "\(note): the word '\(word)' is lost")
      }
    }
  }

  /// Opening markers of the three callout syntaxes, outside code fences.
  static func calloutMarkers(in source: String) -> Int {
    var count = 0
    var inFence = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      if trimmed.hasPrefix("{% hint") { count += 1 }
      if trimmed.range(
        of: #"^>\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]"#,
        options: [.regularExpression, .caseInsensitive]) != nil
      {
        count += 1
      }
      if trimmed.range(
        of: #"^:::+\s*(note|tip|info|warning|danger|caution|important)"#,
        options: .regularExpression) != nil
      {
        count += 1
      }
    }
    return count
  }

  /// The words of the prose (runs of letters of any script, at least two long), outside code
  /// fences, front matter, HTML tags and link destinations: each must reach the page.
  static func words(of source: String) -> Set<String> {
    var prose = ""
    var inFence = false
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
      let end = lines.dropFirst().firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "---"
      })
    {
      lines.removeSubrange(0...end)
    }
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      prose += line + "\n"
    }
    prose = prose.replacingOccurrences(of: #"\]\([^)]*\)"#, with: "] ", options: .regularExpression)
    prose = prose.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
    prose = prose.replacingOccurrences(of: #"\{%[^%]*%\}"#, with: " ", options: .regularExpression)
    prose = prose.replacingOccurrences(of: #"https?://\S+"#, with: " ", options: .regularExpression)
    var words = Set<String>()
    var current = ""
    for scalar in prose.unicodeScalars {
      if scalar.properties.isAlphabetic {
        current.unicodeScalars.append(scalar)
      } else {
        if current.count >= 2 { words.insert(current) }
        current = ""
      }
    }
    if current.count >= 2 { words.insert(current) }
    return words
  }
}

/// The ```-fenced blocks of a markdown text, read line by line (test-only; independent of cmark).
enum FencedBlocks {
  struct Block {
    var language: String
    var lines: [String]
  }

  static func scan(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var fence = ""
    // mdbook-admonish fences hold markdown, not code: only the fences inside them are blocks.
    var admonitions: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, let open = admonitions.last, trimmed.hasPrefix(open),
        trimmed.allSatisfy({ $0 == open.first })
      {
        admonitions.removeLast()
      } else if var block = current {
        if trimmed.hasPrefix(fence) && trimmed.allSatisfy({ $0 == fence.first }) {
          blocks.append(block)
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        let marker = trimmed.first!
        fence = String(trimmed.prefix { $0 == marker })
        let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        if info == "admonish" || info.hasPrefix("admonish ") {
          admonitions.append(fence)
          continue
        }
        current = Block(
          language: info.split(separator: " ").first.map { $0.lowercased() } ?? "", lines: [])
      }
    }
    if let current { blocks.append(current) }
    return blocks
  }
}
