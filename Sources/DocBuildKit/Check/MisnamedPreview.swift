/// A whole program whose preview names a view nothing declares (`ConditionalViews()` for the
/// block's `ConditionalView`): the note's typo in one line, not an excerpt of a bigger project.
enum MisnamedPreview {
  /// The types among `needed` that `code` names only inside its preview, when every type it
  /// needs is such a name and the code before the preview declares a view; nil otherwise.
  /// `calls`: the preview's member calls no platform type or code of the block declares
  /// (`.assess()`), which swiftc never reaches past the unknown view.
  static func names(_ needed: [String], in code: String) -> (
    names: [String], views: [String], calls: [String]
  )? {
    guard let start = code.firstMatch(of: previewStart)?.range.lowerBound else { return nil }
    let program = code[..<start]
    let preview = code[start...]
    let views = program.matches(of: viewDeclaration).map { String($0.1) }
    let types = needed.filter { $0.first?.isUppercase == true }
    guard !views.isEmpty, !types.isEmpty,
      types.allSatisfy({ name in
        words(preview).contains(Substring(name)) && !words(program).contains(Substring(name))
      })
    else { return nil }
    let declared = words(program)
    var calls: [String] = []
    for call in preview.matches(of: memberCall) {
      let name = String(call.1)
      guard PlatformAPI.shared.member(named: name) == nil, !declared.contains(Substring(name)),
        !calls.contains(".\(name)")
      else { continue }
      calls.append(".\(name)")
    }
    return (types, views, calls)
  }

  private static func words(_ text: Substring) -> Set<Substring> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
  }

  nonisolated(unsafe) private static let previewStart =
    #/#Preview\b|\bstruct\s+[\p{L}_][\p{L}\p{N}_]*\s*:\s*PreviewProvider\b/#
  nonisolated(unsafe) private static let memberCall = #/\.([\p{Ll}_][\p{L}\p{N}_]*)\s*\(/#
  nonisolated(unsafe) private static let viewDeclaration =
    #/\bstruct\s+([\p{L}_][\p{L}\p{N}_]*)\s*(?:<[^>{]*>)?\s*:[^{]*\bView\b/#
}
