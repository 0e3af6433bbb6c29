import SwiftSyntax

/// The names a piece of Swift declares and the plain names it reads, to tell code that stands alone
/// from members lifted out of a type (which read the type's properties without declaring them).
struct NameUsage {
  private(set) var declared: Set<String> = []
  /// Lower-case names read as values (`name` in `hasher.combine(name)`), not called, not after a dot.
  private(set) var readValues: Set<String> = []
  /// Lower-case names called as functions (`load()`), not after a dot.
  private(set) var calledFunctions: Set<String> = []
  private(set) var usesSelf = false
  /// The environment values read through `@Environment(\.key)`: `key`.
  private(set) var environmentKeys: Set<String> = []
  /// The environment values written through `.environment(\.key, value)`: `key`.
  private(set) var writtenEnvironmentKeys: Set<String> = []
  /// The protocols and classes its types inherit from (`ObservableObject`).
  private(set) var inheritedTypes: Set<String> = []

  init(_ node: some SyntaxProtocol) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(node)
    declared = collector.declared
    readValues = collector.readValues
    calledFunctions = collector.calledFunctions
    usesSelf = collector.usesSelf
    environmentKeys = collector.environmentKeys
    writtenEnvironmentKeys = collector.writtenEnvironmentKeys
    inheritedTypes = collector.inheritedTypes
  }

  /// Values read but declared nowhere in the code, nor inherited from a platform protocol, sorted.
  var undeclaredValues: [String] {
    readValues.subtracting(declared).subtracting(InheritedMembers.of(inheritedTypes)).sorted()
  }

  /// A lower-case name, not a type's. Hangul and Han letters have no case: such a name reads as
  /// a value, as lower case does.
  static func namesAValue(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first.properties.isLowercase || first == "_"
      || (first.properties.isAlphabetic && !first.properties.isUppercase
        && first.properties.changesWhenCaseMapped == false)
  }

  private final class Collector: DeclaredNameVisitor {
    var readValues: Set<String> = []
    var calledFunctions: Set<String> = []
    var usesSelf = false
    var environmentKeys: Set<String> = []
    var writtenEnvironmentKeys: Set<String> = []
    var inheritedTypes: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // `.environment(…)` on a view, or `environment(…)` in a `View` extension.
      let callee =
        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if callee == "environment",
        let path = node.arguments.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
        let key = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      {
        writtenEnvironmentKeys.insert(key.declName.baseName.text)
      }
      return super.visit(node)
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
      inheritedTypes.insert(node.type.trimmedDescription)
      return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      guard node.attributeName.trimmedDescription == "Environment",
        case .argumentList(let arguments) = node.arguments,
        let path = arguments.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
        let key = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
      else { return .visitChildren }
      environmentKeys.insert(key.declName.baseName.text)
      return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
      // `#if os(iOS)`: a condition of the build, not values the code reads.
      if let elements = node.elements { walk(elements) }
      return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let token = node.baseName
      if token.tokenKind == .keyword(.self) {
        // `\.self` (`ForEach(names, id: \.self)`) names the element, not the code's own type.
        if !isNameAfterDot(node) { usesSelf = true }
        return .skipChildren
      }
      guard case .identifier(let text) = token.tokenKind, !isNameAfterDot(node) else {
        return .skipChildren
      }
      if isCallee(node) {
        if NameUsage.namesAValue(text) { calledFunctions.insert(text) }
        return .skipChildren
      }
      // `$model` reads the projected value of `model`.
      let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
      if NameUsage.namesAValue(name) { readValues.insert(name) }
      return .skipChildren
    }

    private func isNameAfterDot(_ node: DeclReferenceExprSyntax) -> Bool {
      if let member = node.parent?.as(MemberAccessExprSyntax.self) {
        return member.declName.id == node.id
      }
      return node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
    }

    private func isCallee(_ node: DeclReferenceExprSyntax) -> Bool {
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }
  }
}
