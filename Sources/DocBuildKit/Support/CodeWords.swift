/// The words of some code that could name something: a cheap scan, where the compiler decides.
enum CodeWords {
  static func identifiers(in code: String) -> Set<String> {
    Set(words(in: code))
  }

  /// The same words in the order the code writes them, each once.
  static func orderedIdentifiers(in code: String) -> [String] {
    var seen = Set<String>()
    return words(in: code).filter { seen.insert($0).inserted }
  }

  private static func words(in code: String) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}
