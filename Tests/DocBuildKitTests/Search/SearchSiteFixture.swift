import Foundation

@testable import DocBuildKit

/// A small trilingual site for the search tests, and its indexes as built.
enum SearchSiteFixture {
  static let notes = [
    "ko/01-state.md":
      "---\ntitle: 상태\norder: 1\n---\n\n# 상태\n\n뷰의 상태를 저장합니다.\n\n## 초기값\n\n처음 값은 한 번만 정합니다.\n",
    "ko/02-binding.md":
      "---\norder: 2\n---\n\n# 바인딩\n\n바인딩은 값을 빌려줍니다.\n\n## 읽기와 쓰기\n\n자식 뷰가 부모의 값을 바꿉니다.\n",
    "zh/01-state.md": "# 状态管理\n\n视图的状态由框架保存。\n\n## 初始值\n\n初始值只设置一次。\n",
    "en/01-state.md":
      "# State\n\nA view keeps its state.\n\n## Bindings\n\nA binding lends the value to a child view.\n\n## Resets\n\nThe state resets when identity changes.\n",
  ]

  /// The site's index for `language` as written, without the `window.… =` wrapper.
  static func indexJSON(_ fixture: SiteFixture, _ language: Language) -> String {
    let script = fixture.page(SearchPage.indexPath(for: language))
    let prefix = "window.\(SearchIndex.globalName)="
    guard script.hasPrefix(prefix), script.hasSuffix(";\n") else { return "" }
    return String(script.dropFirst(prefix.count).dropLast(2))
  }
}

/// The index's JSON shape, decoded by the tests.
struct DecodedSearchIndex: Decodable {
  var pages: [[Entry]]
  var terms: [String: String]

  /// A page is `[title, href, [[section title, anchor], …]]`.
  enum Entry: Decodable, Equatable {
    case text(String)
    case sections([[String]])

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
      } else {
        self = .sections(try container.decode([[String]].self))
      }
    }
  }

  func title(_ page: Int) -> String? {
    if case .text(let title) = pages[page][0] { return title }
    return nil
  }

  func href(_ page: Int) -> String? {
    if case .text(let href) = pages[page][1] { return href }
    return nil
  }

  func sections(_ page: Int) -> [[String]] {
    if case .sections(let sections) = pages[page][2] { return sections }
    return []
  }

  /// (page, section, count) triples of `term`.
  func postings(_ term: String) -> [[Int]] {
    Self.postings(terms[term] ?? "")
  }

  /// Postings written by `PostingsCode`, read back as (page, section, count) triples: the
  /// reading search-ranking.js does, written again here from the format's description.
  static func postings(_ code: String) -> [[Int]] {
    var numbers: [Int] = []
    var value = 0
    for digit in code.unicodeScalars {
      if let last = CompactNumber.lastDigits.firstIndex(of: digit) {
        numbers.append(value * 32 + last)
        value = 0
      } else if let leading = CompactNumber.leadingDigits.firstIndex(of: digit) {
        value = value * 32 + leading
      }
    }
    var postings: [[Int]] = []
    var page = 0
    var at = 0
    while at + 1 < numbers.count {
      page += numbers[at]
      let both = numbers[at + 1]
      at += 2
      var count = both % 4
      if count == 0, at < numbers.count {
        count = numbers[at]
        at += 1
      }
      postings.append([page, both / 4, count])
    }
    return postings
  }
}
