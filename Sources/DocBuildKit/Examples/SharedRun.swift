import SwiftSyntax

/// A block that only declares types (a model, a child view) compiles with nothing to run; its code
/// runs when an example that uses it runs. That is decided from the unit the running example
/// compiled: the declarations its own code reaches (through every declaration reached in turn),
/// each traced back to the block it came from by the unit's source map. An example that failed or
/// did not run hosts nothing.
///
/// A block whose root view needs arguments the page never shows standalone (a row built by its
/// list, a detail built by its parent) compiled too; when an example that constructs it runs, its
/// code ran there, and it is credited the same way (`credited`).
enum SharedRun {
  /// For each such block of a page, by its fence line, the fence line of the example whose run
  /// used its declarations: the first one after it, else the nearest one before it (a view shown
  /// before its model). `examples`: the page's evaluated blocks.
  static func hosts(among examples: [EvaluatedExample]) -> [Int: Int] {
    let guests = examples.filter { declaresOnly($0) || rootUnmade($0) }.map(
      \.example.example.codeBlock.range)
    guard !guests.isEmpty else { return [:] }
    var hosts: [Int: Int] = [:]
    for host in examples.sorted(by: { fenceLine($0) < fenceLine($1) }) where ran(host) {
      guard let unit = host.example.job?.unit else { continue }
      let hostRange = host.example.example.codeBlock.range
      let used = usedNoteLines(of: unit, ownLines: hostRange.start.line...hostRange.end.line)
      for guest in guests where guest.start.line != hostRange.start.line {
        guard (guest.start.line...guest.end.line).contains(where: used.contains) else { continue }
        let line = guest.start.line
        // A later host replaces an earlier one only while none after the block was found.
        if let found = hosts[line], found > line { continue }
        hosts[line] = hostRange.start.line
      }
    }
    return hosts
  }

  private static func fenceLine(_ example: EvaluatedExample) -> Int {
    example.example.example.codeBlock.range.start.line
  }

  /// Compiled as meant to run, and found nothing to run: no root view, no top-level code (types,
  /// or members that a later view expression is wrapped with).
  private static func declaresOnly(_ example: EvaluatedExample) -> Bool {
    guard example.outcome == .compiledOnly, example.example.example.attributes.mode == .run,
      let job = example.example.job, job.kind == .typecheck, !job.expectsErrors
    else { return false }
    return job.unit.root == nil && !job.unit.hasTopLevelCode
  }

  /// Compiled, but its root view could not be made without arguments.
  private static func rootUnmade(_ example: EvaluatedExample) -> Bool {
    switch example.outcome {
    case .notRun(.rootNeedsArguments), .notRun(.rootValuesNeverMade): true
    default: false
    }
  }

  /// `example` once `host`'s run used its code: a block whose root could not be made by itself
  /// compiled with nothing run of its own, as one that only declares.
  static func credited(_ example: EvaluatedExample, host: Int) -> EvaluatedExample {
    var credited = example
    credited.ranInExample = host
    if rootUnmade(example) { credited.outcome = .compiledOnly }
    return credited
  }

  /// Ran, and did what its note says when it says something.
  private static func ran(_ example: EvaluatedExample) -> Bool {
    if case .ran(_, let matched) = example.outcome { matched != false } else { false }
  }

  /// One top-level item of a unit: what it declares, what it names, where its lines come from.
  private struct Item {
    var names: Set<String>
    /// For an extension: the type it extends. It is used when that type and one of its members
    /// (its `names`) are: every view names `View`, few call a helper of `extension View`.
    var extended: String?
    var identifiers: Set<String>
    var noteLines: Set<Int>
    var synthesizedOnly: Bool
  }

  /// The note lines of every declaration of `unit` that the code of the example itself reaches
  /// (its lines are `ownLines`; its root is reached too).
  static func usedNoteLines(of unit: CompilationUnit, ownLines: ClosedRange<Int>) -> Set<Int> {
    let items = Self.items(of: unit)
    var wanted = Set<String>()
    switch unit.root {
    case .type(let name): wanted.insert(name)
    case .preview(let expression): wanted.formUnion(CodeWords.identifiers(in: expression))
    case nil: break
    }
    func want(_ identifiers: Set<String>) {
      wanted.formUnion(identifiers)
      // `@Environment(\.tone)` and `.environment(\.tone, …)` read a member of
      // `EnvironmentValues`, which they never name: the note's extension adding it is used.
      if !identifiers.isDisjoint(with: ["Environment", "environment"]) {
        wanted.insert("EnvironmentValues")
      }
    }
    var reached = Array(repeating: false, count: items.count)
    for (index, item) in items.enumerated() where item.noteLines.contains(where: ownLines.contains)
    {
      reached[index] = true
      want(item.identifiers)
    }
    var grew = true
    while grew {
      grew = false
      for (index, item) in items.enumerated() where !reached[index] && !item.synthesizedOnly {
        guard !wanted.isDisjoint(with: item.names),
          item.extended.map(wanted.contains) ?? true
        else { continue }
        reached[index] = true
        want(item.identifiers)
        grew = true
      }
    }
    return Set(items.indices.filter { reached[$0] }.flatMap { items[$0].noteLines })
  }

  private static func items(of unit: CompilationUnit) -> [Item] {
    guard let tree = SwiftSource.parse(unit.source) else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let lines = unit.sourceMap.lines
    return tree.statements.map { statement in
      let first = converter.location(for: statement.positionAfterSkippingLeadingTrivia).line
      let last = converter.location(for: statement.endPositionBeforeTrailingTrivia).line
      var noteLines = Set<Int>()
      var synthesizedOnly = true
      for line in first...max(first, last) where lines.indices.contains(line - 1) {
        switch lines[line - 1].origin {
        case .note(let noteLine, _):
          noteLines.insert(noteLine)
          synthesizedOnly = false
        case .prelude: synthesizedOnly = false
        case .synthesized: break
        }
      }
      let identifiers = Set(
        statement.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          if case .identifier(let name) = token.tokenKind { name } else { nil }
        })
      let (names, extended) = declared(by: statement.item)
      return Item(
        names: names, extended: extended, identifiers: identifiers, noteLines: noteLines,
        synthesizedOnly: synthesizedOnly)
    }
  }

  /// The names a top-level item declares (an extension's: its members'), and for an extension
  /// the type it extends.
  private static func declared(by item: CodeBlockItemSyntax.Item) -> (Set<String>, String?) {
    guard case .decl(let decl) = item else { return ([], nil) }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
      let type = extensionDecl.extendedType.trimmedDescription
      return (
        Set(extensionDecl.memberBlock.members.flatMap { $0.decl.declaredNames }),
        type.split(separator: ".").last.map(String.init) ?? type
      )
    }
    return (decl.declaredNames, nil)
  }
}
