import SwiftSyntax

/// `@ObservationTracked var title: String` in a class not marked `@Observable`: a hand-written
/// expansion of `@Observable`, shown to explain it. `@ObservationTracked` is the macro
/// `@Observable` adds to each stored property; its own expansion calls code only `@Observable`
/// generates, so swiftc names a helper the page never shows.
enum TrackedOutsideObservable {
  /// The tracking macro, when `code` applies it inside a class that is not `@Observable`.
  static func macro(in code: String) -> String? {
    guard code.contains("@\(tracked)"), let tree = SwiftSource.parse(code) else { return nil }
    for item in tree.statements {
      guard let type = item.item.as(ClassDeclSyntax.self),
        !has(type.attributes, "Observable"),
        type.memberBlock.members.contains(where: {
          $0.decl.as(VariableDeclSyntax.self).map { has($0.attributes, tracked) } == true
        })
      else { continue }
      return tracked
    }
    return nil
  }

  private static let tracked = "ObservationTracked"

  private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    }
  }
}
