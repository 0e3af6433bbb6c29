import Foundation
import Testing

@testable import DocBuildKit

/// Our own notes in three languages (Fixtures/parse), translations of one another.
@Suite("Parse: fixture notes in ko, zh and en")
struct ParseFixtureNotesTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/parse")

  static func url(_ language: Language) -> URL {
    folder.appendingPathComponent("\(language.folder)/state-basics.md")
  }

  @Test(arguments: SiteConfiguration.standard.languages)
  func fixtureParsesCleanlyWithNothingLost(_ language: Language) throws {
    let parsed = try expectNothingLost(in: Self.url(language))
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.formatted))")
    let doc = try #require(parsed.document)
    #expect(doc.frontMatter.lang == language.folder)
    #expect(doc.frontMatter.translationKey == "state-basics")
    #expect(doc.frontMatter.order == 1)
    #expect(doc.frontMatter.tags.count == 2)

    let blocks = allBlocks(doc.blocks)
    let swiftBlocks = blocks.compactMap(\.codeBlock).filter { $0.language == "swift" }
    #expect(swiftBlocks.count == 1)
    // The code block sits inside a callout, and its first code line is the line after the fence.
    let sourceLines = try String(contentsOf: Self.url(language), encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let code = try #require(swiftBlocks.first)
    #expect(sourceLines[code.firstCodeLine - 1].hasPrefix("struct "))
    #expect(sourceLines[code.range.start.line - 1] == "```swift")
  }

  @Test func eachLanguageUsesItsCallouts() throws {
    func callouts(_ language: Language) throws -> [Callout] {
      let doc = try #require(
        NoteParser.parse(try Data(contentsOf: Self.url(language)), path: "x.md").document)
      return allBlocks(doc.blocks).compactMap(\.callout)
    }
    let korean = try callouts(.ko)
    #expect(korean.map(\.syntax) == [.gitbook, .github])
    #expect(korean.map(\.kind) == [.info, .warning])
    #expect(korean.last?.title == "주의할 점")
    #expect(korean.first?.children.compactMap(\.list).first?.items.count == 2)

    let chinese = try callouts(.zh)
    #expect(chinese.map(\.syntax) == [.docusaurus, .github])
    #expect(chinese.map(\.kind) == [.tip, .note])
    #expect(chinese.first?.title == "要点")

    let english = try callouts(.en)
    #expect(english.map(\.syntax) == [.docusaurus, .docusaurus, .gitbook, .github])
    #expect(english.map(\.kind) == [.caution, .info, .success, .important])
    #expect(english.first?.title == "Keep state private")
    #expect(english.first?.children.compactMap(\.callout).count == 1)
  }

  @Test func koreanFixtureHasTableTasksAndFootnote() throws {
    let doc = try #require(
      NoteParser.parse(try Data(contentsOf: Self.url(.ko)), path: "ko/state-basics.md").document)
    let blocks = allBlocks(doc.blocks)
    #expect(blocks.compactMap(\.table).first?.alignments == [.left, .center, .right])
    #expect(blocks.compactMap(\.list).last?.items.map(\.task) == [true, false])
    #expect(blocks.compactMap(\.footnote).map(\.label) == ["읽기"])
    #expect(doc.title == "상태 기초")
  }
}
