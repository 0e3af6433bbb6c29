import Foundation

/// A line where an author left code out: only `...` (or `....`), `…`, `// ...` or `/* ... */`, or a
/// bare mark with a comment saying what it stands for (`... // same as before`). Extraction
/// compiles it as a blank.
enum ElisionMark {
  static func isMark(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return ["...", "....", "…", "// ...", "// …", "/* ... */", "/* … */"].contains(trimmed)
      || saysWhatItStandsFor(trimmed)
  }

  /// A bare mark with a comment after it (`... // same as before`): code the note has shown.
  static func saysWhatItStandsFor(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let comment = trimmed.range(of: "//") else { return false }
    return ["...", "....", "…"].contains(
      trimmed[..<comment.lowerBound].trimmingCharacters(in: .whitespaces))
  }
}
