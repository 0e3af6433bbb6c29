import SwiftSyntax

/// Sorts the top-level items of a block that parses cleanly and decides its category
/// (see `SwiftBlockClassifier` for the rules).
struct ItemAnalysis {
  private(set) var result: SwiftBlockAnalysis

  private enum ChainRoot {
    /// `Name(…)` or `Name { … }` with a capitalised name: a view being built.
    case typeCall
    /// `.modifier(…)` with nothing before the dot.
    case implicitMember
    /// `name.modifier(…)`: modifiers called on a value (a name not capitalised), such as a view
    /// property.
    case valueChain
    /// `if`, `if let` or `switch` whose branches build views: a view builder's statement.
    case viewBuilder
    case other
  }

  init(tree: SourceFileSyntax, locator: Locator) {
    let usage = NameUsage(tree)
    let blockNames = usage.declared
    var items: [BlockItem] = []
    var memberLike: [Syntax] = []
    var roots: [ChainRoot] = []
    var undeclared: Set<String> = []
    var bodyExpressionLines: [Int] = []
    // Each expression's root and lines: those building a view may be the `body` of members.
    var expressionLines: [(root: ChainRoot, lines: ClosedRange<Int>)] = []
    let hasTopLevelCode = tree.statements.contains { item in
      if case .decl = item.item { false } else { true }
    }
    let declaresTypes = tree.statements.contains { item in
      item.item.as(DeclSyntax.self)?.isProtocol(DeclGroupSyntax.self) == true
        && item.item.as(ExtensionDeclSyntax.self) == nil
    }
    // `store.c = 100` at top level: a script (a type's members assign nothing), whose `let`
    // over a value it never makes is a global, not a member lifted out of a type.
    let assignsAtTopLevel = tree.statements.contains { item in
      guard case .expr(let expr) = item.item, let sequence = expr.as(SequenceExprSyntax.self)
      else { return false }
      return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }

    // `let binding = Binding(get: { text }, …)` beside nothing but values and statements: a
    // stored property of a type the note does not show, or, when a view of the page holds
    // `text`, a local of its body, which the notebook decides with the page at hand.
    let isBodyLocals =
      !assignsAtTopLevel
      && tree.statements.contains { item in
        Self.isInitializedValue(item.item) && Self.readsInstanceState(item.item, blockNames)
      }
      && tree.statements.allSatisfy { item in
        item.item.as(DeclSyntax.self) == nil || Self.isInitializedValue(item.item)
      }

    for item in tree.statements {
      let lines = locator.lines(of: item)
      // At top level `#Preview { … }` parses as an expression or a declaration.
      if let preview = Syntax(item.item).asProtocol(FreestandingMacroExpansionSyntax.self),
        preview.macroName.text == "Preview"
      {
        items.append(
          BlockItem(
            kind: Self.previewKind(preview, locator: locator), lines: lines))
        continue
      }
      switch item.item {
      case .decl(let decl) where isBodyLocals:
        memberLike.append(Syntax(decl))
        items.append(BlockItem(kind: .statement, lines: lines))
      case .decl(let decl):
        if Self.isMemberLike(
          decl, blockNames: blockNames, hasTopLevelCode: hasTopLevelCode,
          declaresTypes: declaresTypes, assignsAtTopLevel: assignsAtTopLevel)
        {
          memberLike.append(Syntax(decl))
        } else {
          items.append(
            BlockItem(kind: .declaration(Self.declaration(decl, locator: locator)), lines: lines))
        }
      case .expr(let expr):
        let root = Self.chainRoot(expr)
        roots.append(root)
        expressionLines.append((root, lines))
        items.append(
          BlockItem(kind: root == .typeCall ? .viewExpression : .statement, lines: lines))
        undeclared.formUnion(NameUsage(item).readValues.subtracting(blockNames))
      case .stmt(let stmt):
        let expression = stmt.as(ExpressionStmtSyntax.self)?.expression
        roots.append(expression.map(Self.chainRoot) ?? .other)
        items.append(BlockItem(kind: .statement, lines: lines))
        undeclared.formUnion(NameUsage(item).readValues.subtracting(blockNames))
      }
    }

    let onlyExpressions = !roots.isEmpty && roots.count == tree.statements.count
    let category: SwiftBlockCategory
    if let only = memberLike.first, memberLike.count == tree.statements.count,
      memberLike.count == 1,
      Self.isBodyProperty(only)
    {
      category = .fragment(.body)
    } else if !memberLike.isEmpty, let outline = Self.outline(tree, roots: roots) {
      category = .plainText(outline)
    } else if !memberLike.isEmpty {
      category = .fragment(.members)
      // Members, then view expressions: a view whose `body` the expressions are (a computed
      // property or a function beside the members is one of that view's members too).
      let memberIDs = Set(memberLike.map(\.id))
      let plainMembers = tree.statements.map { Syntax($0.item) }.filter {
        ($0.is(VariableDeclSyntax.self) || $0.is(FunctionDeclSyntax.self))
          && !memberIDs.contains($0.id)
      }
      if !roots.isEmpty,
        roots.count + memberLike.count + plainMembers.count == tree.statements.count,
        roots.allSatisfy({ $0 == .typeCall || $0 == .valueChain }),
        roots.count == expressionLines.count,
        !(memberLike + plainMembers).contains(where: Self.isBodyProperty)
      {
        // (`wholeView.alert(…)` after `@State var showingAlert`: modifiers on a view the block
        // reads, its body too.)
        bodyExpressionLines = expressionLines.flatMap { Array($0.lines) }
      }
    } else if onlyExpressions && roots.allSatisfy({ $0 == .implicitMember }) {
      category =
        Self.chainsOnlyCombineOperators(tree)
        ? .shownAlone(.publisherChain) : .fragment(.modifierChain)
    } else if onlyExpressions && roots.allSatisfy({ $0 == .typeCall }),
      tree.statements.contains(where: Self.holdsOnlyModifiers)
    {
      category = .plainText(.containerOutline)
    } else if onlyExpressions && roots.allSatisfy({ $0 == .typeCall }) {
      category = .fragment(.viewExpression)
    } else if !undeclared.isEmpty && !items.contains(where: \.isDeclaration) {
      // The notebook takes it back to a snippet when a view of the page declares what it uses.
      category =
        ShownAlone.isLoneStatement(tree, lines: items.first?.lines)
        ? .shownAlone(.statement) : .fragment(.snippet)
    } else {
      category = .program
    }
    let isFragment =
      switch category {
      case .fragment, .shownAlone(.statement): true
      default: false
      }
    let isMembers = [.fragment(.members), .fragment(.body)].contains(category)
    let mayBeBodyLocals = isBodyLocals && category == .fragment(.members) && roots.isEmpty
    result = SwiftBlockAnalysis(
      category: category,
      items: [.program, .fragment(.snippet), .shownAlone(.statement)].contains(category)
        || mayBeBodyLocals ? items : [],
      declaresBody: memberLike.contains(where: Self.isBodyProperty) || !bodyExpressionLines.isEmpty,
      // Members read their type's properties: everything they read undeclared counts, but what
      // their types' conformances give them (`rawValue` of `enum Section: String`).
      undeclaredValues: isMembers
        ? usage.readValues.subtracting(blockNames).subtracting(
          InheritedMembers.of(usage.inheritedTypes)) : isFragment ? undeclared : [],
      undeclaredCalls: isFragment ? usage.calledFunctions.subtracting(blockNames) : [],
      valueChains: category == .fragment(.snippet) && onlyExpressions
        && roots.allSatisfy { $0 == .valueChain || $0 == .typeCall },
      viewBuilderStatements: category == .fragment(.snippet) && onlyExpressions
        && roots.contains(.viewBuilder)
        && roots.allSatisfy { $0 == .viewBuilder || $0 == .typeCall },
      environmentKeys: isFragment ? usage.environmentKeys : [],
      holder: isMembers ? MemberHolder(members: memberLike) : .structure,
      memberNames: category == .fragment(.members) ? blockNames : [],
      bodyExpressionLines: bodyExpressionLines,
      mayBeBodyLocals: mayBeBodyLocals,
      topLevelItems: mayBeBodyLocals
        ? tree.statements.compactMap { item in
          item.item.as(DeclSyntax.self).map { decl in
            BlockItem(
              kind: .declaration(Self.declaration(decl, locator: locator)),
              lines: locator.lines(of: item))
          }
        } : [],
      bodyPropertyLines: memberLike.filter(Self.isBodyProperty).flatMap {
        Array(locator.lines(of: $0))
      })
  }

  // MARK: Members lifted out of a type

  private static func isMemberLike(
    _ decl: DeclSyntax, blockNames: Set<String>, hasTopLevelCode: Bool, declaresTypes: Bool,
    assignsAtTopLevel: Bool
  ) -> Bool {
    if decl.is(InitializerDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
      || decl.is(SubscriptDeclSyntax.self) || MemberHolder.needsClass(Syntax(decl))
      || hasMemberModifier(decl)
    {
      return true
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let isViewProperty = variable.bindings.contains { binding in
        binding.accessorBlock != nil
          && (binding.pattern.trimmedDescription == "body"
            || binding.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) == true)
      }
      // `var coordinates: Coordinates` with no value: a global must have one unless top-level
      // code assigns it, a member need not. An optional one (`var cancellable: AnyCancellable?`)
      // starts as `nil`: beside the block's own types, it is the program's global.
      let isStoredWithoutValue =
        !hasTopLevelCode
        && variable.bindings.allSatisfy { binding in
          binding.initializer == nil && binding.accessorBlock == nil
            && binding.typeAnnotation.map { annotation in
              !(declaresTypes && variable.bindingSpecifier.tokenKind == .keyword(.var)
                && isOptional(annotation.type))
            } ?? false
        }
      return hasPropertyWrapper(variable) || isViewProperty || isStoredWithoutValue
        || (!assignsAtTopLevel && readsInstanceState(variable, blockNames))
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      return readsInstanceState(function, blockNames)
    }
    return false
  }

  /// `mutating func`, `override var`, `static func`: modifiers Swift allows only on a type's
  /// members.
  private static func hasMemberModifier(_ decl: DeclSyntax) -> Bool {
    decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
      memberModifiers.contains($0.name.tokenKind)
    } ?? false
  }

  private static let memberModifiers: Set<TokenKind> = [
    .keyword(.mutating), .keyword(.nonmutating), .keyword(.override), .keyword(.convenience),
    .keyword(.required), .keyword(.static),
  ]

  /// `let total = price * count`: a constant or variable whose every binding has a value, with
  /// no attribute, modifier or accessor: a stored property or a local alike.
  private static func isInitializedValue(_ item: CodeBlockItemSyntax.Item) -> Bool {
    guard let variable = item.as(VariableDeclSyntax.self) else { return false }
    return variable.attributes.isEmpty && variable.modifiers.isEmpty
      && variable.bindings.allSatisfy { $0.initializer != nil && $0.accessorBlock == nil }
  }

  /// `T?` or `T!`.
  private static func isOptional(_ type: TypeSyntax) -> Bool {
    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }

  /// `@State var count = 0`: an attribute with a capitalised name, as wrappers are spelt.
  private static func hasPropertyWrapper(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains { element in
      guard let name = element.attributeName, let first = name.unicodeScalars.first else {
        return false
      }
      return first.properties.isUppercase && name != "MainActor"
    }
  }

  /// Uses `self`, or reads a value declared nowhere in the block: what a member does with its type's properties.
  private static func readsInstanceState(_ decl: some SyntaxProtocol, _ blockNames: Set<String>)
    -> Bool
  {
    let usage = NameUsage(decl)
    return usage.usesSelf || !usage.readValues.subtracting(blockNames).isEmpty
  }

  private static func isBodyProperty(_ node: Syntax) -> Bool {
    guard let variable = node.as(VariableDeclSyntax.self) else { return false }
    return variable.bindings.count == 1
      && variable.bindings.first?.pattern.trimmedDescription == "body"
      && variable.bindings.first?.accessorBlock != nil
  }

  // MARK: Outlines

  /// What a block of members with a wrapped property (`@State var count = 0`) is when it lists,
  /// rather than programs: beside the members, the same name declared twice, statements no type
  /// takes among its members, or modifier lines with no view. Members followed by the view
  /// expressions of a body, or one `if` over views, are a view.
  private static func outline(_ tree: SourceFileSyntax, roots: [ChainRoot]) -> PlainText? {
    // Without a wrapped property, such a block is code from inside a function or a type, which
    // the excerpt and member rules describe better.
    let variables = tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
    guard variables.contains(where: { hasPropertyWrapper($0) }) else { return nil }
    let names =
      variables
      .flatMap(\.bindings).compactMap {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    if Set(names).count < names.count { return .outline }
    if tree.statements.contains(where: continuesWithModifierLines) { return .outlineWithChain }
    guard !roots.isEmpty else { return nil }
    if roots.allSatisfy({ $0 == .implicitMember }) { return .outlineWithChain }
    let bodyLike = roots.allSatisfy { $0 == .typeCall || $0 == .viewBuilder || $0 == .valueChain }
    let conditions = roots.filter { $0 == .viewBuilder }.count
    return bodyLike && (conditions == 0 || roots.count == 1) ? nil : .outline
  }

  /// A wrapped property whose value runs on into modifier lines after a blank line
  /// (`@State var offset = CGSize.zero`, then `.offset(x: offset.width)`): Swift reads the
  /// modifiers as calls on the value, but they were written for a view the block leaves out.
  private static func continuesWithModifierLines(_ item: CodeBlockItemSyntax) -> Bool {
    guard let variable = item.item.as(VariableDeclSyntax.self), hasPropertyWrapper(variable),
      let value = variable.bindings.last?.initializer?.value
    else { return false }
    return value.tokens(viewMode: .sourceAccurate).contains { token in
      token.tokenKind == .period
        && token.leadingTrivia.reduce(0) { count, piece in
          if case .newlines(let lines) = piece { count + lines } else { count }
        } >= 2
    }
  }

  /// A view built with a closure that holds only modifiers (`NavigationStack { /* content */
  /// .navigationTitle("") }`): the content the modifiers are for was left out.
  private static func holdsOnlyModifiers(_ item: CodeBlockItemSyntax) -> Bool {
    var current = item.item.as(ExprSyntax.self)
    while let expression = current {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) {
          guard let statements = call.trailingClosure?.statements, !statements.isEmpty else {
            return false
          }
          return statements.allSatisfy { statement in
            statement.item.as(ExprSyntax.self).map(chainRoot) == .implicitMember
          }
        }
        current = call.calledExpression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else {
        return false
      }
    }
    return false
  }

  // MARK: Expressions

  /// Every branch of the `if` or `switch` is view expressions or such statements, and one at
  /// least builds a view: what a view's `body` writes, not control flow over values.
  private static func buildsViews(_ node: Syntax) -> Bool {
    var branches: [CodeBlockItemListSyntax] = []
    if let conditional = node.as(IfExprSyntax.self) {
      branches.append(conditional.body.statements)
      switch conditional.elseBody {
      case .ifExpr(let next): guard buildsViews(Syntax(next)) else { return false }
      case .codeBlock(let block): branches.append(block.statements)
      case nil: break
      }
    } else if let choice = node.as(SwitchExprSyntax.self) {
      branches = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    } else {
      return false
    }
    return branches.allSatisfy { statements in
      statements.allSatisfy { item in
        let expression =
          item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return false }
        let root = chainRoot(expression)
        return root == .typeCall || root == .viewBuilder
      }
    } && branches.contains { !$0.isEmpty }
  }

  /// Whether every member the block's chains call is a Combine operator (`.map { … }`,
  /// `.debounce(…)`): SwiftUI's few members of those names (`map` of a gesture) modify no view.
  private static func chainsOnlyCombineOperators(_ tree: SourceFileSyntax) -> Bool {
    let names = tree.statements.flatMap { item in
      item.item.as(ExprSyntax.self).map(chainMembers) ?? []
    }
    return !names.isEmpty && names.allSatisfy { PlatformAPI.shared.isCombineMember($0) }
  }

  /// The members a chain calls or reads, from its last to its first (`padding`, `font`).
  private static func chainMembers(_ expr: ExprSyntax) -> [String] {
    var names: [String] = []
    var current: ExprSyntax? = expr
    while let expression = current {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        current = member.base
      } else {
        current = nil
      }
    }
    return names
  }

  private static func chainRoot(_ expr: ExprSyntax) -> ChainRoot {
    if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
      return buildsViews(Syntax(expr)) ? .viewBuilder : .other
    }
    var current = expr
    var calls = false
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          let first = name.baseName.text.unicodeScalars.first
          guard !NonViewTypes.names.contains(name.baseName.text) else { return .other }
          return first?.properties.isUppercase == true ? .typeCall : .other
        }
        calls = true
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return .implicitMember }
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let postfix = current.as(PostfixOperatorExprSyntax.self) {
        current = postfix.expression
      } else if calls, let name = current.as(DeclReferenceExprSyntax.self),
        name.baseName.text.unicodeScalars.first?.properties.isUppercase == false
      {
        // Not a type's name (Hangul and Han names have no case).
        return .valueChain
      } else {
        return .other
      }
    }
  }

  // MARK: Declarations

  private static func declaration(_ decl: DeclSyntax, locator: Locator) -> Declaration {
    var names: [String] = []
    var viewName: String?
    if let named = decl.asProtocol(NamedDeclSyntax.self) {
      names = [named.name.text]
    } else if let variable = decl.as(VariableDeclSyntax.self) {
      names = variable.bindings.flatMap { binding in
        binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
          if case .identifier(let name) = token.tokenKind { name } else { nil }
        }
      }
    } else if let imported = decl.as(ImportDeclSyntax.self) {
      names = ["import " + imported.path.trimmedDescription]
    }
    let members = Self.members(of: decl)
    let memberNames = Set(members.flatMap(\.names))
    let extended = decl.as(ExtensionDeclSyntax.self)
    let extendedType = extended?.extendedType.trimmedDescription
    if let extended, let extendedType {
      // A later extension adding a member of the same full name replaces the earlier one.
      names = ExtensionMemberNames.names(in: extended).sorted().map { extendedType + "." + $0 }
    }
    let inherited =
      decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes.map(
        \.type.trimmedDescription) ?? []
    if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self),
      inherited.contains(where: { ["View", "SwiftUI.View"].contains($0) })
    {
      viewName = names.first
    }
    let appName =
      decl.is(StructDeclSyntax.self)
        && inherited.contains(where: { ["App", "SwiftUI.App"].contains($0) })
      ? names.first : nil
    let previewProvider =
      inherited.contains(where: { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0) })
      ? names.first : nil
    let identifiers = Set(
      decl.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        if case .identifier(let name) = token.tokenKind { name } else { nil }
      })
    var mainAttribute: LineSpan?
    if let withAttributes = decl.asProtocol(WithAttributesSyntax.self),
      let main = withAttributes.attributes.first(where: { $0.attributeName == "main" })
    {
      let start = locator.position(of: main.positionAfterSkippingLeadingTrivia)
      let end = locator.position(of: main.endPositionBeforeTrailingTrivia)
      mainAttribute = LineSpan(line: start.line, columns: start.column..<end.column)
    }
    let isType =
      decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
      || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
      || decl.is(ProtocolDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
    let evaluatesInitialValue =
      decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.initializer != nil } ?? false
    let initialValueIsCalledOn =
      decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
        guard binding.typeAnnotation == nil,
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.base?.is(FunctionCallExprSyntax.self) ?? false
      } ?? false
    let initializers = (decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [])
      .compactMap { $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause }
      .map { $0.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ") }
    return Declaration(
      names: names, viewName: viewName, appName: appName, previewProvider: previewProvider,
      isType: isType,
      isFunctionOrValue: decl.is(FunctionDeclSyntax.self) || decl.is(VariableDeclSyntax.self),
      isProtocol: decl.is(ProtocolDeclSyntax.self),
      needs: isType ? RootConstruction.needs(decl) : .nothing,
      environmentObjects: viewName == nil ? [] : EnvironmentObjectNeed.all(in: decl),
      objectModel: ObjectModelVersions.kind(of: decl),
      wantedObjectModels: ObjectModelVersions.wanted(by: decl),
      identifiers: identifiers, bareGenericTypes: BareGenericTypeNames.names(in: decl),
      mainAttribute: mainAttribute, memberNames: memberNames,
      // What the type keeps `private` or `fileprivate`: no code outside it reads these.
      privateMemberNames: Set(members.filter(\.isPrivate).flatMap(\.names)),
      fullMemberNames: Set(
        decl.asProtocol(DeclGroupSyntax.self).map { ExtensionMemberNames.names(in: $0) } ?? []),
      extendedType: extendedType, evaluatesInitialValue: evaluatesInitialValue,
      initialValueIsCalledOn: initialValueIsCalledOn, initializers: Set(initializers),
      obsoletedAvailability: ObsoletedAvailability.spans(in: decl, locator: locator))
  }

  /// The names each member of the type's or extension's braces declares.
  private static func members(of decl: DeclSyntax) -> [(names: [String], isPrivate: Bool)] {
    guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return [] }
    return group.memberBlock.members.map { member in
      let decl = member.decl
      let isPrivate =
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
          ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil
        } ?? false
      if let named = decl.asProtocol(NamedDeclSyntax.self) {
        return ([named.name.text], isPrivate)
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        let names = variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return (names, isPrivate)
      } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
        return (cases.elements.map(\.name.text), isPrivate)
      }
      return ([], isPrivate)
    }
  }

  /// A preview's header, up to its body's `{`: the trailing closure's, or else that of a last
  /// argument labelled `body:`, whose `)` goes too.
  private static func previewKind(
    _ preview: some FreestandingMacroExpansionSyntax, locator: Locator
  ) -> BlockItem.Kind {
    var closure = preview.trailingClosure
    var closer: SourcePosition?
    if closure == nil, let last = preview.arguments.last, last.label?.text == "body",
      let body = last.expression.as(ClosureExprSyntax.self), let parenthesis = preview.rightParen,
      preview.additionalTrailingClosures.isEmpty
    {
      closure = body
      closer = locator.position(of: parenthesis.positionAfterSkippingLeadingTrivia)
    }
    guard let closure else { return .preview(header: nil) }
    let start = locator.position(of: preview.pound.positionAfterSkippingLeadingTrivia)
    let end = locator.position(of: closure.leftBrace.positionAfterSkippingLeadingTrivia)
    guard start.line == end.line else { return .preview(header: nil) }
    return .preview(
      header: start.column..<end.column, closer: closer,
      state: PreviewableState.of(closure, headerLine: start.line, locator: locator))
  }
}

extension BlockItem {
  var isDeclaration: Bool {
    if case .declaration = kind { true } else { false }
  }
}
