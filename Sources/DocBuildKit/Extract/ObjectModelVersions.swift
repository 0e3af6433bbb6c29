import SwiftSyntax

/// The two kinds of object model a migration note shows under one name: a class conforming to
/// `ObservableObject` before, the same class `@Observable` after, each with its own views
/// (`@ObservedObject var book: Book` before, `@Bindable var book: Book` after). A view pairs with
/// the version its wrappers want, never with the other one because of its name.
enum ObjectModelVersions {
  typealias Kind = EnvironmentObjectNeed.Kind

  /// The kind of object model a class declares; nil for any other declaration.
  static func kind(of decl: DeclSyntax) -> Kind? {
    guard let type = decl.as(ClassDeclSyntax.self) else { return nil }
    let observable = type.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable"
    }
    if observable { return .observable }
    let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    return inherited.contains("ObservableObject") ? .observableObject : nil
  }

  /// The kind each class wants that a type's stored properties hold through a wrapper:
  /// `@ObservedObject`, `@StateObject` and `@EnvironmentObject` an `ObservableObject`;
  /// `@Bindable` and `@Environment(Book.self)` an `@Observable` class.
  static func wanted(by decl: DeclSyntax) -> [String: Kind] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return [:] }
    var wanted: [String: Kind] = [:]
    for need in EnvironmentObjectNeed.all(in: decl) { wanted[need.type] = need.kind }
    for member in group.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let wrapper = variable.attributes.lazy.compactMap({
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }).first,
        let kind = wrappers[wrapper]
      else { continue }
      for binding in variable.bindings {
        // `@StateObject var store = Store()` names its class by the call.
        let written =
          binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
          .as(DeclReferenceExprSyntax.self)?.baseName.text
        if let type = written { wanted[type] = kind }
      }
    }
    return wanted
  }

  private static let wrappers: [String: Kind] = [
    "ObservedObject": .observableObject, "StateObject": .observableObject,
    "Bindable": .observable,
  ]

  /// The kinds of object model `declarations` declare, by class name (the last one wins).
  static func kinds(of declarations: [Declaration]) -> [String: Kind] {
    var kinds: [String: Kind] = [:]
    for declaration in declarations {
      if let kind = declaration.objectModel, let name = declaration.names.first {
        kinds[name] = kind
      }
    }
    return kinds
  }

  /// Whether `declaration` wants of each class of `kinds` the kind it is.
  static func fits(_ declaration: Declaration, _ kinds: [String: Kind]) -> Bool {
    declaration.wantedObjectModels.allSatisfy { type, kind in kinds[type].map { $0 == kind } ?? true }
  }
}
