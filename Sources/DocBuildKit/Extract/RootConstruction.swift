import SwiftParser
import SwiftSyntax

/// Builds a root view that needs arguments the way the page's own code builds it, so a note whose
/// view takes a binding or a model still runs without a `#Preview`:
///
/// - the first call `Root(…)` in any of the page's blocks (a parent, a preview, a line of prose
///   code) whose every argument can stand alone: a literal, an enum case, `.constant(…)`, a type
///   constructed from such arguments, a property of the caller's type with such an initial
///   value (`$isPlaying` of `@State var isPlaying = false` becomes `.constant(false)`), or a
///   choice between such values (`scale ? 0.5 : 1` becomes `false ? 0.5 : 1`);
/// - else, for a memberwise initializer, each parameter from what the note declares: an object
///   model (`@ObservedObject var player: PodcastPlayer`) of a type the unit declares as a fresh
///   object, any other value as a value of its type the note declares (`NoteValue`:
///   `Repo.example`), a binding as a constant one to such a value.
///
/// Nothing is invented: a view whose arguments the page never shows stays "not run — needs
/// arguments". The compiler has the last word on what is built here.
enum RootConstruction {
  /// What constructing a view takes.
  enum Needs: Hashable, Sendable {
    case nothing
    /// The memberwise initializer's parameters: stored properties without an initial value.
    case memberwise([StoredProperty])
    /// The arguments of an initializer the type declares.
    case initializer
  }

  /// A stored property of a view that its memberwise initializer takes.
  struct StoredProperty: Hashable, Sendable {
    var name: String
    /// `ObservedObject` for `@ObservedObject var player: PodcastPlayer`; nil without a wrapper.
    var wrapper: String?
    var type: String
  }

  /// Property wrappers whose value comes from elsewhere: never an argument.
  private static let suppliedWrappers: Set<String> = [
    "Environment", "EnvironmentObject", "Namespace", "FocusState", "FocusedValue",
    "FocusedBinding", "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest",
  ]

  /// Wrappers of an object model, which a fresh object of its type satisfies.
  private static let objectWrappers: Set<String> = ["ObservedObject", "StateObject", "Bindable"]

  /// What a struct takes to be constructed (classes and other types: nothing this finder knows).
  static func needs(_ decl: DeclSyntax) -> Needs {
    guard let type = decl.as(StructDeclSyntax.self) else { return .nothing }
    let members = type.memberBlock.members.map(\.decl)
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    if !initializers.isEmpty {
      let bare = initializers.contains { initializer in
        initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
      }
      return bare ? .nothing : .initializer
    }
    let required = members.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(requiredProperties)
    return required.isEmpty ? .nothing : .memberwise(required)
  }

  private static func requiredProperties(_ variable: VariableDeclSyntax) -> [StoredProperty] {
    let isStatic = variable.modifiers.contains {
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
    }
    let wrapper = variable.attributes.lazy.compactMap(\.attributeName).first
    guard !isStatic, !suppliedWrappers.contains(wrapper ?? "") else { return [] }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    return variable.bindings.compactMap { binding in
      guard binding.initializer == nil, binding.accessorBlock.map(isObserverBlock) ?? true,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type
      else { return nil }
      // `var x: Int?` starts as nil; `let x: Int?` must still be given.
      if !isLet, wrapper == nil, type.is(OptionalTypeSyntax.self) { return nil }
      return StoredProperty(name: name, wrapper: wrapper, type: type.trimmedDescription)
    }
  }

  /// `willSet`/`didSet` observe a stored property; any other accessor makes it computed.
  private static func isObserverBlock(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// A root built for the driver: the expression, and the note's values it passes.
  struct Built: Hashable, Sendable {
    var expression: String
    var values: [NoteValue] = []
  }

  /// An expression constructing `view`, which needs `needs`, from the page's blocks (`pageCodes`,
  /// in page order), or from fresh objects of `unitTypes` and values declared in the unit's
  /// `unitLines`; nil when none of them gives one.
  static func expression(
    for view: String, needs: Needs, pageCodes: [String], unitTypes: Set<String>,
    unitLines: [SourceMap.Line]
  ) -> Built? {
    // Like the classifier, never give swift-syntax brackets nested too deep to parse in time.
    for code in pageCodes where !SwiftNesting.isTooDeep(code) {
      let finder = CallFinder(name: view)
      finder.walk(Parser.parse(source: code))
      for call in finder.calls {
        if let arguments = standaloneArguments(of: call, caller: call) {
          return Built(expression: "\(view)(\(arguments))")
        }
      }
    }
    guard case .memberwise(let properties) = needs else { return nil }
    var arguments: [String] = []
    var values: [NoteValue] = []
    for property in properties {
      guard
        let (argument, value) = argument(for: property, unitTypes: unitTypes, unitLines: unitLines)
      else { return nil }
      arguments.append("\(property.name): \(argument)")
      values += value.map { [$0] } ?? []
    }
    return Built(expression: "\(view)(\(arguments.joined(separator: ", ")))", values: values)
  }

  /// The parameters of a memberwise initializer that nothing the note declares can fill, each as
  /// `name: Type`; empty for a view that needs nothing or declares its own initializer.
  static func unmetParameters(
    _ needs: Needs, unitTypes: Set<String>, unitLines: [SourceMap.Line]
  ) -> [String] {
    guard case .memberwise(let properties) = needs else { return [] }
    return properties.filter {
      argument(for: $0, unitTypes: unitTypes, unitLines: unitLines) == nil
    }.map { "\($0.name): " + ($0.wrapper == "Binding" ? "Binding<\($0.type)>" : $0.type) }
  }

  /// The argument for `property` from what the note declares, and the note's value it uses.
  private static func argument(
    for property: StoredProperty, unitTypes: Set<String>, unitLines: [SourceMap.Line]
  ) -> (String, NoteValue?)? {
    if let wrapper = property.wrapper, objectWrappers.contains(wrapper) {
      return unitTypes.contains(property.type) ? ("\(property.type)()", nil) : nil
    }
    guard [nil, "Binding", "State"].contains(property.wrapper),
      let value = NoteValue.find(ofType: property.type, in: unitLines)
    else { return nil }
    return (
      property.wrapper == "Binding" ? ".constant(\(value.expression))" : value.expression, value
    )
  }

  /// The calls `Name(…)` with at least one argument and no trailing closure (which would read its
  /// caller's context).
  private final class CallFinder: SyntaxVisitor {
    let name: String
    var calls: [FunctionCallExprSyntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
        !node.arguments.isEmpty, node.trailingClosure == nil
      {
        calls.append(node)
      }
      return .visitChildren
    }
  }

  /// The arguments of `call`, each as code that needs nothing of `caller`; nil when one needs it.
  private static func standaloneArguments(
    of call: FunctionCallExprSyntax, caller: some SyntaxProtocol, depth: Int = 0
  ) -> String? {
    var arguments: [String] = []
    for argument in call.arguments {
      guard let value = standalone(argument.expression, caller: caller, depth: depth) else {
        return nil
      }
      arguments.append((argument.label.map { "\($0.text): " } ?? "") + value)
    }
    return arguments.joined(separator: ", ")
  }

  /// `expression` as code that needs nothing of its caller, or nil.
  private static func standalone(
    _ expression: ExprSyntax, caller: some SyntaxProtocol, depth: Int = 0
  ) -> String? {
    // Properties initialised from each other: follow a few, never a cycle.
    guard depth < 8 else { return nil }
    let text = expression.trimmedDescription
    // One line each: the expression becomes a line docbuild adds to the unit.
    guard !text.contains("\n") else { return nil }
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return text
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      let interpolates = string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
      return interpolates ? nil : text
    }
    if let negative = expression.as(PrefixOperatorExprSyntax.self) {
      return standalone(negative.expression, caller: caller, depth: depth + 1).map {
        negative.operator.text + $0
      }
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      let elements = array.elements.compactMap {
        standalone($0.expression, caller: caller, depth: depth + 1)
      }
      guard elements.count == array.elements.count else { return nil }
      return "[" + elements.joined(separator: ", ") + "]"
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `.twelveMonthsAgo`, `Color.red`: a case or a static member.
      guard let base = member.base else { return text }
      return isTypeName(base) ? text : nil
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
      let callee = call.calledExpression
      let constructs =
        isTypeName(callee)
        || callee.as(MemberAccessExprSyntax.self).map { $0.base.map(isTypeName) ?? true } ?? false
      guard constructs,
        let arguments = standaloneArguments(of: call, caller: caller, depth: depth + 1)
      else { return nil }
      return callee.trimmedDescription + "(" + arguments + ")"
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return propertyValue(reference.baseName.text, caller: caller, depth: depth + 1)
    }
    // `scale ? 0.5 : 1` (unfolded by the parser): each part as its own initial value.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let parts = Array(sequence.elements)
      guard parts.count == 3, let ternary = parts[1].as(UnresolvedTernaryExprSyntax.self),
        let condition = standalone(parts[0], caller: caller, depth: depth + 1),
        let then = standalone(ternary.thenExpression, caller: caller, depth: depth + 1),
        let otherwise = standalone(parts[2], caller: caller, depth: depth + 1)
      else { return nil }
      return "\(condition) ? \(then) : \(otherwise)"
    }
    return nil
  }

  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text.first?.isUppercase == true
  }

  /// The initial value of the caller's property `name` (`$name`: a constant binding to it).
  private static func propertyValue(_ name: String, caller: some SyntaxProtocol, depth: Int)
    -> String?
  {
    let projected = name.hasPrefix("$")
    let property = projected ? String(name.dropFirst()) : name
    var node = caller.parent
    while let current = node {
      if let group = current.asProtocol(DeclGroupSyntax.self) {
        for member in group.memberBlock.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
            guard let initial = binding.initializer?.value,
              let value = standalone(initial, caller: member, depth: depth)
            else { return nil }
            return projected ? ".constant(\(value))" : value
          }
        }
        return nil
      }
      node = current.parent
    }
    return nil
  }
}
