/// A call of a platform initializer the engine lacks (`Color(hue:saturation:brightness:)`), which
/// swiftc reports only as a call it cannot match ("no exact matches in call to initializer"):
/// named as Apple's documentation spells it when the API list has an initializer of that type
/// taking those labels.
enum PlatformInitializerCall {
  /// The call's spelling (`Color(hue:saturation:brightness:)`), when `error` is about the shape
  /// of a call to a platform type's initializer the list has; nil otherwise.
  static func lacking(_ error: CompilerMessage, source: String) -> String? {
    guard shapeMessages.contains(where: { error.text.hasPrefix($0) }) else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count else { return nil }
    let line = lines[error.line - 1]
    // The last type called at or before the message's column (a UTF-8 offset).
    let column =
      line.utf8.index(
        line.startIndex, offsetBy: error.column - 1, limitedBy: line.endIndex) ?? line.endIndex
    guard
      let call = line.matches(of: #/\b(\p{Lu}[\p{L}\p{N}_]*)\s*\(/#)
        .last(where: { $0.range.lowerBound <= column })
    else { return nil }
    let type = String(call.1)
    let rest = ([line[call.range.upperBound...]] + lines[error.line...]).joined(separator: "\n")
    guard PlatformAPI.shared.module(of: type) != nil,
      let labels = CallLabels.labels(of: Substring(rest)), labels.contains(where: { $0 != "_" })
    else { return nil }
    return PlatformAPI.shared.initializer(of: type, acceptingLabels: labels)
  }

  /// (Not "missing argument": the call then has labels the list's initializer starts with, and
  /// leaving out the rest, `NavigationLink(destination:)` without its label, is the note's slip.)
  private static let shapeMessages = [
    "no exact matches in call to initializer", "extra argument", "incorrect argument label",
    "extraneous argument label", "argument passed to call that takes no arguments",
  ]
}
