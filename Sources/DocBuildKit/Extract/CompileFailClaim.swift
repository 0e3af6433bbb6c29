import Foundation

/// Prose that says the Swift block beside it does not compile ("This won't compile:", "但这会给出一个
/// 编译错误！", "이 코드는 컴파일 에러가 납니다"): a counter-example, which the note means to fail, as
/// an implicit `compile_fail`. Only the sentence next to the block counts: the last sentence of
/// the paragraph right before it, when it introduces it (ends in a colon), or the first sentence of
/// the paragraph right after it. A sentence that negates the claim ("compiles without errors"),
/// puts it under a condition ("without it, it won't compile") or points at another block ("the
/// previous example", "刚才", "아래") does not count.
enum CompileFailClaim {
  /// Where the paragraph stands to the block.
  enum Side {
    case before, after
  }

  /// The index among `lines` (a paragraph's lines, as written) of the line where the sentence
  /// claiming that the block does not compile starts, or nil when the paragraph makes no such
  /// claim.
  static func claimLine(in lines: [String], side: Side) -> Int? {
    let text = lines.joined(separator: "\n")
    let sentences = self.sentences(text)
    guard let sentence = side == .before ? sentences.last : sentences.first else { return nil }
    let words = text[sentence].trimmingCharacters(in: .whitespacesAndNewlines)
    let introduces = words.hasSuffix(":") || words.hasSuffix("：")
    guard introduces == (side == .before), claims(words, side: side) else { return nil }
    return text[..<sentence.lowerBound].filter { $0 == "\n" }.count
  }

  /// Whether `sentence` says its block does not compile.
  static func claims(_ sentence: String, side: Side) -> Bool {
    let text = sentence.lowercased().replacingOccurrences(of: "’", with: "'")
    guard
      claimPhrases.contains(where: { text.contains($0) })
        || text.firstMatch(of: englishClaim) != nil
    else { return false }
    let otherBlock = side == .before ? backwardWords : forwardWords
    let conditional =
      conditionals.contains(where: { text.contains($0) })
      || text.firstMatch(of: englishCondition) != nil
    return !conditional && !negations.contains(where: { text.contains($0) })
      && text.firstMatch(of: englishNegation) == nil
      && !otherBlock.contains(where: { text.firstMatch(of: $0) != nil })
  }

  /// The ranges of `text`'s sentences: a full stop, `!` or `?` followed by a space ends one, as
  /// `。！？` do alone (`5.1` and `SwiftUI.View` do not).
  private static func sentences(_ text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      let ends =
        "。！？".contains(text[index])
        || (".!?".contains(text[index]) && (next == text.endIndex || text[next].isWhitespace))
      if ends {
        ranges.append(start..<next)
        start = next
      }
      index = next
    }
    if !text[start...].allSatisfy(\.isWhitespace) { ranges.append(start..<text.endIndex) }
    return ranges
  }

  private static let claimPhrases = [
    "compile error", "compiler error", "compilation error", "compile-time error", "build error",
    "xcode complains", "xcode will complain", "the compiler complains",
    "컴파일 에러", "컴파일 오류", "컴파일에러", "컴파일오류", "컴파일되지 않", "컴파일이 되지 않",
    "컴파일이 안 ", "빌드 에러", "빌드 오류", "빌드되지 않",
    "编译错误", "编译不通过", "无法编译", "编译失败", "编译报错", "不能编译", "编译不过", "编译出错",
    "编译器报错", "无法通过编译", "不能通过编译",
  ]
  // "won't compile", "does not build", "fails to compile"
  nonisolated(unsafe) private static let englishClaim =
    #/\b(?:won't|will not|doesn't|does not|wouldn't|would not|can't|cannot|didn't|did not|fails? to|failed to)\s+(?:even\s+)?(?:compile|build)\b/#

  private static let negations = [
    "compiles fine", "compiles without", "compiles just fine", "now compiles", "no longer",
    "에러 없이", "오류 없이", "에러가 없", "오류가 없", "에러가 나지 않", "오류가 나지 않",
    "에러가 발생하지 않", "오류가 발생하지 않", "문제없이", "문제 없이",
    "没有编译错误", "不会有编译错误", "不会出现编译错误", "不会编译", "不会报", "不会再", "不再", "避免",
  ]
  // "no compile errors", "without any compiler error", "won't give a compile error"
  nonisolated(unsafe) private static let englishNegation =
    #/\b(?:no|without|never|won't|will not|doesn't|does not|didn't|did not|not)\s+(?:\w+\s+){0,3}(?:compil\w*|build)[- ]errors?\b/#

  // A condition that takes something out of the code ("without `body`", "如果去掉"): the claim is
  // about another code than the block's. ("If you write it like this" is the block itself.)
  nonisolated(unsafe) private static let englishCondition =
    #/\b(?:unless|otherwise|without|remov(?:e|es|ed|ing)|forget|forgot|omit|delete)\b/#
  private static let conditionals = [
    "없으면", "없다면", "않으면", "않는다면", "빼면", "지우면", "제거하면", "삭제하면", "빠지면", "경우",
    "否则", "去掉", "删掉", "删除", "省略", "没有", "缺少", "忘了", "忘记",
  ]

  // In the paragraph before a block, words pointing further back; after it, further on (and
  // back past it).
  nonisolated(unsafe) private static let backwardWords: [Regex<Substring>] = [
    #/\b(?:previous|earlier|above|last)\b/#, #/위의|위 코드|앞의|앞에서|이전|아까/#,
    #/上面|上述|刚才|之前|前面|上一/#,
  ]
  nonisolated(unsafe) private static let forwardWords: [Regex<Substring>] = [
    #/\b(?:previous|earlier|below|following|next)\b/#, #/아래|다음|이전|아까|앞에서/#,
    #/下面|下一|以下|接下来|之前|前面/#,
  ]
}
