/// `Color.customGray1`: a static member of SwiftUI's `Color` or `Font` that SwiftUI does not
/// have, which the note's project adds in an extension the note never shows. swiftc stops at an
/// expression's first error and seldom reports it, so a reason finds it in the code.
enum UnshownPlatformMembers {
  /// Spelled with their type, in the order of the code, each once.
  static func names(in code: String) -> [String] {
    var found: [String] = []
    for match in code.matches(of: #/\b(Color|Font)\.([\p{Ll}_][\p{L}\p{N}_]*)/#) {
      let member = String(match.2)
      guard !["init", "self"].contains(member), PlatformAPI.shared.member(named: member) == nil
      else { continue }
      let name = "\(match.1).\(member)"
      if !found.contains(name) { found.append(name) }
    }
    return found
  }
}
