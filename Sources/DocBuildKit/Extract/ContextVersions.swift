/// The page's context as it changes down the page. A block that declares a name the context
/// already has starts a new version of it: the blocks after it compile against the new version,
/// the blocks before it keep the old one.
///
/// - The old declaration goes, and with it the extensions of the old type unless the new one
///   only grows it (a page building a protocol step by step keeps them). A later extension
///   adding a member of the same full name replaces the earlier extension the same way; an
///   overload with other argument labels adds to it.
/// - Declarations that use the old shape of a redeclared name (what building or reading it takes
///   changed; and those that use them in turn) stay with the old version: a later block gets them only when it names them. When a later
///   block redeclares one of them, that declaration is lent instead: a block that redeclares a
///   child view is meant to pair with the parent the note shows next.
/// - A declaration shadowing a platform name (a pseudo-definition `struct State<Value> { … }` that
///   explains SwiftUI, or `protocol Equatable { … }` the standard library) enters only the blocks that use its own members; the others get the
///   platform's.
/// - A top-level value (`let range = text.range(of: "a")!`) enters only the blocks that read it:
///   a later block needs an earlier one's declarations, not the statements it evaluated.
struct PageContext: Hashable, Sendable {
  private(set) var declarations: [ContextDeclaration] = []
  /// The versions after the first, in page order.
  private(set) var versions: [ContextVersion] = []

  /// What a block compiles against.
  struct Selection {
    /// The context declarations the block's unit holds, in page order.
    var declarations: [ContextDeclaration]
    /// Names of declarations left with an old version: a later block's declaration of one of
    /// them pairs with this block.
    var leftBehind: Set<String>
    /// The version the block compiles against; nil for the page's first.
    var version: ContextVersion?
  }

  /// `selection` with each type replaced by another version of it when the block uses members
  /// only that version declares: a later block's (from `later`, in page order; a view calling
  /// `model.addRecipe()`, shown before the note's next version of the model adds it), else one a
  /// later declaration `replaced` (in page order; the nearest is taken: a view calling
  /// `model.load()` that only the model's first version declares). Likewise a class is replaced
  /// by the version whose kind of object model the block's declarations want (`wanting`: a
  /// migration note's `@ObservedObject var book: Book` takes the `ObservableObject` version of
  /// `Book` the `@Observable` one replaced).
  static func pairing(
    _ selection: Selection, withLater later: [ContextDeclaration],
    replaced: [ContextDeclaration] = [], mentioning identifiers: Set<String>,
    wanting models: [String: ObjectModelVersions.Kind] = [:]
  ) -> Selection {
    var paired = selection
    let versions = later + replaced.reversed()
    paired.declarations = selection.declarations.map { entry in
      guard entry.declaration.isType else { return entry }
      let wanted = entry.declaration.names.first.flatMap { models[$0] }
      return versions.first { candidate in
        candidate.declaration.names == entry.declaration.names
          && (!candidate.declaration.memberNames.subtracting(entry.declaration.memberNames)
            .isDisjoint(with: identifiers)
            || (wanted != nil && entry.declaration.objectModel != nil
              && entry.declaration.objectModel != wanted
              && candidate.declaration.objectModel == wanted))
      } ?? entry
    }
    return paired
  }

  /// The context seen by a block that declares `declared` and mentions `identifiers`, on note line
  /// `line`; `boundByBlock`: the names the block binds itself (a closure's `student in`), asked for
  /// only when a declaration stays behind.
  func selection(
    declaring declared: [Declaration], mentioning identifiers: Set<String>, line: Int,
    boundByBlock: () -> Set<String>
  ) -> Selection {
    let redeclared = redeclaredNames(by: declared)
    let remaining = marked(remainingAfter: declared, reshaped: reshapedNames(by: declared))
    var included = remaining.map { $0.isTakenByDefault }
    var wanted = identifiers
    var includedNames = Set(declared.flatMap(\.names))
    var includedTypes = Set(declared.filter(\.isType).flatMap(\.names))
    // Platform generic types written bare: the page's own types of those names.
    var bareGenericTypes = Set(declared.flatMap(\.bareGenericTypes))
    for (index, entry) in remaining.enumerated() where included[index] {
      wanted.formUnion(entry.declaration.identifiers)
      bareGenericTypes.formUnion(entry.declaration.bareGenericTypes)
      includedNames.formUnion(entry.declaration.names)
      if entry.declaration.isType { includedTypes.formUnion(entry.declaration.names) }
    }
    // A name the block binds itself means its own value, not one left behind with an old shape.
    lazy var bound = boundByBlock()
    // What the included users of a page's pseudo-definition name: they mean it.
    var shadowUses = Set<String>()
    var grew = true
    while grew {
      grew = false
      for (index, entry) in remaining.enumerated() where !included[index] {
        guard
          entry.isWanted(
            by: entry.staysBehind ? wanted.subtracting(bound) : wanted, types: includedNames,
            valueTypes: includedTypes, shadowUses: shadowUses.union(bareGenericTypes))
        else { continue }
        included[index] = true
        wanted.formUnion(entry.declaration.identifiers)
        bareGenericTypes.formUnion(entry.declaration.bareGenericTypes)
        includedNames.formUnion(entry.declaration.names)
        if entry.declaration.isType { includedTypes.formUnion(entry.declaration.names) }
        if entry.followsShadow { shadowUses.formUnion(entry.declaration.identifiers) }
        grew = true
      }
    }
    let leftBehind = remaining.indices.filter { !included[$0] && remaining[$0].staysBehind }
      .flatMap { remaining[$0].declaration.names }
    let starts = Self.startsVersion(redeclared)
    let version =
      starts.isEmpty
      ? versions.last
      : ContextVersion(number: versions.count + 2, line: line, names: starts)
    return Selection(
      declarations: remaining.indices.filter { included[$0] }.map { remaining[$0] },
      leftBehind: Set(leftBehind), version: version)
  }

  /// The context after a block that declares `own` and compiles, on note line `line`.
  func adding(_ own: [ContextDeclaration], line: Int) -> PageContext {
    let declared = own.map(\.declaration)
    let redeclared = redeclaredNames(by: declared)
    var next = self
    next.declarations =
      marked(remainingAfter: declared, reshaped: reshapedNames(by: declared)) + own
    let starts = Self.startsVersion(redeclared)
    if !starts.isEmpty {
      next.versions.append(ContextVersion(number: versions.count + 2, line: line, names: starts))
    }
    return next
  }

  /// The redeclared names that make a new version: an import written again changes nothing.
  private static func startsVersion(_ redeclared: Set<String>) -> [String] {
    redeclared.filter { !$0.hasPrefix("import ") }.sorted()
  }

  /// The names of the context that `declared` declares again.
  private func redeclaredNames(by declared: [Declaration]) -> Set<String> {
    Set(declared.flatMap(\.names)).intersection(declarations.flatMap(\.declaration.names))
  }

  /// Whether `declared` declares the type `name` again with every member its old version has,
  /// and none of those `addition` (an extension of it) adds.
  private func growsWithoutReplacing(
    _ name: String, by declared: [Declaration], extension addition: Declaration
  ) -> Bool {
    guard let new = declared.first(where: { $0.isType && $0.names == [name] }) else {
      return false
    }
    let added = Set(addition.names.map { String($0.dropFirst(name.count + 1)) })
    return declarations.map(\.declaration).contains { old in
      old.isType && old.names == [name] && old.memberNames.isSubset(of: new.memberNames)
    } && added.isDisjoint(with: new.memberNames.union(new.fullMemberNames))
  }

  /// The names `declared` declares again with another shape: the users of the old one break.
  private func reshapedNames(by declared: [Declaration]) -> Set<String> {
    var reshaped = Set<String>()
    for new in declared {
      for old in declarations.map(\.declaration)
      where old.shape != new.shape && !new.keepsEveryUse(of: old) {
        reshaped.formUnion(Set(old.names).intersection(new.names))
      }
    }
    return reshaped
  }

  /// The context without the declarations `declared` replaces, the users of the old shape of
  /// `reshaped` marked as staying behind. An extension of a replaced type goes with it, unless
  /// the new version keeps every member of the old one and declares none the extension adds: a
  /// step that grows the type (`protocol P { init() }` after `protocol P {}`) keeps what the
  /// page built on it.
  private func marked(remainingAfter declared: [Declaration], reshaped: Set<String>)
    -> [ContextDeclaration]
  {
    let redeclared = redeclaredNames(by: declared)
    guard !redeclared.isEmpty else { return declarations }
    var remaining = declarations.filter { entry in
      guard entry.declaration.names.allSatisfy({ !redeclared.contains($0) }) else { return false }
      guard let extended = entry.declaration.extendedType, redeclared.contains(extended) else {
        return true
      }
      return growsWithoutReplacing(extended, by: declared, extension: entry.declaration)
    }
    var oldShapes = reshaped
    var grew = true
    while grew {
      grew = false
      for index in remaining.indices where !remaining[index].staysBehind {
        let declaration = remaining[index].declaration
        let uses = declaration.identifiers.union([declaration.extendedType].compactMap { $0 })
        guard !uses.isDisjoint(with: oldShapes) else { continue }
        remaining[index].staysBehind = true
        oldShapes.formUnion(declaration.names)
        grew = true
      }
    }
    return remaining
  }
}

/// A version of the page's context after the first: the block that started it and the names it
/// declared again.
public struct ContextVersion: Hashable, Sendable {
  /// 2 for the first redeclaration of the page, then 3…
  public var number: Int
  /// The note line of the code that started it.
  public var line: Int
  public var names: [String]
}

extension Declaration {
  /// What users of the declaration rely on: how a view is built (its initializers' parameters
  /// included), the members of anything else.
  fileprivate var shape: Set<String> {
    viewName != nil ? initializers.union(["\(needs)"]) : memberNames
  }

  /// Whether code written for `old` still compiles with this version of it: a type other than a
  /// view or protocol that only adds members and is built by the same initializers it declares
  /// (an `@Observable` class gaining a `priority` with a default value).
  fileprivate func keepsEveryUse(of old: Declaration) -> Bool {
    isType && viewName == nil && !isProtocol && !initializers.isEmpty
      && initializers == old.initializers && old.memberNames.isSubset(of: memberNames)
  }
}

extension ContextDeclaration {
  /// Whether every later block compiles with it unless it names it.
  fileprivate var isTakenByDefault: Bool {
    !staysBehind && !followsShadow && !declaration.shadowsPlatform
      && !declaration.evaluatesInitialValue
  }

  /// Whether a block that mentions `wanted` (and whose unit declares the names `types`, of which
  /// `valueTypes` are types) takes this declaration, which is not in its version of the context by
  /// default; `shadowUses` are the names that the block's users of a pseudo-definition mention,
  /// and the platform generic types it writes bare.
  /// A value whose initializer builds one of `valueTypes` comes along: a root of that type's
  /// users may be built with it (`NoteValue`).
  fileprivate func isWanted(
    by wanted: Set<String>, types: Set<String>, valueTypes: Set<String>, shadowUses: Set<String>
  ) -> Bool {
    // A value built with an old shape of its type stays behind with it.
    if declaration.evaluatesInitialValue, !declaration.initialValueIsCalledOn, !staysBehind,
      !declaration.identifiers.isDisjoint(with: valueTypes)
    {
      return true
    }
    if declaration.shadowsPlatform {
      return !declaration.ownMembers.isDisjoint(with: wanted)
        || !shadowUses.isDisjoint(with: declaration.names)
    }
    if let extended = declaration.extendedType {
      return types.contains(extended) || !declaration.memberNames.isDisjoint(with: wanted)
    }
    return !wanted.isDisjoint(with: declaration.names)
  }
}
