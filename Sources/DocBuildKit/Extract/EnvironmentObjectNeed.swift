import SwiftSyntax

/// An object a view reads from its environment, which whatever builds the view must provide:
/// `@Environment(Book.self) var book` (an `@Observable` class, provided with `.environment(_:)`)
/// or `@EnvironmentObject var store: Store` (an `ObservableObject`, `.environmentObject(_:)`).
/// SwiftUI stops a view that reads one nothing provides; an Xcode preview of such a view provides
/// one, and so does docbuild for a root it runs alone, when it can build the class with no
/// arguments.
struct EnvironmentObjectNeed: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case observable
    case observableObject
  }

  var kind: Kind
  /// The class, as written (`Book`).
  var type: String
  /// The property that reads it (`book`).
  var property: String

  /// The modifier that provides a fresh object: `.environment(Book())`.
  var providingModifier: String {
    switch kind {
    case .observable: ".environment(\(type)())"
    case .observableObject: ".environmentObject(\(type)())"
    }
  }

  /// The property as the note declares it, for a reader: `@Environment(Book.self) var book`.
  var declaration: String {
    switch kind {
    case .observable: "@Environment(\(type).self) var \(property)"
    case .observableObject: "@EnvironmentObject var \(property): \(type)"
    }
  }

  /// The objects a struct or class `decl` reads from its environment, in declaration order. An
  /// optional one (`@Environment(Book.self) var book: Book?`) reads nil when nothing provides it.
  static func all(in decl: DeclSyntax) -> [EnvironmentObjectNeed] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return [] }
    return group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .flatMap { variable -> [EnvironmentObjectNeed] in
        guard let (kind, attribute) = environmentAttribute(of: variable) else { return [] }
        return variable.bindings.compactMap { binding in
          guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            !(binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
          else { return nil }
          switch kind {
          case .observable:
            return observedType(attribute).map {
              EnvironmentObjectNeed(kind: kind, type: $0, property: property)
            }
          case .observableObject:
            guard let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) else {
              return nil
            }
            return EnvironmentObjectNeed(
              kind: kind, type: type.trimmedDescription, property: property)
          }
        }
      }
  }

  private static func environmentAttribute(of variable: VariableDeclSyntax)
    -> (Kind, AttributeSyntax)?
  {
    for element in variable.attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
      else { continue }
      if name == "Environment" { return (.observable, attribute) }
      if name == "EnvironmentObject" { return (.observableObject, attribute) }
    }
    return nil
  }

  /// `Book` of `@Environment(Book.self)`; nil for a key path (`\.dismiss`) or an optional type.
  private static func observedType(_ attribute: AttributeSyntax) -> String? {
    guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
      let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "self",
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return base.baseName.text
  }
}
