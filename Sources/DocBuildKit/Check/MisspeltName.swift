import SwiftSyntax

/// `import SiwftUI`, `Photospickeritem`, `uilmage` beside `let uiimage`: a name nothing declares
/// that is one slip from a name something does (a module docbuild has, a platform or framework
/// type, a name of the page or of the block). swiftc calls it undeclared (or a missing module);
/// the reader needs to hear it is a misspelling.
enum MisspeltName {
  /// The misspelt names of `code`, each with the name meant, in the order of the code;
  /// `declared`: the names the page declares; `genericParameters`: the parameters of the page's
  /// generic types (`_ModifiedContent` → `Content`, `Modifier`), which an extension of one reads.
  static func found(
    in code: String, declared: Set<String>, genericParameters: [String: [String]] = [:]
  ) -> [(written: String, meant: String)] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    let known = declared.union(finder.declared).union(
      finder.extended.flatMap { genericParameters[$0] ?? [] })
    var found: [(written: String, meant: String)] = []
    for module in finder.imports where !ExampleModules.apple.contains(module) {
      if let meant = meant(by: module, among: ExampleModules.apple) {
        found.append((module, meant))
      }
    }
    let names = known.union(PlatformAPI.shared.typeNames).union(ForeignFrameworks.typeNames)
    for written in finder.references
    where !names.contains(written) && !StandardTypeNames.all.contains(written)
      && !found.contains(where: { $0.written == written })
    {
      guard let meant = meant(by: written, among: names),
        !isOwnTypeBesidePlatformType(written, meant: meant)
      else { continue }
      found.append((written, meant))
    }
    // `Label("Soil", systemIamge: "drop")`, `.sink(receivedValue:)`: a label one slip from one
    // of the platform type's initializers or the platform member's (not the page's own type or
    // method of that name).
    for slip in labelSlips(finder.callLabels, known: known)
    where !found.contains(where: { $0.written == slip.written }) {
      found.append(slip)
    }
    // `[.foregrounColor: …]`: an implicit member one slip from a platform member.
    for written in finder.implicitMembers
    where !known.contains(written) && !found.contains(where: { $0.written == written }) {
      if let meant = member(written) { found.append((written, meant)) }
    }
    // `.swipeAction { … }`: a call of a SwiftUI modifier without its final `s`, which no
    // platform member is (a member's plural is another name only where both exist).
    for written in finder.calledImplicitMembers
    where !known.contains(written) && !found.contains(where: { $0.written == written })
      && PlatformAPI.shared.member(named: written) == nil
      && PlatformAPI.shared.isSwiftUIMember(written + "s")
    {
      found.append((written, written + "s"))
    }
    return found
  }

  /// The labels of `calls` one slip from a label of the platform type's initializers or the
  /// platform member's, with the label meant; a callee in `known` (the page's) is left alone.
  private static func labelSlips(
    _ calls: [(callee: String, isMember: Bool, label: String)], known: Set<String>
  ) -> [(written: String, meant: String)] {
    calls.compactMap { call in
      guard !known.contains(call.callee) else { return nil }
      let labels =
        call.isMember
        ? PlatformAPI.shared.memberLabels(of: call.callee)
        : PlatformAPI.shared.initializerLabels(of: call.callee)
      guard !labels.contains(call.label), let meant = meant(by: call.label, among: labels)
      else { return nil }
      return (call.label, meant)
    }
  }

  /// `withAnimation(.linear(duratrion: 2))`: a compile error on a line (of the compiled file,
  /// `lines`) calling a platform member or type with a label one slip from its own, which swiftc
  /// reads as another overload or a value ("cannot call value of non-function type"); else a
  /// member written without its type one slip from a platform member (`.traling`).
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard lines.indices.contains(error.line - 1),
      let tree = SwiftSource.parse(String(lines[error.line - 1]))
    else { return nil }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    if let slip = labelSlips(finder.callLabels, known: finder.declared).first {
      return .misspeltLabel(written: slip.written, meant: slip.meant)
    }
    // `.move(edge: .traling)`: swiftc says `move` is missing, for want of its argument.
    return finder.implicitMembers.lazy.compactMap { written in
      member(written).map { CompileErrorCause.misspeltMember(written: written, meant: $0) }
    }.first
  }

  /// `SubView` beside SwiftUI's `Subview`: a name differing only by case from a platform type
  /// the engine does not declare is the note's own type, which it does not show, not a slip of
  /// the case (the type it would be is one notes rarely mean, or it would run with it).
  private static func isOwnTypeBesidePlatformType(_ written: String, meant: String) -> Bool {
    written.lowercased() == meant.lowercased() && PlatformAPI.shared.module(of: meant) != nil
      && !PlatformAPI.shared.engineDeclares(meant)
  }

  /// `ShapeStyle.yello` of "type 'ShapeStyle' has no member 'yello'": a member the platform
  /// lacks that is one letter (changed, swapped, added or dropped, not an `s`) from the one
  /// platform member it means (`yellow`); nil for a member the note's project may add itself.
  static func member(_ written: String) -> String? {
    // (Not a method of Swift's collections, `insert` beside SwiftUI's `inset`.)
    guard written.count >= 4, !written.contains(where: \.isNumber),
      PlatformAPI.shared.member(named: written) == nil,
      !ChainedCalls.standardMethods.contains(written)
    else { return nil }
    let near = PlatformAPI.shared.memberNames.filter { name in
      guard name.first == written.first, abs(name.count - written.count) <= 1 else { return false }
      if name.count == written.count {
        return EditDistance.between(Array(written), Array(name)) == 1
      }
      let (longer, shorter) = name.count > written.count ? (name, written) : (written, name)
      return letterAdded(to: Array(shorter), making: Array(longer)).map { $0 != "s" } == true
    }
    return near.count == 1 ? near.first : nil
  }

  /// The one name of `names` that `written` differs from by case only, or (five letters or more,
  /// the same length) by one letter changed or two swapped, with the same first letter: a plural,
  /// a `Data` beside a `data` or a `title2` beside a `title1` is another name, not a slip. A long
  /// name (eight letters or more) may also lack or add one letter inside it, not an `s`
  /// (`ObserableObject` for `ObservableObject`, but `ItemsView` beside `ItemView` is another).
  private static func meant(by written: String, among names: Set<String>) -> String? {
    guard written.count >= 5, !written.contains(where: \.isNumber) else { return nil }
    let candidates = names.filter { name in
      guard name != written, name.first == written.first else { return false }
      if name.count == written.count {
        return name.lowercased() == written.lowercased()
          || EditDistance.between(Array(written), Array(name)) == 1
      }
      let (longer, shorter) = name.count > written.count ? (name, written) : (written, name)
      return shorter.count >= 8 && longer.count == shorter.count + 1
        && longer.last == shorter.last
        && letterAdded(to: Array(shorter), making: Array(longer)).map { $0 != "s" } == true
    }
    return candidates.count == 1 ? candidates.first : nil
  }

  /// The one letter `longer` has that `shorter` lacks, when that is all they differ by.
  private static func letterAdded(to shorter: [Character], making longer: [Character])
    -> Character?
  {
    let at = shorter.indices.first { shorter[$0] != longer[$0] } ?? shorter.count
    return Array(longer[..<at] + longer[(at + 1)...]) == shorter ? longer[at] : nil
  }

  /// The block's imports and the names it reads; `declared` holds its types too.
  private final class Finder: DeclaredNameVisitor {
    var imports: [String] = []
    /// Names read as values or types, in order.
    var references: [String] = []
    /// Members named without their type (`.red`), in order.
    var implicitMembers: [String] = []
    /// Members named without their type and called (`.swipeActions { … }`), in order.
    var calledImplicitMembers: [String] = []
    /// The types the block extends (`extension _ModifiedContent`).
    var extended: [String] = []
    /// Each call of a type by its name (`Label(…)`) or of a member (`.sink(…)`) with each of
    /// its argument labels, in order.
    var callLabels: [(callee: String, isMember: Bool, label: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee: (String, Bool)? =
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          type.first?.isUppercase == true
        {
          (type, false)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
          (member.declName.baseName.text, true)
        } else {
          nil
        }
      if let (name, isMember) = callee {
        callLabels += node.arguments.compactMap { $0.label.map { (name, isMember, $0.text) } }
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      if node.base == nil, !implicitMembers.contains(name) { implicitMembers.append(name) }
      if node.base == nil,
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id,
        !calledImplicitMembers.contains(name)
      {
        calledImplicitMembers.append(name)
      }
      return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      if let type = node.extendedType.as(IdentifierTypeSyntax.self) {
        extended.append(type.name.text)
      }
      return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let module = node.path.first?.name.text { imports.append(module) }
      return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // `.name` of a member access is the member's, not a name of the scope.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName == node {
        return .visitChildren
      }
      add(node.baseName.text)
      return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      // An attribute's name is `OwnMistake.misspeltAttribute`'s.
      if node.parent?.is(AttributeSyntax.self) != true { add(node.name.text) }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      declared.insert(node.name.text)
      return .visitChildren
    }

    private func add(_ name: String) {
      let name = name.hasPrefix("$") ? String(name.dropFirst()) : name
      if !references.contains(name) { references.append(name) }
    }
  }
}
