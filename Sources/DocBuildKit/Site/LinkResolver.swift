import Foundation

/// Rewrites links between notes (`../en/state.md#binding`) into links between pages.
struct LinkResolver {
  /// Output page of every note, by the note's input path.
  let outputByNotePath: [String: String]

  /// The href to write for `destination` in the note at `notePath` whose page is `pagePath`;
  /// nil when it names a note that does not exist.
  func resolve(_ destination: String, inNote notePath: String, page pagePath: String) -> String? {
    guard Self.isRelative(destination) else { return destination }
    let (pathPart, fragment) = Self.split(destination)
    let decoded = pathPart.removingPercentEncoding ?? pathPart
    guard NoteFile.extensions.contains((decoded as NSString).pathExtension.lowercased()) else {
      return destination
    }
    let directory = (notePath as NSString).deletingLastPathComponent
    let joined = directory.isEmpty ? decoded : directory + "/" + decoded
    guard let target = SitePath.normalized(joined), let output = outputByNotePath[target] else {
      return nil
    }
    return SitePath.href(from: pagePath, to: output) + fragment
  }

  /// Links with a scheme (`https:`, `mailto:`), protocol-relative or absolute paths, and
  /// pure fragments are left alone.
  static func isRelative(_ destination: String) -> Bool {
    if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("/") {
      return false
    }
    if let colon = destination.firstIndex(of: ":") {
      let scheme = destination[..<colon]
      if !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
        return false
      }
    }
    return true
  }

  private static func split(_ destination: String) -> (String, String) {
    guard let hash = destination.firstIndex(of: "#") else { return (destination, "") }
    return (String(destination[..<hash]), String(destination[hash...]))
  }
}
