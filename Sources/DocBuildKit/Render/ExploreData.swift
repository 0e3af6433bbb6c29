import EngineInterface
import Foundation

/// A page's explorations as a script beside it (`01-state.explore.js` for `01-state.html`),
/// which site.js adds as a `<script>` (so it works from `file://`) the first time the reader opens
/// Explore: for each explorable example, by the
/// line of its block, its states' screens as the page draws them, and each recorded transition
/// with what it printed and the bodies that ran; and, once for the page, the words in its language
/// that the script puts on the controls and announcements it draws. Pages without one get no
/// file.
enum ExploreData {
  /// The data file's path beside `page` (a site-relative `.html` path).
  static func path(for page: String) -> String {
    String(page.dropLast(".html".count)) + ".explore.js"
  }

  /// The words site.js draws on the panes and controls it builds and in announcements, by the name
  /// it reads each under.
  static let words: [(name: String, word: UIString)] = [
    ("newScreen", .exploreNewScreen), ("sameScreen", .exploreSameScreen), ("wait", .exploreWait),
    ("scroll", .exploreScrollTo), ("pinch", .explorePinch), ("rotate", .exploreRotate),
    ("dismiss", .exploreDismiss), ("swipe", .exploreSwipeToDelete),
    ("submit", .exploreSubmitText), ("textUnexplored", .exploreTextNotExplored),
    ("unexplored", .notExplored), ("preview", .preview), ("startOver", .startOver),
    ("pullToRefresh", .pullToRefresh), ("console", .console), ("bodiesThatRan", .bodiesThatRan),
  ]

  /// The script for `explorations` (by id) on a page in `language`, the same bytes for the same
  /// explorations.
  static func javascript(
    _ explorations: [(id: String, exploration: ExplorationReport)], language: Language
  ) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var script =
      "// The explored states of this page's previews, written by docbuild (see site.js).\n"
      + "window.DOCBUILD_EXPLORE = window.DOCBUILD_EXPLORE || {};\n"
    let pageWords = Dictionary(
      uniqueKeysWithValues: words.map { ($0.name, $0.word.text(in: language)) })
    let wordsJSON = (try? encoder.encode(pageWords)).map { String(decoding: $0, as: UTF8.self) }
    script +=
      "window.DOCBUILD_EXPLORE_WORDS = "
      + (wordsJSON ?? "{}").replacingOccurrences(of: "<", with: "\\u003c") + ";\n"
    for (id, exploration) in explorations {
      let data = (try? encoder.encode(Entry(exploration))).map {
        String(decoding: $0, as: UTF8.self)
      }
      // `<` only occurs inside JSON strings: escaped, no `</script>` or comment can form.
      let json = (data ?? "null").replacingOccurrences(of: "<", with: "\\u003c")
      script += "window.DOCBUILD_EXPLORE[\(DriverSource.literal(id))] = \(json);\n"
    }
    return script
  }

  /// What the page's script needs of an exploration, screens as previews draw them.
  private struct Entry: Encodable {
    struct Edge: Encodable {
      var from: Int
      var kind: String
      var label: String
      var n: Int
      var text: String?
      var to: Int
      var console: [String]
      var bodies: [String]
    }

    var states: [String]
    var console: [String]
    var bodies: [String]
    var edges: [Edge]
    var complete: Bool

    init(_ exploration: ExplorationReport) {
      states = exploration.states.map(PreviewMarkup.html)
      console = exploration.console
      bodies = exploration.bodies.map(\.view)
      edges = exploration.edges.map {
        Edge(
          from: $0.from, kind: $0.action.kind, label: $0.action.label, n: $0.action.occurrence,
          text: $0.action.text, to: $0.to, console: $0.console, bodies: $0.bodies.map(\.view))
      }
      complete = exploration.complete
    }
  }
}
