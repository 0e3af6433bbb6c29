import SwiftSyntax

/// A view the page declares, taken apart around its `body`, so that a view expression reading
/// that view's members (`Form { … }` reading `checkAmount`) can run as the view with the
/// expression for its body, and a modifier chain reading them (`.sheet(isPresented: $showSheet)`)
/// as the view with the chain applied to its body's view: a variant of the view, as the note
/// means it.
struct PageViewVariant {
  var name: String
  var declaration: Declaration
  /// The page context without the view itself.
  var context: [ContextDeclaration]
  /// The view's lines before its `body`, and after it.
  var opening: [String]
  var closing: [String]
  /// The view's `body` declaration, whole: kept when the fragment adds a method beside it.
  var body: [String]
  /// The view its `body` builds, when the body is that one expression: what a chain modifies.
  var bodyView: [String]?

  /// The nearest earlier view whose members include every one of `values` (and of `calls`, the
  /// functions the fragment calls, those the view declares: `openURL(url)` calls the view's
  /// `@Environment(\.openURL)`), and whose body is one expression when the variant is to `modify`
  /// it: a view of `context`, or a version of one that a later declaration `replaced` (a page
  /// that rewrites `ContentView` for each lesson still means the version current where the
  /// fragment stands). Else, when the context does not declare them all, the first such view of
  /// `later` (the views later blocks declare) that needs no arguments: notes often show the
  /// expression before the view it belongs to. Never a view the fragment `naming` names: one that
  /// builds `CounterButton(counter: $counter)` shows that view, inside another one (as its own
  /// body it would build itself forever). A view that holds a name the fragment `assigning`
  /// assigns as a `let` never takes it (a sheet's `let n` beside the screen's `@State var n`),
  /// and one declaring every function the fragment calls that some view declares comes first
  /// (the list view with `func setFavorite`, not its row). Nil when no view has them.
  static func find(
    in context: [ContextDeclaration], replaced: [ContextDeclaration] = [],
    later: [ContextDeclaration] = [],
    reading values: Set<String>, calling calls: Set<String> = [], naming: Set<String> = [],
    assigning: Set<String> = [], modifying: Bool = false
  ) -> PageViewVariant? {
    guard !values.isEmpty || !calls.isEmpty else { return nil }
    let current = context.indices.map { index in
      (context[index], context.indices.filter { $0 != index }.map { context[$0] })
    }
    // An old version comes with today's context, less the names it declares.
    let old = replaced.map { candidate in
      (candidate, context.filter { $0.declaration.names != candidate.declaration.names })
    }
    let earlier = (current + old).sorted { $0.0.firstNoteLine > $1.0.firstNoteLine }
    // Only for names the context does not declare (a top-level `let items` is what `List(items)`
    // reads, not a later view's `items`), and only a view made without arguments: the screen a
    // note shows whole after its body, not a row whose `id` a list reads by mistake. A later view
    // replaces the context's own version of it.
    let declared = Set(context.flatMap(\.declaration.names))
    let following =
      values.union(calls).isSubset(of: declared)
      ? []
      : later.filter { $0.declaration.needs == .nothing }.map { candidate in
        (candidate, context.filter { $0.declaration.names != candidate.declaration.names })
      }
    let candidates = (earlier + following).filter {
      !naming.contains($0.0.declaration.viewName ?? "")
    }
    let declaredCalls = calls.intersection(
      candidates.flatMap { $0.0.declaration.memberNames })
    let holdingCalls = candidates.filter {
      $0.0.declaration.memberNames.isSuperset(of: declaredCalls)
    }
    let others = candidates.filter {
      !$0.0.declaration.memberNames.isSuperset(of: declaredCalls)
    }
    for (candidate, rest) in holdingCalls + others {
      if let variant = variant(
        of: candidate, rest: rest, reading: values, calling: calls, assigning: assigning,
        modifying: modifying)
      {
        return variant
      }
    }
    return nil
  }

  private static func variant(
    of candidate: ContextDeclaration, rest: [ContextDeclaration], reading read: Set<String>,
    calling calls: Set<String>, assigning: Set<String>, modifying: Bool
  ) -> PageViewVariant? {
    // `_n` reads the storage Swift synthesizes for the view's `@State var n`.
    let values = Set(
      read.map { name in
        name.hasPrefix("_") && !candidate.declaration.identifiers.contains(name)
          ? String(name.dropFirst()) : name
      })
    guard let name = candidate.declaration.viewName,
      candidate.declaration.identifiers.isSuperset(of: values),
      let parts = parts(
        of: name, in: candidate.lines.map(\.text), reading: values, calling: calls,
        assigning: assigning),
      !modifying || parts.bodyView != nil
    else { return nil }
    return PageViewVariant(
      name: name, declaration: candidate.declaration, context: rest, opening: parts.opening,
      closing: parts.closing, body: parts.body, bodyView: parts.bodyView)
  }

  /// The lines of `lines` around the `body` of view `name`, when the view declares each of
  /// `values` and at least one of `values` or `calls`, none of `assigning` as a `let`, and its
  /// `body` has whole lines to itself.
  private static func parts(
    of name: String, in lines: [String], reading values: Set<String>, calling calls: Set<String>,
    assigning: Set<String>
  ) -> (
    opening: [String], closing: [String], body: [String], bodyView: [String]?
  )? {
    let code = lines.joined(separator: "\n")
    guard let tree = SwiftSource.parse(code),
      let view = tree.statements.lazy.compactMap({ $0.item.as(StructDeclSyntax.self) })
        .first(where: { $0.name.text == name })
    else { return nil }
    var declared = Set<String>()
    var constants = Set<String>()
    var body: MemberBlockItemSyntax?
    for member in view.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          declared.insert(identifier)
          if variable.bindingSpecifier.tokenKind == .keyword(.let) { constants.insert(identifier) }
          if identifier == "body" { body = member }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        declared.insert(function.name.text)
      }
    }
    guard let body, declared.isSuperset(of: values), constants.isDisjoint(with: assigning),
      !values.union(calls.intersection(declared)).isEmpty
    else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let first = converter.location(for: body.positionAfterSkippingLeadingTrivia).line
    let last = converter.location(for: body.endPositionBeforeTrailingTrivia).line
    let viewStart = converter.location(for: view.positionAfterSkippingLeadingTrivia).line
    let viewEnd = converter.location(for: view.endPositionBeforeTrailingTrivia).line
    // The body must have its lines to itself, inside the view's own.
    guard viewStart < first, last < viewEnd else { return nil }
    let bodyLines = Array(lines[(first - 1)...(last - 1)])
    guard bodyLines.first?.drop(while: \.isWhitespace).hasPrefix("var body") == true else {
      return nil
    }
    return (
      Array(lines[(viewStart - 1)..<(first - 1)]), Array(lines[last..<viewEnd]), bodyLines,
      bodyView(of: body, converter: converter, lines: lines)
    )
  }

  /// The view a lone `body` (`var body: some View { NavigationView { … } }`, the block's
  /// `lines`) builds, when it is one expression.
  static func bodyView(ofLoneBody lines: [String]) -> [String]? {
    let wrapped = ["struct Shown {"] + lines + ["}"]
    let code = wrapped.joined(separator: "\n")
    guard let tree = SwiftSource.parse(code),
      let type = tree.statements.first?.item.as(StructDeclSyntax.self),
      let body = type.memberBlock.members.first(where: { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern
          .as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      })
    else { return nil }
    return bodyView(
      of: body, converter: SourceLocationConverter(fileName: "", tree: tree), lines: wrapped)
  }

  /// The lines of the one expression `body` returns (`VStack { … }`, or `return VStack { … }`);
  /// nil when the body has several statements, whose views a chain would not modify as one.
  private static func bodyView(
    of body: MemberBlockItemSyntax, converter: SourceLocationConverter, lines: [String]
  ) -> [String]? {
    guard let binding = body.decl.as(VariableDeclSyntax.self)?.bindings.first,
      case .getter(let statements) = binding.accessorBlock?.accessors, statements.count == 1,
      let statement = statements.first
    else { return nil }
    let expression: ExprSyntax
    if let returned = Syntax(statement.item).as(ReturnStmtSyntax.self)?.expression {
      expression = returned
    } else if let bare = Syntax(statement.item).as(ExprSyntax.self) {
      expression = bare
    } else {
      return nil
    }
    let start = converter.location(for: expression.positionAfterSkippingLeadingTrivia)
    let text = expression.trimmedDescription.split(
      separator: "\n", omittingEmptySubsequences: false)
    // The first line keeps its indentation when the expression starts it; one written on the
    // `var body` line is indented under it.
    let line = lines[start.line - 1]
    let indentation = String(line.prefix(while: \.isWhitespace))
    let first = start.column - 1 == indentation.utf8.count ? indentation : indentation + "    "
    return text.enumerated().map { index, part in index == 0 ? first + part : String(part) }
  }
}

extension ContextDeclaration {
  /// The note line the declaration starts on; 0 for one docbuild wrote.
  var firstNoteLine: Int {
    for line in lines {
      if case .note(let number, _) = line.origin { return number }
    }
    return 0
  }
}
