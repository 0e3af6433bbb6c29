import SwiftSyntax

/// Types that several examples of a merged batch declare word for word, compiled once for all of
/// them. A note builds on its own blocks: a page's fifth block is compiled with the types of the
/// four before it, so a batch held the same views and models many times over (on `content/`,
/// three quarters of the type declarations a batch compiled were copies).
///
/// A shared type is compiled once, nested in a namespace of its own (`__DocbuildShared3.Timer`)
/// in a file of its own, its extensions beside it, and each example that declares it gets a
/// `fileprivate typealias` instead, on a line after its own: the example's lines keep their
/// numbers, the names the engine prints (`String(describing:)`) stay the same, and the qualified
/// ones (`main.__DocbuildShared3.Timer`) are mapped back as the fileprivate ones are
/// (`MergedBatch.unqualified`).
///
/// Two examples share a type only when nothing around it can change its meaning: the same
/// imports, the same text, and every name of the example it uses is itself a type shared the
/// same way; a type that can tell its line when it runs (`#line`, a force unwrap's crash
/// message) also on the same lines. An example with a function named by an operator or an
/// extension of a type it does not declare (both found by the compiler without being named)
/// shares nothing.
enum SharedDeclarations {
  /// A type an example declares (with its extensions), that any other example declaring the same
  /// identity can share.
  struct Declaration: Sendable {
    var name: String
    /// Equal for two examples exactly when the type, its extensions, the imports and the shared
    /// types they use (to any depth) are the same text, on the same lines where a type can tell
    /// its line.
    var identity: String
    /// The type's lines in the unit, then each extension's (1-based).
    var parts: [ClosedRange<Int>]
    /// Where each extension names the type (line, and UTF-8 column from 1): its shared file
    /// writes the namespace before it.
    var extendedNames: [(line: Int, column: Int)]
    /// The example's other shared types that this one names.
    var uses: [String]
    /// Its code's bytes: what sharing it saves a batch.
    var size: Int
    /// The example's imports, which its shared file repeats.
    var imports: String
  }

  /// The types of `source` (an example's unit) that can be shared.
  static func declarations(in source: String) -> [Declaration] {
    guard let tree = SwiftSource.parse(source) else { return [] }
    return declarations(in: tree, source: source)
  }

  /// The types of `source`, parsed as `tree`, that can be shared.
  static func declarations(in tree: SourceFileSyntax, source: String) -> [Declaration] {
    guard !tree.hasError else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var topLevelNames: [String: Int] = [:]
    var types: [String: DeclSyntax] = [:]
    var extensions: [String: [ExtensionDeclSyntax]] = [:]
    var imports: [String] = []
    for statement in tree.statements {
      guard let declaration = statement.item.as(DeclSyntax.self) else { return [] }
      if let importDeclaration = declaration.as(ImportDeclSyntax.self) {
        imports.append(importDeclaration.trimmedDescription)
        continue
      }
      if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
        let base = extensionDeclaration.extendedType.as(IdentifierTypeSyntax.self)
        guard let base, base.genericArgumentClause == nil else { return [] }
        extensions[base.name.text, default: []].append(extensionDeclaration)
        continue
      }
      if let function = declaration.as(FunctionDeclSyntax.self),
        !isIdentifier(function.name.tokenKind)
      {
        return []
      }
      for name in names(declaredBy: declaration) { topLevelNames[name, default: 0] += 1 }
      if let name = shareableTypeName(declaration) { types[name] = declaration }
    }
    // An extension of a type the example does not declare can reach any of its code.
    guard extensions.keys.allSatisfy({ topLevelNames[$0] != nil }) else { return [] }

    struct Candidate {
      var parts: [Syntax]
      var uses: Set<String>
    }
    var candidates: [String: Candidate] = [:]
    for (name, declaration) in types where topLevelNames[name] == 1 {
      let parts = [Syntax(declaration)] + (extensions[name] ?? []).map(Syntax.init)
      guard parts.allSatisfy({ standsOnItsOwnLines($0, lines: lines, converter: converter) })
      else { continue }
      func uses(_ part: Syntax) -> Set<String> {
        var uses = Set<String>()
        for token in part.tokens(viewMode: .sourceAccurate) {
          if case .identifier(let text) = token.tokenKind, text != name,
            topLevelNames[text] != nil
          {
            uses.insert(text)
          }
        }
        return uses
      }
      // An extension sits outside the namespace, where the types it would use have no alias
      // that its members could expose.
      guard parts.dropFirst().allSatisfy({ uses($0).isEmpty }) else { continue }
      candidates[name] = Candidate(parts: parts, uses: uses(parts[0]))
    }
    // A type that names something of the example that cannot be shared cannot be shared either.
    var changed = true
    while changed {
      changed = false
      for (name, candidate) in candidates
      where !candidate.uses.allSatisfy({ candidates[$0] != nil }) {
        candidates[name] = nil
        changed = true
      }
    }

    func lineRange(_ part: Syntax) -> ClosedRange<Int> {
      let start = converter.location(for: part.positionAfterSkippingLeadingTrivia).line
      let end = converter.location(for: part.endPositionBeforeTrailingTrivia).line
      return start...end
    }
    // An implicitly unwrapped optional unwraps wherever it is read, at the reader's line.
    let unwrapsImplicitly = tree.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .exclamationMark
        && $0.parent?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }
    let ownText = candidates.mapValues { candidate in
      let bound = unwrapsImplicitly || candidate.parts.contains(where: tellsItsLines)
      return candidate.parts.map { part in
        let range = lineRange(part)
        return (bound ? "\(range.lowerBound)\n" : "")
          + lines[range.lowerBound - 1...range.upperBound - 1].joined(separator: "\n")
      }.joined(separator: "\n\u{0}")
    }
    // Imports hold for the whole file, wherever they are and however often.
    let importText = Set(imports).sorted().joined(separator: "\n")
    return candidates.keys.sorted().map { name in
      var closure: Set<String> = [name]
      var pending = [name]
      while let next = pending.popLast() {
        for used in candidates[next]!.uses where closure.insert(used).inserted {
          pending.append(used)
        }
      }
      var hash = SHA256()
      hash.update(importText)
      for member in closure.sorted() {
        hash.update([0])
        hash.update(member)
        hash.update([0])
        hash.update(ownText[member]!)
      }
      let candidate = candidates[name]!
      let extendedNames = candidate.parts.dropFirst().compactMap { part in
        part.as(ExtensionDeclSyntax.self).map {
          let location = converter.location(
            for: $0.extendedType.positionAfterSkippingLeadingTrivia)
          return (location.line, location.column)
        }
      }
      return Declaration(
        name: name, identity: hash.finalize(), parts: candidate.parts.map(lineRange),
        extendedNames: extendedNames,
        uses: candidate.uses.sorted(), size: ownText[name]!.utf8.count, imports: importText)
    }
  }

  /// What a batch shares: the files of its shared types, and for each member the lines that
  /// move out of its file and the aliases that take their place.
  struct Plan {
    struct File {
      /// The namespace's number: `__DocbuildShared<number>`.
      var number: Int
      var text: String
      /// The members that use it.
      var users: [Int]
    }
    var files: [File] = []
    /// Per member: its lines (1-based) that are blanked.
    var removedLines: [Int: [ClosedRange<Int>]] = [:]
    /// Per member: the aliases appended to its file.
    var aliases: [Int: String] = [:]
  }

  /// The plan for `members` (numbers into `sources` and `declarations`): a type is shared when
  /// two members or more declare it. `path` names where a shared file's messages are reported.
  static func plan(
    members: [Int], sources: [Int: String], declarations: [Int: [Declaration]],
    path: (Int) -> String
  ) -> Plan {
    var users: [String: [Int]] = [:]
    for member in members {
      for declaration in declarations[member] ?? [] {
        users[declaration.identity, default: []].append(member)
      }
    }
    // Types whose closure is shared by fewer than two members stay in their example.
    let shared = users.filter { $0.value.count > 1 }
    var numbers: [String: Int] = [:]
    var plan = Plan()
    for member in members {
      let own = (declarations[member] ?? []).filter { shared[$0.identity] != nil }
      guard !own.isEmpty else { continue }
      // A type's uses are shared with it (its identity holds theirs): number them all first.
      var new: [Declaration] = []
      for declaration in own where numbers[declaration.identity] == nil {
        numbers[declaration.identity] = numbers.count
        new.append(declaration)
      }
      let byName = Dictionary(uniqueKeysWithValues: own.map { ($0.name, numbers[$0.identity]!) })
      let lines = sources[member]!.split(separator: "\n", omittingEmptySubsequences: false)
      for declaration in new {
        let number = numbers[declaration.identity]!
        plan.files.append(
          Plan.File(
            number: number,
            text: fileText(
              declaration, number: number, lines: lines, namespaces: byName, path: path(number)),
            users: shared[declaration.identity]!))
      }
      plan.aliases[member] = own.map {
        "fileprivate typealias \($0.name) = \(namespace(byName[$0.name]!)).\($0.name)\n"
      }.joined()
      plan.removedLines[member] = own.flatMap(\.parts)
    }
    return plan
  }

  static func namespace(_ number: Int) -> String { "__DocbuildShared\(number)" }

  /// `text` with the `removed` lines (1-based) emptied: the other lines keep their numbers.
  static func blanking(_ removed: [ClosedRange<Int>], in text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for range in removed {
      for line in range where line - 1 < lines.count { lines[line - 1] = "" }
    }
    return lines.joined(separator: "\n")
  }

  /// The file of a shared type: the example's imports; its namespace, holding aliases for the
  /// shared types it uses and the type; its extensions, which name it with its namespace. Each
  /// part keeps its lines (`#sourceLocation`); only the extensions' columns move.
  private static func fileText(
    _ declaration: Declaration, number: Int, lines: [Substring], namespaces: [String: Int],
    path: String
  ) -> String {
    let ownNamespace = namespace(number)
    var lines = lines
    for (line, column) in declaration.extendedNames {
      var bytes = Array(lines[line - 1].utf8)
      bytes.insert(contentsOf: Array("\(ownNamespace).".utf8), at: column - 1)
      lines[line - 1] = Substring(String(decoding: bytes, as: UTF8.self))
    }
    func located(_ range: ClosedRange<Int>) -> String {
      "#sourceLocation(file: \(DriverSource.literal(path)), line: \(range.lowerBound))\n"
        + lines[range.lowerBound - 1...range.upperBound - 1].joined(separator: "\n")
        + "\n#sourceLocation()\n"
    }
    var text = declaration.imports + "\nenum \(ownNamespace) {\n"
    for used in declaration.uses {
      text += "  typealias \(used) = \(namespace(namespaces[used]!)).\(used)\n"
    }
    text += located(declaration.parts[0]) + "}\n"
    for part in declaration.parts.dropFirst() { text += located(part) }
    return text + VirtualClockPins.declarations(for: declaration.imports)
  }

  /// The names a top-level declaration introduces.
  private static func names(declaredBy declaration: DeclSyntax) -> [String] {
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return variable.bindings.flatMap { binding in
        binding.pattern.tokens(viewMode: .sourceAccurate).compactMap {
          if case .identifier(let text) = $0.tokenKind { return text }
          return nil
        }
      }
    }
    if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
    return MergedSource.typeName(declaration).map { [$0] } ?? []
  }

  /// The name of a type that can be nested in a namespace as it is: not generic (its alias
  /// would need its parameters), no property wrapper or result builder (used as attributes).
  private static func shareableTypeName(_ declaration: DeclSyntax) -> String? {
    guard !declaration.is(TypeAliasDeclSyntax.self), let name = MergedSource.typeName(declaration)
    else { return nil }
    guard declaration.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause == nil
    else { return nil }
    let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
    let special = ["propertyWrapper", "resultBuilder", "main", "dynamicCallable"]
    for attribute in attributes {
      guard let attribute = attribute.as(AttributeSyntax.self) else { return nil }
      if special.contains(attribute.attributeName.trimmedDescription) { return nil }
    }
    return name
  }

  /// Whether running `part` can tell the line it is on: a `#line` or any other macro, a force
  /// unwrap, `try!` or `as!`, or a check that reports its line when it fails. A type that cannot
  /// is the same wherever it stands, and is shared by examples that hold it on other lines.
  private static func tellsItsLines(_ part: Syntax) -> Bool {
    let reporting: Set<String> = [
      "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
    ]
    return part.tokens(viewMode: .sourceAccurate).contains { token in
      switch token.tokenKind {
      case .pound, .exclamationMark: true
      case .identifier(let name): reporting.contains(name)
      default: false
      }
    }
  }

  /// Whether `part` has its lines to itself: nothing but blanks before it on its first line,
  /// nothing but blanks or a line comment after it on its last.
  private static func standsOnItsOwnLines(
    _ part: Syntax, lines: [Substring], converter: SourceLocationConverter
  ) -> Bool {
    let start = converter.location(for: part.positionAfterSkippingLeadingTrivia)
    let end = converter.location(for: part.endPositionBeforeTrailingTrivia)
    guard start.line >= 1, end.line <= lines.count else { return false }
    let before = Array(lines[start.line - 1].utf8.prefix(start.column - 1))
    guard before.allSatisfy({ $0 == 32 || $0 == 9 }) else { return false }
    let after = String(decoding: lines[end.line - 1].utf8.dropFirst(end.column - 1), as: UTF8.self)
      .drop { $0 == " " || $0 == "\t" }
    return after.isEmpty || after.hasPrefix("//")
  }

  private static func isIdentifier(_ kind: TokenKind) -> Bool {
    if case .identifier = kind { return true }
    return false
  }
}
