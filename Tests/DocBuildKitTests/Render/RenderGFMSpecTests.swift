import Foundation
import Testing

@testable import DocBuildKit

/// The CommonMark spec's examples and our GFM extension cases, rendered by docbuild and by
/// cmark-gfm's own HTML renderer (the library docbuild parses with, same options and
/// extensions), compared after `SpecHTMLNormalizer`. An example is equal, or listed in
/// `GFMSpecDifferences` with its reason: a listed one that starts to match fails too, so the
/// list stays true.
struct RenderGFMSpecTests {
  static let examples =
    ((try? GFMSpecExample.commonMark()) ?? []) + ((try? GFMSpecExample.extensions()) ?? [])

  /// Fails, saying to run `bash .ci/setup-tests`, when the spec's examples were never fetched.
  @Test func commonMarkExamplesAreInstalled() throws {
    // CommonMark spec 0.31.2, as markdown-it-py 4.3.0 ships it.
    #expect(try GFMSpecExample.commonMark().count == 652)
  }

  @Test func everyListedDifferenceIsAnExample() throws {
    let ids = try GFMSpecExample.commonMark().map(\.id) + GFMSpecExample.extensions().map(\.id)
    #expect(Set(ids).isSuperset(of: GFMSpecDifferences.known.keys))
  }

  @Test(arguments: examples)
  func example(_ example: GFMSpecExample) {
    let expected = SpecHTMLNormalizer.normalize(CmarkConverter.cmarkHTML(example.markdown))
    let actual = SpecHTMLNormalizer.normalize(GFMSpecHouseStyle.undo(Self.render(example.markdown)))
    if let difference = GFMSpecDifferences.known[example.id] {
      #expect(
        actual != expected,
        "\(example.id) now matches cmark-gfm: take it off GFMSpecDifferences (\(difference))")
    } else {
      #expect(
        actual == expected,
        "\(example.id) differs from cmark-gfm\nmarkdown: \(example.markdown.debugDescription)")
    }
  }

  private static func render(_ markdown: String) -> String {
    let document =
      NoteParser.parse(Data(markdown.utf8), path: "spec.md").document
      ?? Document(path: "spec.md", frontMatter: FrontMatter(), blocks: [])
    return BodyRenderer.render(
      document, options: BodyRenderOptions(language: .en, path: "spec.md")
    ).html
  }
}
