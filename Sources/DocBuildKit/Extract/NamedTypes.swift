import SwiftSyntax

/// The type names a block writes in type positions (`Store<AppState, AppAction>`, `-> Item`),
/// besides the generic parameters it declares itself: swiftc stops at the first unknown type of
/// an expression, and a reason must name every type an excerpt needs.
struct NamedTypes {
  /// In the order the code writes them, each once.
  private(set) var names: [String] = []
  /// Generic parameters and associated types the code declares (`State` of `Store<State, Action>`),
  /// and those its types get from a platform protocol they conform to (`Content` of a
  /// `ViewModifier`).
  private(set) var parameters: Set<String> = []

  /// The associated types a SwiftUI protocol gives its conformers, which their code writes bare
  /// (`func body(content: Content)` in a `ViewModifier`).
  static let protocolTypes: [String: [String]] = [
    "View": ["Body"], "App": ["Body"], "Scene": ["Body"], "Commands": ["Body"],
    "ViewModifier": ["Content", "Body"],
    "ButtonStyle": ["Configuration", "Body"], "PrimitiveButtonStyle": ["Configuration", "Body"],
    "ToggleStyle": ["Configuration", "Body"], "LabelStyle": ["Configuration", "Body"],
    "ProgressViewStyle": ["Configuration", "Body"], "GroupBoxStyle": ["Configuration", "Body"],
    "EnvironmentKey": ["Value"], "PreferenceKey": ["Value"], "FocusedValueKey": ["Value"],
    "PreviewProvider": ["Previews"], "Animatable": ["AnimatableData"],
    "Shape": ["AnimatableData"], "Layout": ["Subviews", "Cache", "AnimatableData"],
  ]

  /// The generic parameters a standard type gives its extensions, which they write bare
  /// (`extension Optional where Wrapped == Date`).
  static let extendedTypes: [String: [String]] = [
    "Optional": ["Wrapped"], "Array": ["Element"], "Set": ["Element"],
    "Dictionary": ["Key", "Value"], "Result": ["Success", "Failure"], "Binding": ["Value"],
  ]

  init(_ code: String) {
    let collector = Collector(viewMode: .sourceAccurate)
    if let tree = SwiftSource.parse(code) { collector.walk(tree) }
    names = collector.names
    parameters = collector.parameters
  }

  private final class Collector: SyntaxVisitor {
    var names: [String] = []
    var parameters: Set<String> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      // `@escaping`, `@MainActor`: attributes are written as types too.
      guard node.name.tokenKind != .keyword(.Self), !node.parent!.is(AttributeSyntax.self) else {
        return .visitChildren
      }
      if !names.contains(name) { names.append(name) }
      return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
      parameters.insert(node.name.text)
      return .visitChildren
    }
    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
      if let given = NamedTypes.protocolTypes[node.type.trimmedDescription] {
        parameters.formUnion(given)
      }
      return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let given = NamedTypes.extendedTypes[node.extendedType.trimmedDescription] {
        parameters.formUnion(given)
      }
      return .visitChildren
    }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
      parameters.insert(node.name.text)
      return .visitChildren
    }
  }
}
