/// Code written for a framework docbuild does not have, told by how it uses it rather than by a
/// name swiftc reports: Core Data entities, whose classes Xcode generates from a data model the
/// note never shows (`FetchedResults<Student>`, `Book(context: moc)`), and UIKit view code
/// (`view.addSubview(button)`, `button.tintColor`) on values it never declares.
enum FrameworkCode {
  /// The entities `code` fetches or inserts, in the order it first names them.
  static func coreDataEntities(in code: String) -> [String] {
    var entities: [String] = []
    for match in code.matches(of: fetched) where !entities.contains(String(match.1)) {
      entities.append(String(match.1))
    }
    for match in code.matches(of: inserted) where !entities.contains(String(match.1)) {
      entities.append(String(match.1))
    }
    return entities
  }

  /// The UIKit members `code` uses, as UIKit spells them, in the order it first uses them.
  static func uikitMembers(in code: String) -> [String] {
    var found: [String] = []
    for match in code.matches(of: member) {
      guard let spelling = uikitMembers.first(where: { $0.lowercased() == match.1.lowercased() }),
        !found.contains(spelling)
      else { continue }
      found.append(spelling)
    }
    return found
  }

  nonisolated(unsafe) private static let fetched =
    #/\b(?:FetchedResults|FetchRequest|NSFetchRequest)\s*<\s*([\p{L}_][\p{L}\p{N}_]*)\s*>/#
  nonisolated(unsafe) private static let inserted =
    #/\b(\p{Lu}[\p{L}\p{N}_]*)\s*\(\s*context\s*:/#
  nonisolated(unsafe) private static let member = #/\.([A-Za-z_][A-Za-z0-9_]*)\b/#

  /// Members only UIKit's views and controllers have (SwiftUI says `.tint`, `.foregroundColor`);
  /// matched whatever their case, as notes write `addsubView` too.
  private static let uikitMembers = [
    "addSubview", "tintColor", "titleColor", "setTitle", "addTarget", "viewDidLoad",
    "translatesAutoresizingMaskIntoConstraints", "removeFromSuperview", "layoutSubviews",
  ]
}
