/// A note's chapter number, from the digits its file name starts with: `04-state.md` is chapter 4,
/// the number its authors already use when they write "chapter 4". Other names have none.
enum ChapterNumber {
  static func of(_ path: String) -> Int? {
    let name = path.split(separator: "/").last ?? ""
    let digits = name.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 4,
      let separator = name.dropFirst(digits.count).first, "-_. ".contains(separator)
    else { return nil }
    return Int(digits)
  }

  /// The number as it leads a title or a link (`<span class="chapter-number">4.</span>`), or
  /// nothing.
  static func html(_ number: Int?) -> String {
    number.map { "<span class=\"chapter-number\">\($0).</span>" } ?? ""
  }

  /// `4. Title`, or the title alone.
  static func title(_ title: String, _ number: Int?) -> String {
    number.map { "\($0). \(title)" } ?? title
  }
}
