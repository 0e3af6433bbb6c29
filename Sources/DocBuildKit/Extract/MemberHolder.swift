import SwiftSyntax

/// The type a fragment of members is compiled inside. Most members fit a struct; some only a
/// class can hold (`@Published var count = 0`, `deinit`, `weak var delegate`, `override`,
/// `convenience init`), and a `@Published` one only an `ObservableObject` gives meaning to.
enum MemberHolder: Hashable, Sendable {
  case structure
  case finalClass
  case observableObject

  /// The holder the members `members` need.
  init(members: [Syntax]) {
    if members.contains(where: Self.isPublished) {
      self = .observableObject
    } else if members.contains(where: Self.needsClass) {
      self = .finalClass
    } else {
      self = .structure
    }
  }

  /// The wrapper's first line, for a type named `name` that is a view when `isView`.
  /// `conformance`: `View` or `App` when the members make one.
  func opening(name: String, conformance: String?) -> String {
    let conformances =
      (self == .observableObject ? ["ObservableObject"] : []) + (conformance.map { [$0] } ?? [])
    let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
    return (self == .structure ? "struct " : "final class ") + name + clause + " {"
  }

  /// The holder of members that need `self` and `other`: a class when either needs one.
  func joined(with other: MemberHolder) -> MemberHolder {
    [self, other].contains(.observableObject)
      ? .observableObject : [self, other].contains(.finalClass) ? .finalClass : .structure
  }

  /// For a class, the initializer its stored properties without an initial value need, as a
  /// struct's memberwise one (`init(count: Int) {`, `self.count = count`, `}`): a class has no
  /// memberwise initializer, and without one members like `@Published var count: Int` cannot be
  /// compiled. Empty for a struct, for members that declare an initializer, and for a property
  /// whose wrapper an assignment cannot initialize (`@Binding`).
  func initializer(members code: String) -> [String] {
    guard self != .structure, let tree = SwiftSource.parse(code) else { return [] }
    let declarations = tree.statements.compactMap {
      $0.item.as(DeclSyntax.self)
    }
    guard !declarations.contains(where: { $0.is(InitializerDeclSyntax.self) }) else { return [] }
    let properties = declarations.compactMap { $0.as(VariableDeclSyntax.self) }
      .flatMap(RootConstruction.requiredProperties)
    guard !properties.isEmpty, properties.allSatisfy({ [nil, "Published"].contains($0.wrapper) })
    else { return [] }
    let parameters = properties.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    return ["init(\(parameters)) {"] + properties.map { "self.\($0.name) = \($0.name)" } + ["}"]
  }

  /// Whether a member is a declaration a `struct` cannot hold.
  static func needsClass(_ member: Syntax) -> Bool {
    if member.is(DeinitializerDeclSyntax.self) { return true }
    guard let modifiers = member.asProtocol(WithModifiersSyntax.self)?.modifiers else {
      return false
    }
    return modifiers.contains { modifier in
      ["weak", "unowned", "override", "convenience"].contains(modifier.name.text)
    }
  }

  private static func isPublished(_ member: Syntax) -> Bool {
    member.as(VariableDeclSyntax.self)?.attributes.contains { $0.attributeName == "Published" }
      ?? false
  }
}
