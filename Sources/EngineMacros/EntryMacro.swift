import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` (SwiftUI, Xcode 16): a `var` with a default value, declared in an extension of
/// `EnvironmentValues`, `Transaction` or `FocusedValues`, becomes a member read and written through
/// a private key type the macro adds beside it, whose default value is the `var`'s initial value.
public struct EntryMacro {}

struct EntryMacroError: Error, CustomStringConvertible {
  let description: String
}

extension EntryMacro {
  /// The one binding `@Entry` applies to: its name, its written type and its initial value.
  fileprivate struct Entry {
    let name: TokenSyntax
    let type: TypeSyntax?
    let initialValue: ExprSyntax?

    init(_ declaration: some DeclSyntaxProtocol) throws {
      guard let variable = declaration.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
      else { throw EntryMacroError(description: "'@Entry' applies to one 'var' declaration") }
      self.name = name.trimmed
      self.type = binding.typeAnnotation?.type.trimmed
      self.initialValue = binding.initializer?.value.trimmed
    }

    var keyName: TokenSyntax { "__Key_\(raw: name.text)" }

    /// The wrapped type of an optional type (`T?` or `Optional<T>`), nil for any other.
    var wrappedType: TypeSyntax? {
      if let optional = type?.as(OptionalTypeSyntax.self) { return optional.wrappedType }
      if let generic = type?.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
        let argument = generic.genericArgumentClause?.arguments.first?.argument
      {
        return TypeSyntax(argument)
      }
      return nil
    }
  }

  /// The keyed type whose extension holds the entry, which decides the key's protocol.
  fileprivate enum Container: String {
    case environmentValues = "EnvironmentValues"
    case transaction = "Transaction"
    case focusedValues = "FocusedValues"

    init(_ context: some MacroExpansionContext) throws {
      let extended = context.lexicalContext.lazy.compactMap {
        $0.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
      }.first
      // `SwiftUI.EnvironmentValues` names the same type.
      guard let name = extended?.split(separator: ".").last,
        let container = Container(rawValue: String(name))
      else {
        throw EntryMacroError(
          description: "'@Entry' applies to members of extensions of EnvironmentValues, "
            + "Transaction or FocusedValues")
      }
      self = container
    }
  }
}

extension EntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let key = try Entry(declaration).keyName
    return [
      "get { self[\(key).self] }",
      "set { self[\(key).self] = newValue }",
    ]
  }
}

extension EntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration)
    let key = entry.keyName
    switch try Container(context) {
    case .focusedValues:
      // A focused value is absent until a view publishes it: the member's type is optional and the
      // key's value is the wrapped type.
      guard let wrapped = entry.wrappedType else {
        throw EntryMacroError(description: "an '@Entry' of FocusedValues must have an optional type")
      }
      return ["private struct \(key): FocusedValueKey { typealias Value = \(wrapped) }"]
    case let container:
      let protocolName: TokenSyntax =
        container == .environmentValues ? "EnvironmentKey" : "TransactionKey"
      let defaultValue: DeclSyntax
      switch (entry.type, entry.initialValue) {
      case (let type?, let value?):
        defaultValue = "static var defaultValue: \(type) { \(value) }"
      case (let type?, nil) where entry.wrappedType != nil:
        defaultValue = "static var defaultValue: \(type) { nil }"
      case (nil, let value?):
        // Without a written type the value's own type is the key's.
        defaultValue = "nonisolated(unsafe) static let defaultValue = \(value)"
      default:
        throw EntryMacroError(description: "an '@Entry' needs an initial value")
      }
      return ["private struct \(key): \(protocolName) { \(defaultValue) }"]
    }
  }
}
