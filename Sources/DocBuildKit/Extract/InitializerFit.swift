import SwiftSyntax

/// Whether a call `Picker(selection: $value) { … }` fits a version of the struct it builds:
/// one of its initializers (those it declares, else its memberwise one) takes the call's labels
/// in order, gets every parameter without a default, and has a closure parameter for each
/// trailing closure. A page declaring a view several times (a closure-taking picker, then an
/// array-taking one) pairs a call with the version it was written for.
enum InitializerFit {
  /// A parameter of an initializer: its argument label (`_` for none), whether it has a
  /// default, and whether it takes a closure (which a trailing closure can give).
  struct Parameter: Hashable {
    var label: String
    var hasDefault: Bool
    var takesClosure: Bool
  }

  /// A call's arguments as labels (`_` for none), then one entry per trailing closure (nil for
  /// the first, which has no label, the label of each further one).
  struct Call: Hashable {
    var labels: [String]
    var trailingClosures: [String?]
  }

  /// The parameter lists of the initializers the struct `code` declares named `name` offers:
  /// those it declares, else its memberwise one; nil when `code` declares no such struct.
  static func initializers(of name: String, in code: String) -> [[Parameter]]? {
    guard let tree = SwiftSource.parse(code),
      let declaration = tree.statements.lazy.compactMap({
        $0.item.as(StructDeclSyntax.self)
      }).first(where: { $0.name.text == name })
    else { return nil }
    return initializers(of: declaration)
  }

  /// The parameter lists of the initializers `declaration` offers: those it declares, else its
  /// memberwise one.
  static func initializers(of declaration: StructDeclSyntax) -> [[Parameter]] {
    let members = declaration.memberBlock.members.map(\.decl)
    let declared = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    let aliases = MemberTypeAliases(members)
    guard declared.isEmpty else {
      return declared.map { initializer in
        initializer.signature.parameterClause.parameters.map { parameter in
          Parameter(
            label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
            takesClosure: takesClosure(
              aliases.resolving(parameter.type),
              attributes: parameter.attributes.description + parameter.type.description))
        }
      }
    }
    return [members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(memberwise)]
  }

  /// The memberwise initializer's parameters for `variable`: a stored property without a fixed
  /// value, with a default when it has an initial value, is an optional `var`, or has a wrapper
  /// that makes its own value (`@Environment`, `@Namespace`).
  private static func memberwise(_ variable: VariableDeclSyntax) -> [Parameter] {
    let isStatic = variable.modifiers.contains {
      [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
    }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let wrappers = variable.attributes.compactMap(\.attributeName)
    let selfMade = !Set(wrappers).isDisjoint(with: RootConstruction.suppliedWrappers)
    let builds = wrappers.contains("ViewBuilder")
    return variable.bindings.compactMap { binding in
      guard !isStatic, binding.accessorBlock == nil || isObserved(binding),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        !(isLet && binding.initializer != nil)
      else { return nil }
      let type = binding.typeAnnotation?.type
      return Parameter(
        label: name,
        hasDefault: binding.initializer != nil || selfMade
          || (!isLet && type?.is(OptionalTypeSyntax.self) == true),
        takesClosure: builds || type.map { takesClosure($0, attributes: "") } ?? false)
    }
  }

  /// `willSet`/`didSet` keep a property stored.
  private static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
    guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  private static func takesClosure(_ type: TypeSyntax, attributes: String) -> Bool {
    type.trimmedDescription.contains("->") || attributes.contains("@ViewBuilder")
  }

  /// The calls `name(…)` in `code`.
  static func calls(of name: String, in code: String) -> [Call] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    return callNodes(of: name, in: tree).map(Call.init)
  }

  /// The calls `name(…)` in `tree`, in source order.
  static func callNodes(of name: String, in tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
    let finder = Finder(name: name)
    finder.walk(tree)
    return finder.calls
  }

  /// Whether `call` fits an initializer taking `parameters`: its arguments match them in order,
  /// skipping only those with a default; each trailing closure goes to the next closure
  /// parameter (a further one by its label).
  static func fits(_ call: Call, _ parameters: [Parameter]) -> Bool {
    var index = parameters.startIndex
    for label in call.labels {
      while index < parameters.endIndex, parameters[index].label != label {
        guard parameters[index].hasDefault else { return false }
        index += 1
      }
      guard index < parameters.endIndex else { return false }
      index += 1
    }
    for label in call.trailingClosures {
      while index < parameters.endIndex,
        !parameters[index].takesClosure || label.map({ parameters[index].label != $0 }) ?? false
      {
        guard parameters[index].hasDefault else { return false }
        index += 1
      }
      guard index < parameters.endIndex else { return false }
      index += 1
    }
    return parameters[index...].allSatisfy(\.hasDefault)
  }

  /// Whether one of `initializers` takes `call`.
  static func fits(_ call: Call, anyOf initializers: [[Parameter]]) -> Bool {
    initializers.contains { fits(call, $0) }
  }

  private final class Finder: SyntaxVisitor {
    let name: String
    var calls: [FunctionCallExprSyntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
        calls.append(node)
      }
      return .visitChildren
    }
  }
}

extension InitializerFit.Call {
  init(_ node: FunctionCallExprSyntax) {
    self.init(
      labels: node.arguments.map { $0.label?.text ?? "_" },
      trailingClosures: (node.trailingClosure == nil ? [] : [nil])
        + node.additionalTrailingClosures.map { $0.label.text })
  }
}
