import SwiftSyntax

/// A mistake a block's own code makes that stops it wherever it is placed, read from the code
/// itself (or from a compiler error on its line, `compileError`): no other block of the note could fix it, so its reason says it besides what else the
/// block lacks (swiftc stops at the first missing name and never says these).
enum OwnMistake: Hashable, Sendable {
  /// `@Bindalbe`, `@state`: an attribute written close to a SwiftUI property wrapper or macro
  /// (`meant`), which the compiler reports as an unknown name.
  case misspeltAttribute(written: String, meant: String)
  /// `ForEach(items) { item in print(item) }`: a `ForEach` is a view that makes a view for each
  /// element; a closure that only prints makes none.
  case forEachPrints
  /// `ForEach(items, id: \.id)` with no closure making the view for each element.
  case forEachWithoutContent
  /// `ForEach { … }`, `ForEach() { … }`: a `ForEach` given no data to make views for; no
  /// SwiftUI initializer of it takes only a closure.
  case forEachWithoutData
  /// `List()`: a container given no content.
  case containerWithoutContent(String)
  /// `View()`: a protocol called as if it were a type that can be made.
  case protocolCalled(String)
  /// `class Library` twice in one block (a "before" and an "after" shown together): one block
  /// cannot declare a type twice.
  case declaredTwice(String)
  /// `struct DetailsView { var body: some View { … } }`: a type with a view's `body` that never
  /// says `: View`, so it is no view to show, whatever else is fixed.
  case bodyWithoutView(String)
  /// `VStack(.vertical, showsIndicators: true)`: a stack given a scroll view's axis or
  /// indicator arguments, which swiftc reads as an alignment it lacks.
  case scrollArgumentsOnStack(String)
  /// `$draft.title` where the block declares `draft` optional (`Draft?`): a binding to an
  /// optional has no members of the wrapped type.
  case memberThroughOptionalBinding(value: String, member: String, type: String)
  /// `items.append(draft)` where the block declares `draft` optional and never unwraps it.
  case appendsOptional(value: String, type: String)
  /// `Donut()` where the page's class `Donut` gives `properties` no value and declares no
  /// `init`: Swift gives it no initializer at all.
  case madeWithoutInitializer(type: String, properties: [String])
  /// `PersonViewModel(with: record)` where the page's class or struct `PersonViewModel`
  /// (declared in the blocks at `lines`) has no initializer taking those `labels`, or none
  /// taking no arguments when there are none (`MyView()`) (`PageInitializers`).
  case initializerNotDeclared(type: String, labels: [String], lines: [Int])
  /// `$mute` where the page's `mute` is a `static` value (`static var mute: MuteToggleStyle` of
  /// `ToggleStyle`), not state a binding can be made from.
  case bindsStaticValue(name: String, value: StaticValues.Value)
  /// `import SiwftUI`, `Photospickeritem`: a name one slip from one that is declared (`meant`),
  /// which the compiler reports as an unknown name or module (`MisspeltName`).
  case misspeltName(written: String, meant: String)
  /// `Re-evaluate()`: words joined by a hyphen, a description written as a call; Swift reads a
  /// subtraction of two names the note never declares (`left`, `right`).
  case hyphenatedName(left: String, right: String)
  /// `Text{"Hello"}`: the string a view takes written in braces instead of parentheses, which
  /// Swift reads as a closure returning it (swiftc: "type '() -> String' cannot conform").
  case bracesForParentheses(String)
  /// `{ ... }` standing where a view goes (`{ ... }.buttonStyle(.plain)`): a placeholder for
  /// content the note leaves out, which Swift reads as a closure (`written`, as written).
  case elidedContent(written: String)
  /// A mistake read from the compiler's error on its line (`Color(0x1abc9c)`).
  case compileError(CompileErrorCause)
  /// `func safeUpdate() { await updateModel() }`: a function not marked `async` that uses
  /// `await` in its own body, first at note line `line` (`AwaitOutsideAsync`).
  case awaitOutsideAsync(function: String, line: Int)
  /// `TextField($name)`, `Slider(value:from:through:by:)`: a call in the form of SwiftUI's 2019
  /// betas (`EarlyBetaNames.releasedCall`), `released` the form SwiftUI takes since.
  case earlyBetaCall(written: String, released: String)

  /// What a compiler error on a line of the compiled file (`lines`) is about, when swiftc's
  /// words do not say it; nil otherwise. `notes`: swiftc's notes on the error.
  static func cause(of error: CompilerMessage, notes: [CompilerMessage] = [], lines: [Substring])
    -> CompileErrorCause?
  {
    // (A list, not a chain of `??`, which the type checker cannot take at this length.)
    let readings: [() -> CompileErrorCause?] = [
      { HexColorCall.cause(of: error, lines: lines) },
      { AssetSymbol.cause(of: error, lines: lines) },
      { ElidedArguments.cause(of: error, lines: lines) },
      { UnstorableValue.cause(of: error, lines: lines) },
      { UndeclaredWrapperStorage.cause(of: error, lines: lines) },
      { BindingInitialValue.cause(of: error, lines: lines) },
      { SendableHandlerOnLinux.cause(of: error, lines: lines) },
      { StatementInViewBuilder.cause(of: error, lines: lines) },
      { DeclarationInViewBuilder.cause(of: error, lines: lines) },
      { MisspeltName.cause(of: error, lines: lines) },
      { UnknownArgumentLabel.cause(of: error, lines: lines) },
      { NoMatchingInitializer.cause(of: error, notes: notes, lines: lines) },
      { EmptyFunctionBody.cause(of: error, lines: lines) },
      { WrapperOverEmptyAccessors.cause(of: error, lines: lines) },
      { MistypedOperator.cause(ofError: error.text) },
    ]
    return readings.lazy.compactMap { $0() }.first
  }

  /// The mistakes of `code`, in the order it makes them; `declared`: the names the page declares
  /// (its own `struct List` or `@propertyWrapper struct state` is no mistake);
  /// `uninitializable`: the page's classes without an initializer, with the properties they give
  /// no value (`MemberOwners.classesWithoutInitializer`); `statics`: the page's static values
  /// (`StaticValues`); `genericParameters`: the parameters of the page's generic types;
  /// `firstLine`: the note line of the code's first line.
  static func found(
    in code: String, firstLine: Int = 1, declared: Set<String>,
    uninitializable: [String: [String]] = [:],
    initializers: [String: PageInitializers.Known] = [:],
    statics: [String: StaticValues.Value] = [:], genericParameters: [String: [String]] = [:]
  ) -> [OwnMistake] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let optionals = OptionalValues(viewMode: .sourceAccurate)
    optionals.walk(tree)
    let finder = Finder(
      declared: declared, optionals: optionals.types, unwrapped: optionals.unwrapped,
      optionalArrays: optionals.arrays, uninitializable: uninitializable,
      initializers: initializers, statics: statics)
    finder.walk(tree)
    let elided = finder.firstElidedCall.map { [OwnMistake.compileError(.elidedArguments($0.call))] }
    return finder.mistakes + (elided ?? [])
      + typesDeclaredTwice(in: tree).map(OwnMistake.declaredTwice)
      + typesWithBodyButNoConformance(in: tree).map(OwnMistake.bodyWithoutView)
      + MisspeltName.found(in: code, declared: declared, genericParameters: genericParameters)
      .map(OwnMistake.misspeltName)
      + AwaitOutsideAsync.found(in: code).map {
        .awaitOutsideAsync(function: $0.function, line: $0.line + firstLine - 1)
      }
  }

  /// The structs and classes of the block's top level that declare `var body: some View` with no
  /// inheritance clause at all.
  private static func typesWithBodyButNoConformance(in tree: SourceFileSyntax) -> [String] {
    tree.statements.compactMap { item -> String? in
      guard case .decl(let decl) = item.item,
        let group = decl.as(StructDeclSyntax.self).map({ $0 as any DeclGroupSyntax })
          ?? decl.as(ClassDeclSyntax.self),
        group.inheritanceClause == nil,
        let name = decl.asProtocol(NamedDeclSyntax.self)?.name.text,
        group.memberBlock.members.contains(where: { member in
          member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
            binding.pattern.trimmedDescription == "body"
              && binding.typeAnnotation?.type.trimmedDescription == "some View"
          } ?? false
        })
      else { return nil }
      return name
    }
  }

  /// The types the block declares more than once at its top level, in the order of the code.
  private static func typesDeclaredTwice(in tree: SourceFileSyntax) -> [String] {
    var seen: Set<String> = []
    var twice: [String] = []
    for item in tree.statements {
      guard case .decl(let decl) = item.item else { continue }
      let name =
        decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text
        ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
      guard let name else { continue }
      if !seen.insert(name).inserted, !twice.contains(name) { twice.append(name) }
    }
    return twice
  }

  /// The names swiftc reports as undeclared because of the mistake (`Bindalbe`, `state`,
  /// `HorizontalAlignment.vertical`): not names the note forgets to declare.
  var accountedNames: [String] {
    switch self {
    case .misspeltAttribute(let written, _), .misspeltName(let written, _): [written]
    case .hyphenatedName(let left, let right): [left, right]
    case .bindsStaticValue(let name, _): [name]
    // A beta label as swiftc reports it missing (`.default(onTrigger:)`).
    case .earlyBetaCall(let written, _) where written.hasPrefix("."):
      [written.replacing("_:", with: "")]
    // The type of the closure the braces make, as swiftc names it.
    case .bracesForParentheses: ["() -> String"]
    case .scrollArgumentsOnStack:
      ["HorizontalAlignment", "VerticalAlignment", "Alignment"].flatMap { type in
        ["vertical", "horizontal"].map { "\(type).\($0)" }
      }
    default: []
    }
  }

  /// Whether the mistake is what the compiler's error on the block says, in other words (an
  /// argument missing or extra in a beta form): that error need not be quoted besides.
  var explainsCompilerError: Bool {
    switch self {
    // swiftc's error is about the closure Swift reads, a type the reader never wrote.
    case .earlyBetaCall, .elidedContent: true
    // About the operator Swift reads (or lacks) where the arguments go.
    case .compileError(.elidedArguments): true
    // swiftc's "extra argument" or "missing argument" at that call.
    case .initializerNotDeclared: true
    default: false
    }
  }

  /// The marks authors write for code they leave out.
  fileprivate static let elisionMarks: Set<String> = ["...", "…"]

  /// The one attribute `written` differs from only by case, or (five letters or more) by one
  /// letter changed, added, dropped or two swapped.
  fileprivate static func meant(by written: String) -> String? {
    let candidates = KnownAttributes.names.filter { attribute in
      attribute.lowercased() == written.lowercased()
        || (written.count >= 5
          && EditDistance.between(Array(written), Array(attribute)) == 1)
    }
    return candidates.count == 1 ? candidates.first : nil
  }

  /// Views made from a string alone, with no initializer taking a closure.
  private static let takingString: Set<String> = ["Text"]

  private static let stacks: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
  ]

  private static let containers: Set<String> = [
    "List", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Form", "Group",
    "ScrollView", "Section", "NavigationStack", "NavigationView",
  ]

  /// The values the block declares with an optional type (`var draft: Draft?`), by name, those
  /// it unwraps somewhere (`if let draft`, `guard let draft = draft`, `draft!`, `draft ?? …`),
  /// and the arrays it declares of optional elements (`var drafts: [Draft?]`), which take them.
  private final class OptionalValues: SyntaxVisitor {
    var types: [String: String] = [:]
    var unwrapped: Set<String> = []
    var arrays: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = node.typeAnnotation?.type
      {
        if type.is(OptionalTypeSyntax.self) { types[name] = type.trimmedDescription }
        if type.as(ArrayTypeSyntax.self)?.element.is(OptionalTypeSyntax.self) == true {
          arrays.insert(name)
        }
      }
      return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        unwrapped.insert(node.initializer?.value.trimmedDescription ?? name)
      }
      return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
      unwrapped.insert(node.expression.trimmedDescription)
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.trimmedDescription == "??" {
        unwrapped.insert(node.leftOperand.trimmedDescription)
      }
      return .visitChildren
    }
  }

  private final class Finder: SyntaxVisitor {
    let declared: Set<String>
    let optionals: [String: String]
    let unwrapped: Set<String>
    let optionalArrays: Set<String>
    let uninitializable: [String: [String]]
    let initializers: [String: PageInitializers.Known]
    let statics: [String: StaticValues.Value]
    var mistakes: [OwnMistake] = []
    /// The first call of the code whose arguments are elided: one says the block elides them.
    var firstElidedCall: (position: AbsolutePosition, call: String)?

    init(
      declared: Set<String>, optionals: [String: String], unwrapped: Set<String>,
      optionalArrays: Set<String>, uninitializable: [String: [String]],
      initializers: [String: PageInitializers.Known], statics: [String: StaticValues.Value]
    ) {
      self.declared = declared
      self.optionals = optionals
      self.unwrapped = unwrapped
      self.optionalArrays = optionalArrays
      self.uninitializable = uninitializable
      self.initializers = initializers
      self.statics = statics
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      if name.hasPrefix("$"), let value = statics[String(name.dropFirst())],
        optionals[String(name.dropFirst())] == nil
      {
        add(.bindsStaticValue(name: String(name.dropFirst()), value: value))
      }
      return .visitChildren
    }

    /// `PreparingToRe-evaluate()`: a `-` touching both names, neither of which the page
    /// declares.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for index in elements.indices.dropFirst().dropLast() {
        guard let minus = elements[index].as(BinaryOperatorExprSyntax.self),
          minus.operator.text == "-", minus.operator.leadingTrivia.isEmpty,
          minus.operator.trailingTrivia.isEmpty,
          let left = elements[index - 1].as(DeclReferenceExprSyntax.self)?.baseName.text,
          let right =
            (elements[index + 1].as(FunctionCallExprSyntax.self)?.calledExpression
            ?? elements[index + 1]).as(DeclReferenceExprSyntax.self)?.baseName.text,
          !declared.contains(left), !declared.contains(right),
          left.first?.isLetter == true, right.first?.isLetter == true
        else { continue }
        add(.hyphenatedName(left: left, right: right))
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      if let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
        base.hasPrefix("$"), let type = optionals[String(base.dropFirst())]
      {
        add(
          .memberThroughOptionalBinding(
            value: String(base.dropFirst()), member: node.declName.baseName.text, type: type))
      }
      return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      let written = node.attributeName.trimmedDescription
      if !KnownAttributes.names.contains(written), !declared.contains(written),
        let meant = OwnMistake.meant(by: written)
      {
        add(.misspeltAttribute(written: written, meant: meant))
      }
      return .visitChildren
    }

    /// `{ ... }` as the view a modifier is applied to, or as a view of a builder's content;
    /// not a call's closure, whose body the note may leave out.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      if node.signature == nil, let only = node.statements.onlyItem,
        OwnMistake.elisionMarks.contains(only.trimmedDescription),
        node.parent?.is(MemberAccessExprSyntax.self) == true
          || node.parent?.is(CodeBlockItemSyntax.self) == true
      {
        add(.elidedContent(written: node.trimmedDescription))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // `ForEach(...) { Row() }`, `ForEach(..., id: \.name)`: the elided arguments stop it,
      // whatever else the block lacks. (A call whose only argument is elided, standing alone on
      // its line, is compiled as a stop at run time: `ElidedCode`.)
      if let mark = node.arguments.first(where: { argument in
        argument.label == nil
          && OwnMistake.elisionMarks.contains(argument.expression.trimmedDescription)
      }), node.arguments.count > 1 || !standsAloneOnOneLine(node) {
        let callee =
          node.calledExpression.as(MemberAccessExprSyntax.self).map {
            "." + $0.declName.baseName.text
          } ?? node.calledExpression.trimmedDescription
        // By the mark: a chain (`Capsule(...).fill(...)`) starts where its base does.
        let position = mark.positionAfterSkippingLeadingTrivia
        if firstElidedCall.map({ position < $0.position }) ?? true {
          firstElidedCall = (position, "\(callee)(\(node.arguments.trimmedDescription))")
        }
      }
      if let beta = EarlyBetaNames.releasedCall(node),
        !declared.contains(node.calledExpression.trimmedDescription)
      {
        add(.earlyBetaCall(written: beta.written, released: beta.released))
      }
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "append", node.arguments.count == 1,
        let value = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName
          .text,
        let type = optionals[value], !unwrapped.contains(value),
        !optionalArrays.contains(member.base?.trimmedDescription ?? "")
      {
        add(.appendsOptional(value: value, type: type))
      }
      guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return .visitChildren }
      // The page's own class, made though it has no initializer.
      if let properties = uninitializable[name] {
        add(.madeWithoutInitializer(type: name, properties: properties))
      } else if let known = initializers[name], !givesOnlyClosures(node),
        !node.arguments.contains(where: {
          OwnMistake.elisionMarks.contains($0.expression.trimmedDescription)
        }),
        !InitializerFit.fits(InitializerFit.Call(node), anyOf: known.initializers)
      {
        add(
          .initializerNotDeclared(
            type: name, labels: node.arguments.map { $0.label?.text ?? "_" }, lines: known.lines))
      }
      guard !declared.contains(name) else { return .visitChildren }
      let closure = node.trailingClosure ?? content(of: node)
      if OwnMistake.takingString.contains(name), node.leftParen == nil,
        let only = closure?.statements.onlyItem, only.item.is(StringLiteralExprSyntax.self)
      {
        add(.bracesForParentheses(name))
      }
      if name == "ForEach" {
        if let closure {
          if node.arguments.isEmpty { add(.forEachWithoutData) }
          if !closure.statements.isEmpty, closure.statements.allSatisfy(isPrint) {
            add(.forEachPrints)
          }
        } else if node.additionalTrailingClosures.isEmpty, !isTableRows(node) {
          add(.forEachWithoutContent)
        }
      } else if OwnMistake.stacks.contains(name), takesScrollArguments(node) {
        add(.scrollArgumentsOnStack(name))
      } else if OwnMistake.containers.contains(name), closure == nil,
        node.arguments.isEmpty, node.additionalTrailingClosures.isEmpty
      {
        add(.containerWithoutContent(name))
      } else if name == "View", closure == nil, node.arguments.isEmpty {
        add(.protocolCalled(name))
      }
      return .visitChildren
    }

    /// `Card { … }`: trailing closures alone, which the mistake, spelling a call by its labels,
    /// cannot say. (`MyView()`, giving nothing, is read as labelled calls are.)
    private func givesOnlyClosures(_ call: FunctionCallExprSyntax) -> Bool {
      call.arguments.isEmpty
        && (call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty)
    }

    /// A call that is a statement of its own on one line, as `ElidedCode` completes it.
    private func standsAloneOnOneLine(_ call: FunctionCallExprSyntax) -> Bool {
      (call.parent?.is(CodeBlockItemSyntax.self) == true
        || call.parent?.is(ExpressionStmtSyntax.self) == true)
        && !call.trimmedDescription.contains("\n")
    }

    /// `showsIndicators:`, or an axis (`.vertical`) given first without a label.
    private func takesScrollArguments(_ call: FunctionCallExprSyntax) -> Bool {
      if call.arguments.contains(where: { $0.label?.text == "showsIndicators" }) { return true }
      guard let first = call.arguments.first, first.label == nil,
        let member = first.expression.as(MemberAccessExprSyntax.self), member.base == nil
      else { return false }
      return ["vertical", "horizontal"].contains(member.declName.baseName.text)
    }

    /// Whether `call` stands in a `Table`'s `rows:` closure, where `ForEach(items)` alone makes a
    /// `TableRow` for each element.
    private func isTableRows(_ call: FunctionCallExprSyntax) -> Bool {
      var node = Syntax(call).parent
      while let current = node {
        let label =
          current.as(MultipleTrailingClosureElementSyntax.self)?.label.text
          ?? current.as(LabeledExprSyntax.self)?.label?.text
        if label == "rows" { return true }
        node = current.parent
      }
      return false
    }

    /// The closure given as `content:`.
    private func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
      call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    private func isPrint(_ item: CodeBlockItemSyntax) -> Bool {
      item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
        .baseName.text == "print"
    }

    private func add(_ mistake: OwnMistake) {
      if !mistakes.contains(mistake) { mistakes.append(mistake) }
    }
  }
}

extension CodeBlockItemListSyntax {
  /// The list's one item, if it has exactly one.
  fileprivate var onlyItem: CodeBlockItemSyntax? { count == 1 ? first : nil }
}
