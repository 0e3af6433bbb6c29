/// The words of some code that could name something: a cheap scan, where the compiler decides.
enum CodeWords {
  static func identifiers(in code: String) -> Set<String> {
    Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }
}
