import Foundation

// Trimming of blanks (spaces and tabs) and newlines, as the parse stage's line scans need it.

extension Character {
  var isBlank: Bool { self == " " || self == "\t" }
}

extension StringProtocol {
  /// What follows the leading blanks, when there are some (`hint style=…` → `style=…`).
  var firstNonBlankStart: SubSequence? {
    guard let first, first.isBlank else { return nil }
    return drop(while: \.isBlank)
  }

  var trimmingTrailingWhitespace: SubSequence {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isBlank { end = index(before: end) }
    return self[startIndex..<end]
  }

  var trimmingTrailingNewlines: SubSequence {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isNewline { end = index(before: end) }
    return self[startIndex..<end]
  }

  var trimmingWhitespace: String {
    String(trimmingTrailingWhitespace.drop(while: \.isBlank))
  }

  var trimmingWhitespaceAndNewlines: String {
    String(self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
