import Foundation

/// A page is a notebook: each runnable Swift block compiles with the declarations of the page's
/// earlier blocks.
///
/// - Declarations (types, extensions, functions, variables, imports) of program blocks accumulate down
///   the page; a later block that declares the same name replaces the earlier declaration, both in its
///   own unit and for the blocks after it: a new version of the context (`PageContext`). Top-level
///   statements, `#Preview`s and view expressions are never carried to later blocks.
/// - Only a block that compiles adds to the page (the caller says, through `compiles`): an excerpt,
///   a block importing a module we do not have or a broken block is reported at its own line, and
///   the blocks after it compile against the last good context.
/// - A block using members that only another version of a context type declares (a later
///   block's, or one a later declaration replaced) is given that version (`PageContext.pairing`),
///   and so is a block whose views' wrappers want the other kind of object model of a class
///   (`@ObservedObject` the `ObservableObject` version, `@Bindable` the `@Observable` one:
///   `ObjectModelVersions`).
/// - A type a block uses that neither the context nor the block declares is taken from the first
///   later program block that declares it: notes often show the view first and its model after.
///   Of several later versions of it, the first whose wrappers fit the unit's object models and
///   whose initializers take the block's calls of it (`InitializerFit`).
///   When an earlier block that did not compile holds the same code (a page showing its code in
///   two languages), that copy is taken, so errors point at the one the reader has read.
/// - `standalone` blocks get no page context; they, `compile_fail` blocks and fragments add nothing to it.
///   A `compile_fail` block is compiled as written even when it does not parse (or reads as a log).
/// - A lone `body` or a list of members is compiled inside `struct NoteExample` (a `View` when a `body`
///   is among them), or `final class NoteExample` when a member is one only a class holds
///   (`MemberHolder`: an `ObservableObject` for `@Published`); a view expression inside `struct NoteExample: View { var body: some View { … } }`.
///   A view expression reading members of the page's last fragment of members (that compiled) is
///   wrapped with those members. A view expression or modifier chain reading or calling the
///   members of a view the page declares (the nearest earlier version of it that has them, even
///   one a later declaration replaced; or else further down) is a variant of that
///   view's `body` (`PageViewVariant`): run as that view, the chain applied to its body's view. Any other modifier chain is applied to the page's
///   outermost view, in the same wrapper; on a page that has declared no view yet, to the view
///   expression it showed last (that compiled), or else to the outermost view a later block
///   declares. Snippets are not run unless the page declares the values they read (then they are
///   programs); those reading only the page's last members are type-checked as a method of their
///   wrapper, those reading a page view's values as a method of that view. A fragment that runs
///   nowhere else and reads the members of a view whose block does not compile (the corrected
///   line of a broken call) runs as that view with the fragment for its body, when that compiles.
/// - `#Preview { … }` (or `#Preview("…", body: { … })`), or a view expression written next to
///   declarations, becomes
///   `@MainActor @ViewBuilder func notePreview() -> some View { … }`, the unit's root; the
///   first preview is the root. Without one, a `PreviewProvider`'s `previews` are.
/// - A root view that needs arguments is built as the page's own code builds it
///   (`RootConstruction`); the page shows the expression with the block's completion.
/// - A program split over adjacent fences (a type opened in one, closed in the next) is compiled
///   as its first fence, the lines of the others at their own note lines (`SplitProgram`); the
///   others are part of its example.
/// - Statements returning outside any function are a function's body (`FunctionBodyExcerpt`).
/// - `@main` is blanked out (same width, so columns hold): the runner brings its own entry point.
///   An `@available(iOS, obsoleted: …)` backport is compiled as unavailable
///   (`ObsoletedAvailability`).
/// - Every unit starts with a synthesized `import SwiftUI` (and `; import SwiftData` when it uses
///   SwiftData without importing it).
public enum Notebook {
  /// One Swift block of the page and what the build does with it.
  public struct Entry: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
      case compile(CompilationUnit)
      case notRun(reason: String)
    }

    public var blockIndex: Int
    public var codeBlock: CodeBlock
    public var attributes: FenceAttributes
    /// The code as shown (`visibleCode`) and as compiled.
    public var hiddenLines: HiddenLines
    /// docbuild completed the block to compile or run it: elision marks (`...`) were taken out
    /// and what they left empty was filled in, or its root view was built from the page's calls.
    public var completed: Bool
    public var category: SwiftBlockCategory
    public var outcome: Outcome
    /// For a fragment that is not run: the values it reads that the page does not declare.
    public var undeclaredValues: [String] = []
    /// For a fragment that is not run: the lower-case functions it calls that the page does not
    /// declare (`fetchData()`), standard ones among them.
    public var undeclaredCalls: [String] = []
    /// For a modifier chain that is not run: the page's views it could modify, all in blocks that
    /// do not compile.
    public var failedViews: [String] = []
    /// The version of the page's context the block compiles against, when not the first.
    public var contextVersion: ContextVersion?
    /// The views of the block that nothing uses, when there are several and docbuild chose which
    /// one a run mounts (the unit's root): the reader is told which ran and how to run another.
    public var peerRoots: [String] = []
    /// The block's previews when it has several that Xcode's canvas would show apart (see
    /// `PeerPreview`): the first is the block's run, and each other runs as its own root.
    public var peerPreviews: [PeerPreview] = []
    /// The prelude's declarations the block uses, listed after its completion (see `Prelude`).
    public var preludeListing: String? = nil
    /// The note's own values its root was built with (`Repo.example`), which the completion
    /// names with their lines.
    var rootValues: [NoteValue] = []
    /// The values docbuild chose for its root's other parameters (`count: 0`), which the page
    /// and `--explain` name.
    public var chosenRootValues: [String] = []
    /// The chosen values fill the arguments the page's own call to the root leaves out.
    public var completesRootCall = false
    /// For a fragment: the page's view docbuild placed it in (`PageViewVariant`), and the note
    /// line declaring that view.
    public var guessedHost: GuessedHost?
    /// The page's app whose scene builds the block's root view, which the run launches (with the
    /// note line it is declared on), so the view gets what the app gives it.
    public var launchingApp: (name: String, line: Int?)? {
      appLaunch.map { ($0.name, $0.line) }
    }
    var appLaunch: AppLaunch?
    /// The page's later view that builds the block's root view, which the run mounts instead
    /// (with the note line it is declared on): an earlier copy runs through the later root's call.
    public var buildingView: (name: String, line: Int?)? {
      laterBuilder.map { ($0.declaration.viewName ?? "", $0.firstNoteLine) }
    }
    var laterBuilder: ContextDeclaration?
    /// For a root view docbuild could not build: the parameters (`repo: Repo`) the note gives no
    /// value for, which the reason names.
    var unmetRootParameters: [String] = []
    /// For such a root view: the fence line of the page's program that builds it.
    var rootBuilder: Int?
    /// For such a root view no program builds where a root reaches: the program that builds it
    /// in code nothing reaches (a button style no view applies), which the reason names.
    var unreachedRootBuilder: RootConstruction.UnreachedBuilder?
    /// For a root view run alone: the objects it reads from its environment that docbuild cannot
    /// build with no arguments (`@Environment(Library.self) var library`), which a crash names.
    var unprovidedEnvironment: [String] = []
    /// A modifier chain the note shows no view for, type-checked on a blank view and not run:
    /// the page says so in its language (the completion's comment is English).
    public var typeCheckedOnBlankView = false
    /// Compiled with later blocks' extensions of a type it declares, which complete its
    /// conformance, it fails only in their code: their fence lines. Its own declarations are
    /// sound; to those blocks it is no block that fails.
    public var failsOnlyInBlocks: [Int] = []

    /// The block as compiled when docbuild completed it (elided code filled in, a fragment
    /// wrapped), without the page's context: what the page shows on request.
    public var completion: String? {
      guard case .compile(let unit) = outcome,
        completed || unit.fragment != nil || preludeListing != nil
      else { return nil }
      let own =
        codeBlock
        .firstCodeLine...(codeBlock.firstCodeLine
        + (hiddenLines.compiledLines.last?.codeLine ?? 0))
      let lines = unit.sourceMap.lines.dropFirst()
      // A fragment's wrapper is shown whole, with the page's members it was given.
      let wrapper =
        unit.fragment == nil ? nil : lines.firstIndex { $0.origin == .synthesized }
      return lines.indices.filter { index in
        if let wrapper, index >= wrapper { return true }
        switch lines[index].origin {
        case .synthesized: return true
        case .note(let noteLine, _): return own.contains(noteLine)
        case .prelude: return false
        }
      }.map { lines[$0].text + "\n" }.joined()
        + Notebook.mountedRoot(of: unit, values: rootValues, chosen: chosenRootValues)
        + (launchingApp.map(Notebook.launchComment) ?? "")
        + (buildingView.map(Notebook.buildingViewComment) ?? "") + (preludeListing ?? "")
    }
  }

  /// A root built as the page builds it is mounted by the runner's driver: shown as a comment,
  /// with where the note declares each value it was given.
  private static func mountedRoot(
    of unit: CompilationUnit, values: [NoteValue], chosen: [String]
  ) -> String {
    guard case .preview(let expression) = unit.root, !expression.hasPrefix(previewFunction) else {
      return ""
    }
    var sources: [String] = []
    func named(_ values: [NoteValue]) -> String {
      values.map { "`\($0.expression)` (line \($0.line))" }.joined(separator: ", ")
    }
    let declared = values.filter { !$0.isBuiltInPlace }
    let built = values.filter(\.isBuiltInPlace)
    if !declared.isEmpty { sources.append("values the note declares, " + named(declared)) }
    if !built.isEmpty { sources.append("the first value the note builds, " + named(built)) }
    if !chosen.isEmpty {
      sources.append("values docbuild chose, " + chosen.codeList)
    }
    guard !sources.isEmpty else {
      return "// docbuild mounts the root as the page builds it: \(expression)\n"
    }
    guard !chosen.isEmpty else {
      return "// docbuild mounts the root with \(sources.joined(separator: "; ")): \(expression)\n"
    }
    return "// docbuild mounts the root with \(sources.joined(separator: "; ")):\n"
      + ChosenValue.previewable(expression).split(separator: "\n").map { "// \($0)\n" }.joined()
  }

  /// The comment under a completion whose run the page's app launched.
  private static func launchComment(_ app: (name: String, line: Int?)) -> String {
    "// docbuild launches the page's app \(app.name)" + (app.line.map { " (line \($0))" } ?? "")
      + ", which builds this view\n"
  }

  /// The comment under a completion whose run mounted the page's later view that builds it.
  private static func buildingViewComment(_ view: (name: String, line: Int?)) -> String {
    "// docbuild mounts the page's \(view.name)" + (view.line.map { " (line \($0))" } ?? "")
      + ", which builds this view\n"
  }

  // Readers see these names in completions, run timelines and compiler messages: plain words
  // that say what the code is, never internal-looking ones.
  static let previewFunction = "notePreview"
  static let fragmentType = "NoteExample"
  /// The view holding a preview's `@Previewable` state (`PreviewableState`).
  static let previewStateType = "NotePreviewState"
  static let statementsFunction = "noteStatements"

  /// Assembles the compilation units of a page's Swift blocks, given in page order. `compiles` is
  /// asked, in page order, about each block that would add to the page; a block it rejects adds
  /// only its declarations that none of its errors (`errorLines`: their note lines) touch.
  public static func assemble(
    _ blocks: [(codeBlock: CodeBlock, attributes: FenceAttributes)],
    compiles: (Entry) -> Bool = { _ in true }, errorLines: (Entry) -> Set<Int> = { _ in [] }
  ) -> [Entry] {
    let (blocks, partOf) = SplitProgram.join(blocks)
    let prepared = blocks.enumerated().map { index, block in
      var hiddenLines = HiddenLines(
        code: FileNameLine.withoutFileName(
          ClosingFenceWithInfo.intendedCode(of: block.codeBlock), of: block.codeBlock))
      var completed = false
      if block.attributes.mode.addsToPage {
        // Elisions first: a `...` often stands just before the closers the block leaves out.
        let elided = hiddenLines.completeElisions()
        let closed = hiddenLines.closeBracketsLeftOpen()
        let extended = hiddenLines.extendTheTypeItsInitializersSet(
          earlierCodes: blocks[..<index].map(\.codeBlock.code))
        let returning = hiddenLines.wrapTopLevelReturnInFunction()
        completed = elided || closed || extended || returning
      }
      var analysis = SwiftBlockClassifier.analyze(block.codeBlock, hiddenLines: hiddenLines)
      if let first = partOf[index] {
        analysis = SwiftBlockAnalysis(category: .partOfExample(line: first), items: [])
      }
      return UnitAssembler(
        completed: completed,
        blockIndex: index, codeBlock: block.codeBlock, attributes: block.attributes,
        hiddenLines: hiddenLines, analysis: analysis, context: [], later: [])
    }
    // What each block could lend to the blocks before it: the types its program declares, and
    // the modules it imports for them.
    let lent = prepared.map { block in
      block.addsToPage
        ? block.ownDeclarations.filter { $0.declaration.isType || $0.declaration.isImport } : []
    }
    // And its top-level functions and values, which a block reading them may take.
    let lentValues = prepared.map { block in
      block.addsToPage ? block.ownDeclarations.filter(\.declaration.isFunctionOrValue) : []
    }
    // And the extensions its program declares, which a block calling their members may take.
    let lentExtensions = prepared.map { block in
      block.addsToPage ? block.ownDeclarations.filter { $0.declaration.extendedType != nil } : []
    }
    let pageCodes = prepared.map(\.hiddenLines.compiledCode)
    // Each block's fragment of members, its own lines only, which an earlier fragment may read:
    // not one with a `body`, a view of its own whose run says what its members need.
    let ownMembers = prepared.map { $0.analysis.declaresBody ? nil : $0.memberContext }
    // Each block's words, which pairing and lending later declarations look at.
    let blockWords = pageCodes.map(CodeWords.identifiers(in:))
    func program(_ block: UnitAssembler) -> RootConstruction.Program {
      RootConstruction.Program(
        code: block.hiddenLines.compiledCode, line: block.codeBlock.range.start.line)
    }
    let allPrograms = prepared.filter { $0.analysis.category == .program }.map(program)
    let declaredOnPage = DeclaredWords.environmentValueNames(in: blocks.map(\.codeBlock.code))
    // What the page's views hold, wherever they are declared: a statement over these could run in one.
    let viewMembers =
      prepared.flatMap { block in
        block.blockDeclarations.map(\.declaration).filter { $0.viewName != nil }.map(\.memberNames)
      } + prepared.filter(\.analysis.declaresBody).map(\.analysis.memberNames)
    // Every name some block declares: a fragment reading a value none of them declares is an
    // excerpt of code the note never shows, not run, wherever it could be placed.
    let codes = blocks.map(\.codeBlock.code)
    let declaredAnywhere = Set(
      PageNames.declarationLines(
        in: blocks.map { ($0.codeBlock.code, $0.codeBlock.range.start.line) },
        locals: LocalDeclarations.names(in: codes)
      ).keys)
    func entries(programs: [RootConstruction.Program]) -> [Entry] {
      var context = PageContext()
      // Every type the page's compiled programs declared, in page order, replaced or not.
      var pageTypes: [ContextDeclaration] = []
      // The types of earlier programs that did not compile, in page order.
      var brokenTypes: [ContextDeclaration] = []
      var members: MemberContext?
      // Every fragment of members that compiled, in page order.
      var earlierMembers: [MemberContext] = []
      var shownView: [String]?
      var failedViews: [String] = []
      // The later blocks' extensions each compiled block took (`contextWithLaterExtensions`):
      // its code names them, so a block after it that holds that code holds them too, until the
      // block that declares them (`LinkText` reading an environment key the note adds later).
      var borrowed: [(borrower: [ContextDeclaration], extensions: [ContextDeclaration])] = []
      // The names earlier top-level code declared, compiled or not: steps of a script read them.
      var scriptNames: Set<String> = []
      return prepared.enumerated().map { index, block in
        var assembler = block
        assembler.pageCodes = pageCodes
        assembler.programs = programs
        assembler.unknownEnvironmentKeys = block.analysis.environmentKeys.filter { key in
          PlatformAPI.shared.member(named: key) == nil && !declaredOnPage.contains(key)
        }.sorted()
        let pageNames = Set(context.declarations.flatMap(\.declaration.names))
        let reads = assembler.analysis.undeclaredValues
        if assembler.analysis.category == .shownAlone(.statement),
          reads.isSubset(of: pageNames) || viewMembers.contains(where: reads.isSubset)
        {
          assembler.analysis.category = .fragment(.snippet)
        }
        // `let binding = Binding(get: { text }, …)` over the state of the page's members or of
        // a view of the page: statements of that body, which no stored property could be.
        if assembler.analysis.mayBeBodyLocals, !reads.isEmpty,
          members.map({ reads.isSubset(of: $0.names) }) ?? false
            || viewMembers.contains(where: reads.isSubset)
        {
          assembler.analysis.category = .fragment(.snippet)
        } else if assembler.analysis.mayBeBodyLocals, !reads.isEmpty,
          reads.isSubset(of: pageNames.union(scriptNames)), !block.attributes.standalone
        {
          // Over values earlier top-level code declared (`let length = word.count` after `let
          // word`): the next step of that code, as no property's initial value reads another
          // property of its type; later steps see its constants.
          assembler.analysis.category = .program
          assembler.analysis.items = assembler.analysis.topLevelItems
        }
        if assembler.analysis.category == .fragment(.snippet), !block.attributes.standalone,
          assembler.analysis.undeclaredValues.isSubset(of: pageNames)
        {
          assembler.analysis.category = .program
        } else if assembler.analysis.valueChains, !block.attributes.standalone, let members,
          assembler.analysis.undeclaredValues.isSubset(of: members.names)
        {
          // `hello.padding()` after a block that showed `var hello: some View { … }`.
          assembler.analysis.category = .fragment(.viewExpression)
        } else if assembler.analysis.viewBuilderStatements, !block.attributes.standalone,
          viewMembers.contains(where: assembler.analysis.undeclaredValues.isSubset)
        {
          // `if isOn { Circle() }` over a page view's `@State var isOn`: a body for that view.
          assembler.analysis.category = .fragment(.viewExpression)
        }
        if assembler.analysis.category == .program {
          scriptNames.formUnion(assembler.blockDeclarations.flatMap(\.declaration.names))
        }
        if assembler.isFragment {
          assembler.unshownValues = PageNames.unshown(
            assembler.analysis.undeclaredValues.sorted(), declared: declaredAnywhere)
        }
        var version: ContextVersion?
        if !block.attributes.standalone {
          let identifiers = blockWords[index]
          let declared = assembler.blockDeclarations.map(\.declaration)
          // Only later types that still use this block's version of its names can pair with it.
          let later = Self.lendable(lent[(index + 1)...], to: declared, leftBehind: [])
          let replaced = pageTypes.filter { type in
            !context.declarations.contains { $0.lines == type.lines }
          }
          let typePaired = PageContext.pairing(
            context.selection(
              declaring: declared, mentioning: identifiers,
              line: block.codeBlock.range.start.line,
              boundByBlock: {
                SwiftSource.parse(block.hiddenLines.compiledCode).map { NameUsage($0).declared }
                  ?? []
              }),
            withLater: later, replaced: replaced,
            // A member the block declares itself (`func alert(_:)` of a `View` extension) is no
            // use of a later type's member of that name.
            mentioning: identifiers.subtracting(declared.flatMap(\.declaredBaseNames)),
            wanting: declared.reduce(into: [:]) { $0.merge($1.wantedObjectModels) { a, _ in a } })
          let selection = PageContext.pairing(
            typePaired, launchedByAppsOf: declared, withLater: later)
          assembler.context =
            selection.declarations
            + Self.carried(
              borrowed, into: selection.declarations, before: block.codeBlock.range.end.line)
          assembler.leftBehind = selection.leftBehind
          assembler.later = Self.lendable(
            lent[(index + 1)...], to: declared, leftBehind: selection.leftBehind
          ).map { lent in
            // A page that shows its code twice (in two languages) cites the copy the reader has
            // read: an earlier one, broken the same way.
            brokenTypes.last { $0.isCopy(of: lent) } ?? lent
          }
          assembler.laterExtensions = lentExtensions[(index + 1)...].flatMap { $0 }
          // (Only for a fragment: a view a program declares runs as part of the later example
          // that builds it.)
          if assembler.isFragment {
            assembler.laterLines = prepared[(index + 1)...].filter(\.addsToPage).flatMap(\.ownLines)
          }
          let unresolved = block.unresolvedNames
          assembler.laterValues = lentValues[(index + 1)...].flatMap { $0 }.filter {
            !unresolved.isDisjoint(with: $0.declaration.names)
          }
          assembler.laterMembers = ownMembers[(index + 1)...].compactMap { $0 }
          assembler.members = members
          assembler.earlierMembers = earlierMembers
          assembler.replacedTypes = replaced
          assembler.shownView = shownView
          assembler.pageApps = context.declarations.filter { $0.declaration.appName != nil }
          assembler.pageNames = pageNames
          // A block paired with a type a later declaration replaced compiles in that type's
          // version, unless it starts a version of its own.
          let oldest = selection.declarations.filter { entry in
            replaced.contains { $0.lines == entry.lines }
          }.map(\.firstNoteLine).min()
          version =
            if let oldest, selection.version?.line != block.codeBlock.range.start.line {
              context.versions.last { $0.line < oldest }
            } else {
              selection.version
            }
        }
        func makeEntry(_ assembler: UnitAssembler) -> Entry {
          let (outcome, builtRoot) = assembler.outcome()
          let rootBuilders = assembler.rootBuilders(of: outcome)
          return Entry(
            blockIndex: index, codeBlock: block.codeBlock, attributes: block.attributes,
            hiddenLines: block.hiddenLines,
            completed: block.completed || builtRoot != nil
              || assembler.appLaunch(of: outcome) != nil || assembler.laterBuilder != nil,
            category: assembler.analysis.category, outcome: outcome,
            // A fragment hosted in a replaced view ran in the version that view belongs to.
            contextVersion: assembler.replacedHost(of: outcome).map { host in
              context.versions.last { $0.line < host.firstNoteLine }
            } ?? version,
            peerRoots: assembler.peerRoots(of: outcome),
            peerPreviews: assembler.peerPreviews(of: outcome), rootValues: builtRoot?.values ?? [],
            chosenRootValues: builtRoot?.chosen ?? [],
            completesRootCall: builtRoot?.completesCall ?? false,
            guessedHost: assembler.guessedHost(of: outcome),
            appLaunch: assembler.appLaunch(of: outcome), laterBuilder: assembler.laterBuilder,
            unmetRootParameters: assembler.unmetRootParameters(
              of: outcome, builders: rootBuilders),
            rootBuilder: rootBuilders.reached, unreachedRootBuilder: rootBuilders.unreached,
            unprovidedEnvironment: assembler.unprovidedEnvironment(of: outcome),
            typeCheckedOnBlankView: assembler.typeCheckedOnNeutralView)
        }
        var entry = makeEntry(assembler)
        // The block assembled with `change`, when it compiles that way.
        func keepIfItCompiles(_ change: (inout UnitAssembler) -> Void) {
          var retried = assembler
          change(&retried)
          let retriedEntry = makeEntry(retried)
          if compiles(retriedEntry) {
            assembler = retried
            entry = retriedEntry
          }
        }
        // A program or fragment that fails only in the page's other code (an earlier block's use
        // of a name it declares again, another platform's code, what is left of an excerpt) is
        // tried once more without those declarations.
        if assembler.addsToPage || assembler.isFragment && !block.attributes.standalone,
          case .compile = entry.outcome, !compiles(entry),
          let pruned = assembler.contextWithout(errorsAt: errorLines(entry))
        {
          keepIfItCompiles { $0.context = pruned }
        }
        // A block shown before the version of a type it needs (a view's `@ObservedObject var
        // person` before `class Person: ObservableObject`) is tried once more with that version.
        // And a block calling a member a later block's extension adds (`cancellableSet.store
        // { … }` before the note's `extension CancellableSet { func store(…) }`) compiles with
        // it: its errors are then its own, never a platform member the call was mistaken for.
        var tookExtensions: [ContextDeclaration] = []
        if !block.attributes.standalone {
          let named = blockWords[index]
          for newer in assembler.contextsWithLaterVersions(named: named) {
            guard case .compile = entry.outcome, !compiles(entry) else { break }
            keepIfItCompiles { $0.context = newer }
          }
          if case .compile = entry.outcome, !compiles(entry),
            let extended = assembler.contextWithLaterExtensions(named: named)
          {
            tookExtensions = extended.filter { !assembler.context.contains($0) }
            assembler.context = extended
            entry = makeEntry(assembler)
          }
        }
        // A type whose conformance a later block's extension of it completes (`enum Kind:
        // Identifiable`, then `extension Kind { var id … }`) compiles with that extension. When
        // the errors left are all the extension's, the block's own code is sound: later blocks
        // use its declarations, and it says where the code that fails is.
        var completingBlocks: [Int] = []
        if !block.attributes.standalone, assembler.addsToPage, case .compile = entry.outcome,
          !compiles(entry), !assembler.errorsAreElsewhere(errorLines(entry)),
          let completed = assembler.contextCompletingOwnTypes()
        {
          var retried = assembler
          retried.context = completed
          let retriedEntry = makeEntry(retried)
          let retriedCompiles = compiles(retriedEntry)
          if retriedCompiles || retried.errorsAreElsewhere(errorLines(retriedEntry)) {
            let taken = completed.filter { !assembler.context.contains($0) }
            tookExtensions += taken
            assembler = retried
            entry = retriedEntry
            completingBlocks = retriedCompiles ? [] : Array(Set(taken.map(\.block))).sorted()
          }
        }
        // An earlier copy of a view docbuild cannot build, which a later view of the page builds
        // with a call this copy takes: it runs through that view, when that compiles.
        if !entry.unmetRootParameters.isEmpty, let building = assembler.laterBuilder(of: entry) {
          keepIfItCompiles { $0.laterBuilder = building }
        }
        // A fragment over one view's members that the note shows a block at a time compiles
        // with all of them.
        let runsNowhere = if case .compile = entry.outcome { !compiles(entry) } else { true }
        if runsNowhere, !block.attributes.standalone, assembler.isFragment,
          let gathered = assembler.gatheringMembers(), gathered != assembler.members
        {
          keepIfItCompiles { $0.gatheredMembers = gathered }
        }
        // A corrected line for a view whose own block does not compile (a broken call shown
        // first, the fix after, reading that view's `@State`): run as that view, the line its
        // body, when that compiles.
        let brokenViews = brokenTypes.filter { $0.declaration.viewName != nil }
        if runsNowhere, !block.attributes.standalone, assembler.isFragment, !brokenViews.isEmpty,
          !compiles(entry)
        {
          keepIfItCompiles { $0.replacedTypes += brokenViews }
        }
        // A chain that needs nothing of any view (`.onAppear { print("shown") }`) is no part of
        // the view it was applied to: when that view, or every view of the page, does not
        // compile, it runs on a neutral one.
        let hostFails =
          if case .compile = entry.outcome { !compiles(entry) } else { !failedViews.isEmpty }
        if hostFails, assembler.needsNoPageView(declared: declaredAnywhere) {
          keepIfItCompiles { $0.onNeutralView = true }
        }
        // A chain with no view of the page to modify (none is shown yet, or the note shows none)
        // is at least type-checked, on a blank view, when it needs none of its own.
        if case .notRun = entry.outcome, failedViews.isEmpty, !block.attributes.standalone,
          assembler.needsNoViewOfItsOwn
        {
          keepIfItCompiles { $0.typeCheckedOnNeutralView = true }
        }
        entry.failsOnlyInBlocks = completingBlocks
        guard case .compile = entry.outcome else {
          if entry.category == .fragment(.modifierChain) { entry.failedViews = failedViews }
          entry.undeclaredValues =
            assembler.analysis.undeclaredValues.subtracting(pageNames).sorted()
            + assembler.unknownEnvironmentKeys.map { "EnvironmentValues.\($0)" }
          entry.undeclaredCalls = assembler.analysis.undeclaredCalls.subtracting(pageNames).sorted()
          return entry
        }
        if assembler.addsToPage, compiles(entry) {
          if !tookExtensions.isEmpty {
            borrowed.append((assembler.ownDeclarations, tookExtensions))
          }
          context = context.adding(
            assembler.ownDeclarations, line: block.codeBlock.range.start.line)
          pageTypes += assembler.ownDeclarations.filter(\.declaration.isType)
        } else if assembler.addsToPage, !completingBlocks.isEmpty {
          context = context.adding(
            assembler.ownDeclarations, line: block.codeBlock.range.start.line)
        } else if assembler.addsToPage {
          failedViews += assembler.blockDeclarations.compactMap(\.declaration.viewName)
            .filter { !failedViews.contains($0) }
          brokenTypes += assembler.ownDeclarations.filter(\.declaration.isType)
          if let sound = assembler.soundDeclarations(brokenAt: errorLines(entry)) {
            context = context.adding(sound, line: block.codeBlock.range.start.line)
          }
        } else if let own = assembler.memberContext, compiles(entry) {
          members = own
          earlierMembers.append(own)
        } else if let shown = assembler.shownViewExpression(entry.outcome), compiles(entry) {
          shownView = shown
        }
        return entry
      }
    }
    // A view that one of the page's programs builds runs there and is never given chosen values;
    // a program that does not compile builds nothing, so when a root went without them, the
    // page is assembled again with only the programs that compile.
    // A fragment left without a placement is placed as a later block repeating it was.
    func placingTwins(_ entries: [Entry]) -> [Entry] {
      TwinPlacement.placing(entries, ownLines: prepared.map(\.ownLines), compiles: compiles)
    }
    let first = entries(programs: allPrograms)
    guard first.contains(where: { !$0.unmetRootParameters.isEmpty }) else {
      return placingTwins(first)
    }
    let compiledPrograms = zip(prepared, first).filter { _, entry in
      guard entry.category == .program, case .compile = entry.outcome else { return false }
      return compiles(entry)
    }.map { program($0.0) }
    guard compiledPrograms != allPrograms else { return placingTwins(first) }
    return placingTwins(entries(programs: compiledPrograms))
  }
}

extension Notebook {
  /// The extensions earlier blocks borrowed from later ones that a block after them needs: those
  /// of a borrower `selection` holds, from blocks past `line` (the block's last line), each once.
  fileprivate static func carried(
    _ borrowed: [(borrower: [ContextDeclaration], extensions: [ContextDeclaration])],
    into selection: [ContextDeclaration], before line: Int
  ) -> [ContextDeclaration] {
    borrowed.filter { entry in entry.borrower.contains(where: selection.contains) }
      .flatMap(\.extensions)
      .filter { $0.firstNoteLine > line && !selection.contains($0) }
      .firstOccurrences
      .sorted { $0.firstNoteLine < $1.firstNoteLine }
  }

  /// What the later blocks (`lentByBlock`: each one's types, in page order) lend a block that
  /// declares `declared`. A parent left with the old version of a child this block redeclares
  /// is lent from a later block only when that block does not declare the child again itself:
  /// there the parent pairs with its own child, and this block's would break it. Past such a
  /// block, a type using a name it declared again uses that later version, not this block's.
  fileprivate static func lendable(
    _ lentByBlock: ArraySlice<[ContextDeclaration]>, to declared: [Declaration],
    leftBehind: Set<String>
  ) -> [ContextDeclaration] {
    let names = Set(declared.flatMap(\.names))
    var declaredAgain = Set<String>()
    return lentByBlock.flatMap { blockTypes in
      let blockNames = Set(blockTypes.flatMap(\.declaration.names))
      let ownChild = !names.isDisjoint(with: blockNames)
      defer { declaredAgain.formUnion(names.intersection(blockNames)) }
      return blockTypes.filter { lent in
        (!ownChild || leftBehind.isDisjoint(with: lent.declaration.names))
          && declaredAgain.isDisjoint(with: lent.declaration.identifiers)
      }
    }
  }
}

extension ContextDeclaration {
  /// Whether `other` declares the same names with the same code, spaces and comments aside.
  fileprivate func isCopy(of other: ContextDeclaration) -> Bool {
    func code(_ entry: ContextDeclaration) -> [String] {
      entry.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isBlankOrComment }
    }
    return declaration.names == other.declaration.names && code(self) == code(other)
  }
}

/// The members of the page's last fragment of members, which later view expressions may read.
struct MemberContext: Hashable, Sendable {
  var names: Set<String>
  var lines: [SourceMap.Line]
  /// What holds them: only a fragment of members may read members only a class holds.
  var holder: MemberHolder = .structure
}

/// A declaration carried down the page, with its lines already mapped to the note.
struct ContextDeclaration: Hashable, Sendable {
  var declaration: Declaration
  var lines: [SourceMap.Line]
  /// The fence line of the block that declares it.
  var block: Int
  /// Its code, as the unit holds it.
  var code: String { lines.map(\.text).joined(separator: "\n") }
  /// It uses the old shape of a name the page declared again: it stays with the old version.
  var staysBehind = false
  /// It uses a type its own block declares under a platform name (`@Published var state =
  /// State()` beside a pseudo-definition of `State`): it means that type, so it enters only the
  /// blocks that name it, and brings that type along.
  var followsShadow = false
}

extension FenceAttributes.Mode {
  fileprivate var isCompileFail: Bool {
    if case .compileFail = self { true } else { false }
  }

  /// Blocks that are meant to compile share their declarations with the rest of the page.
  fileprivate var addsToPage: Bool {
    switch self {
    case .run, .compileOnly: true
    case .compileFail, .ignore: false
    }
  }
}

/// Builds the unit of one block.
private struct UnitAssembler {
  let completed: Bool
  let blockIndex: Int
  let codeBlock: CodeBlock
  let attributes: FenceAttributes
  let hiddenLines: HiddenLines
  var analysis: SwiftBlockAnalysis
  /// The page's context as this block sees it (`PageContext.selection`).
  var context: [ContextDeclaration]
  /// Names of the context's declarations left with an old version, which a later block may
  /// declare anew for this one.
  var leftBehind: Set<String> = []
  /// Types later blocks of the page declare, in page order.
  var later: [ContextDeclaration]
  /// Top-level functions and values later blocks declare that the block reads without
  /// declaring them (`fruits`, a list a later block makes), in page order.
  var laterValues: [ContextDeclaration] = []
  /// The lines of the later blocks that add to the page, where a root's argument the unit lacks
  /// may be built in place (`ShelfRow` here, `Shelf(name: "Poems")` in a later list).
  var laterLines: [SourceMap.Line] = []
  /// Types of earlier blocks that a later declaration of their name replaced, in page order: a
  /// fragment reading an old view's members is hosted in that version.
  var replacedTypes: [ContextDeclaration] = []
  /// The code of every block of the page, where a root's constructor calls are looked for.
  var pageCodes: [String] = []
  /// The page's programs: a view one of them builds is never given chosen values.
  var programs: [RootConstruction.Program] = []
  var members: MemberContext?
  /// The page's earlier fragments of members that compiled, in page order: a program's view
  /// expression may read one that is not the last.
  var earlierMembers: [MemberContext] = []
  /// The extensions later blocks declare, in page order (`contextWithLaterExtensions`).
  var laterExtensions: [ContextDeclaration] = []
  /// The later blocks' fragments of members, each with its own lines only (`gatheringMembers`).
  var laterMembers: [MemberContext] = []
  /// The members of several of the page's fragments the fragment is compiled with, when no one
  /// of them holds all it reads (`gatheringMembers`).
  var gatheredMembers: MemberContext?
  /// The environment values the fragment reads that neither SwiftUI nor the page declares: an
  /// excerpt of code the note never shows.
  var unknownEnvironmentKeys: [String] = []
  /// A modifier chain applied to `neutralView` rather than a view of the page
  /// (`needsNoPageView`).
  var onNeutralView = false
  /// A modifier chain with no view of the page to modify, type-checked on `neutralView` and never
  /// run (`needsNoViewOfItsOwn`): on a blank view it would show nothing the note meant.
  var typeCheckedOnNeutralView = false
  /// The values the fragment reads that no block of the page declares nor the platform has: an
  /// excerpt of code the note never shows, as a whole block reading them is.
  var unshownValues: [String] = []
  /// The page's last view expression that compiled on its own: what a later modifier chain
  /// modifies when the page declares no view.
  var shownView: [String]?
  /// The apps of the page's earlier blocks that compiled, one of which may launch the root.
  var pageApps: [ContextDeclaration] = []
  /// The names the page's context declares.
  var pageNames: Set<String> = []
  /// A later view of the page the unit mounts, which builds the block's own root view
  /// (`laterBuilder(of:)`).
  var laterBuilder: ContextDeclaration?

  var isFragment: Bool {
    if case .fragment = analysis.category { true } else { false }
  }

  /// A program block meant to compile shares its declarations with the rest of the page.
  var addsToPage: Bool {
    analysis.category == .program && !attributes.standalone && attributes.mode.addsToPage
  }

  /// What the build does with the block, and the root docbuild built from the page's calls or
  /// values, if it built one.
  func outcome() -> (Notebook.Entry.Outcome, builtRoot: RootConstruction.Built?) {
    if attributes.mode == .ignore {
      return (.notRun(reason: "`ignore`: shown, not compiled"), nil)
    }
    switch analysis.category {
    case .program:
      let (unit, builtRoot) = programUnit()
      return (.compile(unit), builtRoot)
    case .fragment(let kind):
      guard unknownEnvironmentKeys.isEmpty, unshownValues.isEmpty, let unit = fragmentUnit(kind)
      else {
        return (.notRun(reason: kind.reason), nil)
      }
      return (.compile(unit), nil)
    case .apiListing, .consoleLog, .compilerMessage, .codeWithOutput, .partOfExample, .invalid,
      .otherLanguage, .shownAlone, .plainText, .macro, .otherPlatform:
      // The author says it must fail to compile: compile it as written, even when it does not parse.
      if attributes.mode.isCompileFail { return (.compile(programUnit().unit), nil) }
      return (.notRun(reason: analysis.category.reason), nil)
    }
  }

  /// The block's members, for the fragments after it: a fragment of members without its `body`
  /// (a `var body`, or the view expressions that make one), with the earlier members it read.
  var memberContext: MemberContext? {
    guard analysis.category == .fragment(.members), !attributes.standalone else { return nil }
    let body = Set(analysis.bodyExpressionLines + analysis.bodyPropertyLines)
    let own = hiddenLines.compiledLines.indices.map { $0 + 1 }
      .filter { !body.contains($0) && !fileScopeLines.contains($0) }.map { mappedLine($0) }
    guard let borrowed = borrowedMembers else {
      return MemberContext(names: analysis.memberNames, lines: own, holder: analysis.holder)
    }
    return MemberContext(
      names: borrowed.names.union(analysis.memberNames), lines: borrowed.lines + own,
      holder: holder)
  }

  /// What the block's fragment is compiled inside: the holder its own members need, or a class
  /// when the page's members it reads need one.
  private var holder: MemberHolder {
    analysis.holder.joined(with: borrowedMembers?.holder ?? .structure)
  }

  /// The block's code, when it is a view expression that compiles as it is, wrapped in a view of
  /// its own: a later modifier chain may modify it.
  /// A lone `body` reading nothing from elsewhere gives the view it builds, when that is one
  /// expression (`var body: some View { NavigationView { … } }`).
  func shownViewExpression(_ outcome: Notebook.Entry.Outcome) -> [String]? {
    guard !attributes.standalone, attributes.mode.addsToPage, borrowedMembers == nil,
      case .compile(let unit) = outcome, unit.root == .type(Notebook.fragmentType)
    else { return nil }
    switch analysis.category {
    case .fragment(.viewExpression): return ownLines.map(\.text)
    case .fragment(.body) where analysis.undeclaredValues.isEmpty:
      return PageViewVariant.bodyView(ofLoneBody: ownLines.map(\.text))
    default: return nil
    }
  }

  /// The page's last members, when this fragment reads or calls one of them: its wrapper holds them.
  private var borrowedMembers: MemberContext? {
    if let gatheredMembers { return gatheredMembers }
    guard let members,
      !members.names.isDisjoint(with: analysis.undeclaredValues.union(analysis.undeclaredCalls))
    else { return nil }
    // Statements, and members joining members only a class holds, are placed there only when
    // every value they read is declared there (else they belong to a type the note never shows;
    // what they call is often the platform's: `withAnimation`).
    let readsOnlyThem = analysis.undeclaredValues.isSubset(of: members.names)
    guard analysis.category != .fragment(.snippet) || readsOnlyThem else { return nil }
    // Members only a class holds cannot sit in a view: only other members, without a `body`, or
    // statements join them in their class.
    let joinsTheirClass =
      analysis.category == .fragment(.members) && !analysis.declaresBody && readsOnlyThem
      || analysis.category == .fragment(.snippet)
    guard members.holder == .structure || joinsTheirClass else { return nil }
    return members
  }

  /// The members of the page's fragments of members (earlier ones that compiled, later ones as
  /// shown) that declare what this fragment reads, in page order: one view's members a note
  /// shows a block at a time (`@State var query` in one, `var results` over it in the next, then
  /// the `body` reading both). Nil when they do not declare every value it reads that the
  /// context does not, or need a class; never for a fragment of members, which later fragments
  /// borrow in turn.
  func gatheringMembers() -> MemberContext? {
    guard analysis.category != .fragment(.members) else { return nil }
    let candidates = (earlierMembers + laterMembers).filter { $0.holder == .structure }
    // What the fragment reads, and in turn what the members it takes read.
    var read = analysis.undeclaredValues.union(analysis.undeclaredCalls)
    var taken = Set<Int>()
    var grew = true
    while grew {
      grew = false
      for index in candidates.indices
      where !taken.contains(index) && !candidates[index].names.isDisjoint(with: read) {
        taken.insert(index)
        read.formUnion(
          CodeWords.identifiers(in: candidates[index].lines.map(\.text).joined(separator: "\n")))
        grew = true
      }
    }
    let holding = taken.sorted().map { candidates[$0] }
    let names = holding.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    guard !holding.isEmpty, analysis.undeclaredValues.isSubset(of: names.union(pageNames))
    else { return nil }
    // An earlier fragment's context holds the members it borrowed too: each line once.
    var seen = Set<SourceMap.Line>()
    return MemberContext(
      names: names, lines: holding.flatMap(\.lines).filter { seen.insert($0).inserted })
  }

  /// The lines of the fragment's extensions, compiled before its wrapper (`FileScopeDeclarations`).
  private var fileScopeLines: Set<Int> {
    FileScopeDeclarations.extensionLines(in: hiddenLines.compiledCode)
  }

  /// The lines compiled before the fragment's wrapper: its extensions and its own types, but
  /// those the context declares too.
  private var hoistedLines: Set<Int> {
    fileScopeLines.union(
      FileScopeDeclarations.typeLines(
        in: hiddenLines.compiledCode, besides: Set(context.flatMap(\.declaration.names))))
  }

  /// The block's lines as a unit holds them.
  var ownLines: [SourceMap.Line] {
    hiddenLines.compiledLines.indices.map { mappedLine($0 + 1) }
  }

  /// The block's lines, its view expressions (after its members) inside a synthesized `body`.
  /// The lines the wrapper holds (not the `hoistedLines`).
  private var ownLinesWithBody: [SourceMap.Line] {
    let expressions = Set(analysis.bodyExpressionLines)
    let hoisted = hoistedLines
    let numbers = hiddenLines.compiledLines.indices.map { $0 + 1 }.filter {
      !hoisted.contains($0)
    }
    guard !expressions.isEmpty else { return numbers.map { mappedLine($0) } }
    // `@Previewable @State var x` shown without its `#Preview`: the state is the view's
    // property, as the macro makes it (the attribute blanked, so the columns hold).
    let blank = String(repeating: " ", count: PreviewableState.attribute.count)
    return numbers.filter { !expressions.contains($0) }.map { number in
      var line = mappedLine(number)
      line.text = line.text.replacing(PreviewableState.attribute, with: blank)
      return line
    }
      + [Self.synthesized("var body: some View {")]
      + numbers.filter { expressions.contains($0) }.map { mappedLine($0) }
      + [Self.synthesized("}")]
  }

  /// The plain names the block reads or calls and declares nowhere in its own code.
  var unresolvedNames: Set<String> {
    guard let tree = SwiftSource.parse(hiddenLines.compiledCode) else { return [] }
    let usage = NameUsage(tree)
    return Set(usage.undeclaredValues).union(usage.calledFunctions.subtracting(usage.declared))
  }

  /// The block's declarations, as the page carries them.
  var ownDeclarations: [ContextDeclaration] {
    let shadows = Set(
      blockDeclarations.map(\.declaration).filter(\.shadowsPlatform).flatMap(\.names))
    return blockDeclarations.map { item, declaration in
      ContextDeclaration(
        declaration: declaration, lines: item.lines.map { mappedLine($0) },
        block: codeBlock.range.start.line,
        followsShadow: !declaration.shadowsPlatform
          && !declaration.identifiers.isDisjoint(with: shadows))
    }
  }

  /// The later blocks' types this block needs (and those they need in turn), each from the first
  /// block that declares it, when neither the context nor the block itself declares it.
  private var forwardDeclarations: [ContextDeclaration] { forwardDeclarations(besides: nil) }

  /// `forwardDeclarations` for a unit that holds `declaration` too (a later block's view the
  /// block is a variant of): what that declaration needs as well.
  private func forwardDeclarations(besides declaration: Declaration?) -> [ContextDeclaration] {
    guard !later.isEmpty || !laterValues.isEmpty else { return [] }
    var known = Set(context.flatMap(\.declaration.names))
      .union(blockDeclarations.flatMap(\.declaration.names))
      .union(declaration?.names ?? [])
    var wanted = CodeWords.identifiers(in: hiddenLines.compiledCode)
      .union(context.flatMap(\.declaration.identifiers)).union(leftBehind)
      .union(declaration?.identifiers ?? [])
      .union(CodeWords.identifiers(in: modifiedExpression?.joined(separator: "\n") ?? ""))
    var taken: [ContextDeclaration] = []
    // Of the later versions of one view (a migration note's before and after), the one whose
    // wrappers want the object models the unit holds.
    func fitsModels(_ candidate: ContextDeclaration) -> Bool {
      let kinds = ObjectModelVersions.kinds(
        of: (context + taken).map(\.declaration) + blockDeclarations.map(\.declaration)
          + (declaration.map { [$0] } ?? []))
      return ObjectModelVersions.fits(candidate.declaration, kinds)
        || !later.contains {
          $0.declaration.names == candidate.declaration.names
            && ObjectModelVersions.fits($0.declaration, kinds)
        }
    }
    // Of the later versions of one view the block calls (a closure-taking picker, then an
    // array-taking one), the one whose initializers take the block's calls.
    let code = hiddenLines.compiledCode
    // (Each view's calls read once: the loop below asks again on every pass.)
    var callsOfView: [String: [InitializerFit.Call]] = [:]
    func fitsCalls(_ candidate: ContextDeclaration) -> Bool {
      guard let name = candidate.declaration.viewName else { return true }
      let calls = callsOfView[name] ?? InitializerFit.calls(of: name, in: code)
      callsOfView[name] = calls
      func fits(_ version: ContextDeclaration) -> Bool {
        guard let initializers = InitializerFit.initializers(of: name, in: version.code) else {
          return false
        }
        return calls.allSatisfy { InitializerFit.fits($0, anyOf: initializers) }
      }
      return calls.isEmpty || fits(candidate)
        || !later.contains { $0.declaration.names == candidate.declaration.names && fits($0) }
    }
    var found = true
    while found {
      found = false
      for candidate in later + laterValues
      where known.isDisjoint(with: candidate.declaration.names)
        && !wanted.isDisjoint(
          with: candidate.declaration.shadowsPlatform
            ? candidate.declaration.ownMembers : Set(candidate.declaration.names))
        && fitsModels(candidate) && fitsCalls(candidate)
      {
        taken.append(candidate)
        known.formUnion(candidate.declaration.names)
        wanted.formUnion(candidate.declaration.identifiers)
        found = true
      }
    }
    // What a later block declares may need the modules that block imports (`@Model` and
    // `import SwiftData` after the app that shows its list); another block's imports, never.
    let lendingBlocks = Set(taken.map(\.block))
    if !taken.isEmpty {
      // (Not a test's: `import XCTest`, `@testable import App`, the app's module, which no
      // block of the page is.)
      taken += later.filter { candidate in
        candidate.declaration.isImport && lendingBlocks.contains(candidate.block)
          && known.isDisjoint(with: candidate.declaration.names)
          && candidate.declaration.names != ["import XCTest"]
          && !candidate.lines.contains { $0.text.contains("@testable") }
      }
    }
    return taken
  }

  /// The context with the later blocks' extensions that add a member the block names (`named`:
  /// its words) and neither the context nor the block declares, each member from the first later
  /// block that adds it, and those the taken ones name in turn (a property whose getter calls a
  /// generic `get()` another block adds); nil when none does. What they need in turn comes from
  /// the later blocks too (`forwardDeclarations`: the context's words are wanted).
  func contextWithLaterExtensions(named words: Set<String>) -> [ContextDeclaration]? {
    // What the later types the unit takes name counts too: a view shown later builds a model
    // nested in its own extension (`extension Counter { class Model … }`).
    var named = words.union(forwardDeclarations.flatMap(\.declaration.identifiers))
    // A block declaring a member itself is never given a later copy of it.
    var known = Set((context + ownDeclarations).flatMap(\.declaration.names))
    var extensions: [ContextDeclaration] = []
    // A later type a taken extension names comes along (`forwardDeclarations`), and what it
    // names counts too (an environment key whose default is a preset another extension adds).
    var namingTypes = Set<[String]>()
    var grew = true
    while grew {
      grew = false
      for entry in laterExtensions
      where known.isDisjoint(with: entry.declaration.names)
        && !entry.declaration.memberNames.isDisjoint(with: named)
      {
        extensions.append(entry)
        known.formUnion(entry.declaration.names)
        named.formUnion(entry.declaration.identifiers)
        grew = true
      }
      for type in later
      where !namingTypes.contains(type.declaration.names)
        && !named.isDisjoint(with: type.declaration.names)
      {
        namingTypes.insert(type.declaration.names)
        named.formUnion(type.declaration.identifiers)
        grew = true
      }
    }
    return extensions.isEmpty
      ? nil : context + extensions.sorted { $0.firstNoteLine < $1.firstNoteLine }
  }

  /// The context with the later blocks' extensions of a type the block declares (`enum Kind:
  /// Identifiable` nested in `extension Button`, then `extension Button.Kind { var id … }`): the
  /// conformance the block declares is completed there. Nil when no later block extends one.
  func contextCompletingOwnTypes() -> [ContextDeclaration]? {
    let own = Set(ownDeclarations.flatMap(\.declaration.qualifiedNames))
    let completing = laterExtensions.filter { entry in
      entry.declaration.extendedType.map(own.contains) ?? false
    }
    return completing.isEmpty ? nil : context + completing
  }

  /// Whether all of `errorLines` (note lines) lie outside the block's own lines, and some lie
  /// anywhere: what fails is the code it was compiled with.
  func errorsAreElsewhere(_ errorLines: Set<Int>) -> Bool {
    !errorLines.isEmpty && errorLines.isDisjoint(with: Self.noteLines(of: ownLines))
  }

  /// The context with each type the block names (`named`: its words) taken from the first later
  /// block that declares it again, to be tried in turn; none when no later block does. Then the
  /// same without the context's users of the old version that the block does not name (a parent
  /// building the child as the old version took it), for a call that fits only the later
  /// version (`ChildView()` with the child reading its timer from the environment, not the
  /// earlier one taking it).
  /// A type the taken versions use members of that only its own first later version declares
  /// is taken from there too (a style type shown conforming to the protocol's next step, whose
  /// `EnvironmentPath` alias only that step declares).
  func contextsWithLaterVersions(named: Set<String>) -> [[ContextDeclaration]] {
    var swapped = Set<String>()
    // The swapped names whose version is built or read differently: a view, or a type that
    // drops a member or changes an initializer.
    var reshaped = Set<String>()
    var newer = context
    var wanted = Set<String>()
    var grew = true
    while grew {
      grew = false
      for (index, entry) in newer.enumerated()
      where entry.declaration.isType && swapped.isDisjoint(with: entry.declaration.names) {
        guard
          let version = later.first(where: { $0.declaration.names == entry.declaration.names }),
          !named.isDisjoint(with: entry.declaration.names)
            || !version.declaration.memberNames.subtracting(entry.declaration.memberNames)
              .isDisjoint(with: wanted)
        else { continue }
        newer[index] = version
        swapped.formUnion(version.declaration.names)
        wanted.formUnion(version.declaration.identifiers)
        let grows =
          version.declaration.viewName == nil
          && version.declaration.initializers == entry.declaration.initializers
          && entry.declaration.memberNames.isSubset(of: version.declaration.memberNames)
        if !grows {
          reshaped.formUnion(version.declaration.names)
        }
        grew = true
      }
    }
    guard !swapped.isEmpty else { return [] }
    // Users of a version that only grows (a protocol's next step) still fit it.
    let withoutOldUsers = newer.filter { entry in
      let oldUser =
        !entry.declaration.identifiers.isDisjoint(with: reshaped)
        && swapped.isDisjoint(with: entry.declaration.names)
      return !oldUser || !named.isDisjoint(with: entry.declaration.names)
    }
    return withoutOldUsers == newer ? [newer] : [newer, withoutOldUsers]
  }

  /// The context without the declarations that hold `errorLines` (note lines) and those that use
  /// them; nil when an error is in the block itself, or when no declaration holds one.
  func contextWithout(errorsAt errorLines: Set<Int>) -> [ContextDeclaration]? {
    guard errorsAreElsewhere(errorLines) else { return nil }
    let broken = Self.broken(
      context, at: errorLines, uses: context.map(\.declaration.identifiers))
    guard !broken.isEmpty else { return nil }
    return context.indices.filter { !broken.contains($0) }.map { context[$0] }
  }

  /// Of a block that does not compile, the declarations that neither hold one of its errors
  /// (`brokenAt`: their note lines) nor name a declaration that does: what later blocks may still
  /// use. Nil when an error is outside the block (its context is at fault, not one declaration)
  /// or when nothing is left.
  func soundDeclarations(brokenAt errorLines: Set<Int>) -> [ContextDeclaration]? {
    let own = ownDeclarations
    guard !errorLines.isEmpty,
      errorLines.isSubset(of: Self.noteLines(of: own.flatMap(\.lines)))
    else { return nil }
    let broken = Self.broken(
      own, at: errorLines,
      uses: own.map { CodeWords.identifiers(in: $0.lines.map(\.text).joined(separator: "\n")) })
    let sound = own.indices.filter { !broken.contains($0) }.map { own[$0] }
    return sound.isEmpty ? nil : sound
  }

  /// The indices of `declarations` that hold one of `errorLines` (note lines), and of those that
  /// use (`uses`: each one's words) a name of one of them, and so on.
  private static func broken(
    _ declarations: [ContextDeclaration], at errorLines: Set<Int>, uses: [Set<String>]
  ) -> Set<Int> {
    var broken = Set(
      declarations.indices.filter {
        !errorLines.isDisjoint(with: noteLines(of: declarations[$0].lines))
      })
    var grew = !broken.isEmpty
    while grew {
      grew = false
      let names = Set(broken.flatMap { declarations[$0].declaration.names })
      for index in declarations.indices
      where !broken.contains(index) && !uses[index].isDisjoint(with: names) {
        broken.insert(index)
        grew = true
      }
    }
    return broken
  }

  /// The note lines some unit lines come from.
  private static func noteLines(of lines: [SourceMap.Line]) -> Set<Int> {
    Set(lines.compactMap { if case .note(let line, _) = $0.origin { line } else { nil } })
  }

  // MARK: Programs

  /// The replaced view a fragment's unit was hosted in, if it was (`PageViewVariant`).
  func replacedHost(of outcome: Notebook.Entry.Outcome) -> ContextDeclaration? {
    guard case .compile(let unit) = outcome, let kind = unit.fragment,
      let variant = pageViewVariant(kind),
      let opening = variant.opening.first.map(Self.synthesized),
      unit.sourceMap.lines.contains(opening)
    else { return nil }
    return replacedTypes.first { $0.declaration == variant.declaration }
  }

  /// The page's view a fragment's unit was hosted in (`PageViewVariant`), if it was.
  func guessedHost(of outcome: Notebook.Entry.Outcome) -> GuessedHost? {
    guard case .compile(let unit) = outcome, let kind = unit.fragment,
      let variant = pageViewVariant(kind),
      let opening = variant.opening.first.map(Self.synthesized),
      unit.sourceMap.lines.contains(opening)
    else { return nil }
    let declaration = (context + replacedTypes + later).first {
      $0.declaration == variant.declaration
    }
    return declaration.map { GuessedHost(name: variant.name, line: $0.firstNoteLine) }
  }

  /// The block's peer views when docbuild picked the root of its run among them.
  func peerRoots(of outcome: Notebook.Entry.Outcome) -> [String] {
    guard case .compile(let unit) = outcome, unit.fragment == nil, attributes.root == nil,
      attributes.mode == .run, !hasPreviews,
      blockDeclarations.allSatisfy({ $0.declaration.previewProvider == nil })
    else { return [] }
    return RootViewFinder.peers(
      blockApps: blockDeclarations.compactMap(\.declaration.appName),
      blockViews: blockDeclarations.compactMap(\.declaration.viewName),
      unitDeclarations: (context + forwardDeclarations).map(\.declaration)
        + blockDeclarations.map(\.declaration))
  }

  /// The block's previews, named for a reader, when it has several and its run mounts one of
  /// them (`peerPreviews`): its `#Preview`s, else its providers of views that do not hold one
  /// another.
  func peerPreviews(of outcome: Notebook.Entry.Outcome) -> [PeerPreview] {
    guard case .compile(let unit) = outcome, unit.fragment == nil, attributes.root == nil,
      attributes.mode == .run, case .preview(let mounted) = unit.root
    else { return [] }
    if mounted == Notebook.previewFunction + "()" {
      let previews = analysis.items.filter { if case .preview = $0.kind { true } else { false } }
      guard previews.count > 1 else { return [] }
      return previews.enumerated().map { index, item in
        let lines = item.lines.map { hiddenLines.compiledLines[$0 - 1].text }
        let function = Notebook.previewFunction + (index == 0 ? "" : "\(index + 1)")
        return PeerPreview(
          label: PeerPreview.label(lines: lines, ordinal: index + 1),
          root: .preview(function + "()"))
      }
    }
    let suffix = ".previews"
    guard mounted.hasSuffix(suffix) else { return [] }
    let chosen = String(mounted.dropLast(suffix.count))
    let providers = blockDeclarations.map(\.declaration).filter { $0.previewProvider != nil }
    let peers = RootViewFinder.peerProviders(
      of: chosen, providers: providers,
      unitDeclarations: (context + forwardDeclarations).map(\.declaration)
        + blockDeclarations.map(\.declaration))
    guard !peers.isEmpty else { return [] }
    return ([chosen] + peers).map { PeerPreview(label: $0, root: .preview($0 + suffix)) }
  }

  /// The parameters of the unit's root view that nothing the note declares fills, when docbuild
  /// mounts the bare type of a view that needs arguments.
  /// `builders`: where the page's programs build the root (`rootBuilders(of:)`), found once.
  func unmetRootParameters(
    of outcome: Notebook.Entry.Outcome, builders: RootConstruction.Builders
  ) -> [String] {
    guard case .compile(let unit) = outcome, case .type(let name) = unit.root,
      attributes.mode == .run
    else { return [] }
    let declarations =
      (context + forwardDeclarations).map(\.declaration)
      + blockDeclarations.map(\.declaration)
    guard let view = declarations.last(where: { $0.viewName == name }) else { return [] }
    return RootConstruction.unmetParameters(
      view.needs, unitTypes: Self.typeNeeds(declarations), unitLines: unit.sourceMap.lines,
      laterLines: laterLines, choosing: builders.reached == nil)
  }

  /// The fence line of the page's program that builds the unit's root view `name`, which runs
  /// it there; nil when none does.
  func builder(of name: String) -> Int? {
    builders(of: name).reached
  }

  private func builders(of name: String) -> RootConstruction.Builders {
    RootConstruction.builders(of: name, version: version(of: name)?.code, among: programs)
  }

  /// The version of view `name` the unit builds: the block's own, else the context's, else the
  /// first later one (not through `forwardDeclarations`, whose modified view is built through
  /// here).
  private func version(of name: String) -> ContextDeclaration? {
    (context + ownDeclarations).last { $0.declaration.viewName == name }
      ?? later.first { $0.declaration.viewName == name }
  }

  /// For a root view docbuild could not build, where the page's programs build it: the program
  /// that runs it, or one that builds it only in code no root reaches.
  func rootBuilders(of outcome: Notebook.Entry.Outcome) -> RootConstruction.Builders {
    guard case .compile(let unit) = outcome, case .type(let name) = unit.root,
      attributes.mode == .run
    else { return .init() }
    return builders(of: name)
  }

  /// The first later view of the page (`later`) that needs no arguments and builds the block's
  /// root view, a version the block declares, with a call that version's initializers take
  /// (`InitializerFit`), in a block that declares the view again: the earlier copy runs through
  /// that view, as the page builds it. (A view no later block declares again runs as part of
  /// the later example that builds it.)
  func laterBuilder(of entry: Notebook.Entry) -> ContextDeclaration? {
    guard case .compile(let unit) = entry.outcome, case .type(let name) = unit.root,
      let version = ownDeclarations.last(where: { $0.declaration.viewName == name }),
      let initializers = InitializerFit.initializers(of: name, in: version.code)
    else { return nil }
    return later.first { candidate in
      guard let view = candidate.declaration.viewName, view != name,
        candidate.declaration.needs == .nothing,
        later.contains(where: { $0.block == candidate.block && $0.declaration.viewName == name })
      else { return false }
      return InitializerFit.calls(of: name, in: candidate.code).contains {
        InitializerFit.fits($0, anyOf: initializers)
      }
    }
  }

  /// The objects the unit's root view reads from its environment that docbuild could not
  /// provide, when it mounts the bare type of a view (as each declares them).
  func unprovidedEnvironment(of outcome: Notebook.Entry.Outcome) -> [String] {
    guard case .compile(let unit) = outcome, unit.fragment == nil, case .type(let name) = unit.root,
      attributes.root == nil, attributes.mode == .run
    else { return [] }
    let declarations =
      (context + forwardDeclarations).map(\.declaration) + blockDeclarations.map(\.declaration)
    guard let view = declarations.last(where: { $0.viewName == name }) else { return [] }
    let provided = RootConstruction.providable(
      view.environmentObjects, unitTypes: Self.typeNeeds(declarations))
    return view.environmentObjects.filter { !provided.contains($0) }.map(\.declaration)
  }

  /// Whether the block has a `#Preview` or a view expression beside its declarations: its root.
  private var hasPreviews: Bool {
    analysis.items.contains { item in
      if case .preview = item.kind { true } else { item.kind == .viewExpression }
    }
  }

  var blockDeclarations: [(item: BlockItem, declaration: Declaration)] {
    analysis.items.compactMap { item in
      if case .declaration(let declaration) = item.kind { (item, declaration) } else { nil }
    }
  }

  private func programUnit() -> (unit: CompilationUnit, builtRoot: RootConstruction.Built?) {
    let forward = forwardDeclarations
    var lines = [Self.importLine] + context.flatMap(\.lines) + forward.flatMap(\.lines)
    let expressionLines = Set(
      analysis.items.filter { $0.kind == .viewExpression }.flatMap { Array($0.lines) })
    var previewCount = 0
    // A preview with `@Previewable` state: where its view's `body` opens, and its last line.
    var stateBody: (line: Int, attributes: [SourcePosition])?
    var stateEnd: Int?
    for lineNumber in hiddenLines.compiledLines.indices.map({ $0 + 1 })
    where !expressionLines.contains(lineNumber) {
      var line = mappedLine(lineNumber)
      var shift = 0
      if let header = previewHeader(startingAt: lineNumber) {
        previewCount += 1
        let suffix = previewCount == 1 ? "" : "\(previewCount)"
        var function =
          "@MainActor @ViewBuilder func \(Notebook.previewFunction + suffix)() -> some View "
        if let (state, lastLine) = previewState(startingAt: lineNumber) {
          // As Xcode's macro does: the state as the properties of a view whose body is the rest.
          let view = Notebook.previewStateType + suffix
          function += "{ \(view)() }; struct \(view): View, SwiftUI.HostView "
          stateBody = (state.bodyLine, state.attributes)
          stateEnd = lastLine
        }
        line = replacing(header, on: lineNumber, with: function)
        shift = function.unicodeScalars.count - header.count
      }
      if let body = stateBody {
        for attribute in body.attributes where attribute.line == lineNumber {
          let width = PreviewableState.attribute.unicodeScalars.count
          line.text = Self.replacingScalars(
            in: line.text, attribute.column..<(attribute.column + width),
            with: String(repeating: " ", count: width))
        }
        if body.line == lineNumber {
          lines.append(Self.synthesized("var body: some View {"))
          stateBody = nil
        }
      }
      // The `)` after a preview's `body:` closure: blanked, so the columns hold.
      for closer in previewClosers where closer.line == lineNumber {
        let column = closer.column + shift
        line.text = Self.replacingScalars(in: line.text, column..<(column + 1), with: " ")
      }
      lines.append(line)
      if stateEnd == lineNumber {
        lines.append(Self.synthesized("}"))
        stateEnd = nil
      }
    }
    var hostedInMembers = false
    if previewCount == 0, !expressionLines.isEmpty,
      let members = membersRead(byLines: expressionLines, besides: forward)
    {
      // `Toggle("On", isOn: $isOn)` beside a style, after a block that showed `@State var isOn`:
      // a view holding those members, with the expressions for its `body`.
      hostedInMembers = true
      lines.append(Self.synthesized("struct \(Notebook.fragmentType): View {"))
      lines += members.lines
      lines.append(Self.synthesized("var body: some View {"))
      lines += expressionLines.sorted().map { mappedLine($0) }
      lines += ["}", "}"].map(Self.synthesized)
    } else if previewCount == 0 && !expressionLines.isEmpty {
      previewCount = 1
      lines.append(
        Self.synthesized(
          "@MainActor @ViewBuilder func \(Notebook.previewFunction)() -> some View {"))
      lines += expressionLines.sorted().map { mappedLine($0) }
      lines.append(Self.synthesized("}"))
    }
    var root: RootView? =
      if let named = attributes.root { .type(named) } else if hostedInMembers {
        .type(Notebook.fragmentType)
      } else if previewCount > 0 {
        .preview(Notebook.previewFunction + "()")
      } else if setsLiveView {
        // A playground's live view is the root: the harness mounts what the page set.
        nil
      } else if let preview = RootViewFinder.previewRoot(
        providers: blockDeclarations.map(\.declaration).filter { $0.previewProvider != nil },
        blockViews: blockDeclarations.compactMap(\.declaration.viewName),
        unitDeclarations: (context + forward).map(\.declaration)
          + blockDeclarations.map(\.declaration))
      {
        preview
      } else {
        RootViewFinder.root(
          blockApps: blockDeclarations.compactMap(\.declaration.appName),
          blockViews: blockDeclarations.compactMap(\.declaration.viewName),
          unitDeclarations: (context + forward).map(\.declaration)
            + blockDeclarations.map(\.declaration)
        ).map { .type($0) }
      }
    if let building = laterBuilder, let view = building.declaration.viewName,
      case .type = root
    {
      // (What the later view needs besides the block's own view comes from the later blocks.)
      let unitForward = forward + [building]
      lines +=
        forwardDeclarations(besides: building.declaration)
        .filter { !unitForward.contains($0) }.flatMap(\.lines) + building.lines
      root = .type(view)
    }
    if previewCount == 0, attributes.root == nil, attributes.mode == .run,
      case .type(let name) = root,
      let launch = self.launch(
        of: name,
        unitDeclarations: (context + forward).map(\.declaration)
          + blockDeclarations.map(\.declaration))
    {
      if !(context + forward).contains(where: {
        $0.declaration.names == launch.app.declaration.names
      }) {
        lines += launch.app.lines
      }
      root = .type(launch.name)
    }
    var builtRoot: RootConstruction.Built?
    // Only a block that runs mounts its root: one that is type-checked needs none built. The built
    // root goes to the driver, not the unit: when the compiler rejects docbuild's guess, that is
    // "root needs arguments", never the note's failure.
    if previewCount == 0, attributes.root == nil, attributes.mode == .run,
      case .type(let name) = root,
      let built = construction(
        of: name, among: (context + forward).map(\.declaration), unitLines: lines,
        providingEnvironment: true)
    {
      root = .preview(built.expression)
      builtRoot = built
    }
    let unit = CompilationUnit(
      sourceMap: SourceMap(lines: lines), root: root,
      hasTopLevelCode: analysis.items.contains { $0.kind == .statement }, blockIndex: blockIndex,
      fragment: nil)
    return (unit, builtRoot)
  }

  /// The page's last fragment of members (held by a struct) of which the block's lines `lines`
  /// read one (`$isOn` too) that neither the block nor its unit (the context and `forward`)
  /// declares.
  private func membersRead(byLines lines: Set<Int>, besides forward: [ContextDeclaration])
    -> MemberContext?
  {
    guard !attributes.standalone else { return nil }
    let code = lines.sorted().map { hiddenLines.compiledLines[$0 - 1].text }.joined(separator: "\n")
    let words = CodeWords.identifiers(in: code)
    let declared = Set(
      ((context + forward).map(\.declaration) + blockDeclarations.map(\.declaration))
        .flatMap(\.names))
    return earlierMembers.last { members in
      let read = words.intersection(members.names)
      return members.holder == .structure && !read.isEmpty && read.isDisjoint(with: declared)
    }
  }

  /// The page's app that launches view `name`, when the block declares no app of its own and
  /// the unit holds what the app needs besides (the app itself, often, from the page's context).
  private func launch(of name: String, unitDeclarations: [Declaration]) -> AppLaunch? {
    guard !blockDeclarations.contains(where: { $0.declaration.appName != nil }) else { return nil }
    return AppLaunch.find(
      building: name, among: pageApps, unitNames: Set(unitDeclarations.flatMap(\.names)),
      pageNames: pageNames)
  }

  /// The page's app the unit of `outcome` launches for its root view.
  func appLaunch(of outcome: Notebook.Entry.Outcome) -> AppLaunch? {
    guard case .compile(let unit) = outcome, case .type(let name) = unit.root,
      !blockDeclarations.contains(where: { $0.declaration.appName == name })
    else { return nil }
    return pageApps.last { $0.declaration.appName == name }.map(AppLaunch.init)
  }

  /// The block sets a playground page's live view (`PlaygroundPage.current.setLiveView(…)`).
  private var setsLiveView: Bool {
    analysis.items.contains { $0.kind == .statement }
      && hiddenLines.compiledCode.range(
        of: #"PlaygroundPage\s*\.\s*current\s*\.\s*(setLiveView\s*\(|liveView\s*=)"#,
        options: .regularExpression) != nil
  }

  /// An expression building view `name` as the page does, when it needs arguments or objects
  /// from its environment; nil when it needs none or the page does not show them.
  /// Only a program's root is given environment objects (`providingEnvironment`): its page
  /// says which, with the values docbuild chose.
  private func construction(
    of name: String, among declarations: [Declaration], unitLines: [SourceMap.Line],
    providingEnvironment: Bool = false
  ) -> RootConstruction.Built? {
    let unitDeclarations = declarations + blockDeclarations.map(\.declaration)
    guard let view = unitDeclarations.last(where: { $0.viewName == name }) else { return nil }
    let extensionInitializers = unitDeclarations.filter { $0.extendedType == name }
      .map(\.initializers.count).reduce(0, +)
    return RootConstruction.expression(
      for: name, needs: view.needs,
      environment: providingEnvironment ? view.environmentObjects : [], pageCodes: pageCodes,
      choosing: builder(of: name) == nil, unitTypes: Self.typeNeeds(unitDeclarations),
      unitLines: unitLines, laterLines: laterLines,
      initializers: max(view.initializers.count, 1) + extensionInitializers)
  }

  /// The types of `declarations`, each with what building it takes (the last declaration wins).
  private static func typeNeeds(_ declarations: [Declaration]) -> [String: RootConstruction.Needs] {
    Dictionary(
      declarations.filter(\.isType).flatMap { declaration in
        declaration.names.map { ($0, declaration.needs) }
      }, uniquingKeysWith: { $1 })
  }

  private func previewHeader(startingAt line: Int) -> Range<Int>? {
    for item in analysis.items where item.lines.lowerBound == line {
      if case .preview(let header?, _, _) = item.kind { return header }
    }
    return nil
  }

  /// The `@Previewable` state of the preview whose header is on `line`, with the preview's last
  /// line.
  private func previewState(startingAt line: Int) -> (PreviewableState, lastLine: Int)? {
    for item in analysis.items where item.lines.lowerBound == line {
      if case .preview(_?, _, let state?) = item.kind { return (state, item.lines.upperBound) }
    }
    return nil
  }

  /// The `)`s after the block's previews' `body:` closures.
  private var previewClosers: [SourcePosition] {
    analysis.items.compactMap { item in
      if case .preview(_?, let closer?, _) = item.kind { closer } else { nil }
    }
  }

  // MARK: Fragments

  /// The block's `body` is a `Scene`: an app's, not a view's.
  private var declaresSceneBody: Bool {
    hiddenLines.compiledCode.range(
      of: #"\bbody\s*:\s*some\s+(SwiftUI\.)?Scene\b"#, options: .regularExpression) != nil
  }

  /// The block's expression is a scene (`WindowGroup { … }.modelContainer(…)`): an app's body.
  private var showsScene: Bool {
    hiddenLines.compiledCode.range(
      of: #"^\s*(SwiftUI\.)?(WindowGroup|Window|DocumentGroup|Settings|MenuBarExtra)\b"#,
      options: .regularExpression) != nil
  }

  /// The block's expression is menu-bar commands (`CommandMenu("Tools") { … }`,
  /// `SidebarCommands()`) or a scene's `.commands { … }`: an app's, not a view's.
  private var showsCommands: Bool {
    hiddenLines.compiledCode.range(
      of: #"^\s*(SwiftUI\.)?(CommandMenu\b|CommandGroup\b|[A-Z]\w*Commands\s*\(|\.commands\s*\{)"#,
      options: .regularExpression) != nil
  }

  /// Whether a fragment of `kind` stands in a view's `body`: a view expression or a modifier
  /// chain that shows no scene and no commands.
  private func standsInViewBody(_ kind: FragmentKind) -> Bool {
    [.viewExpression, .modifierChain].contains(kind) && !showsScene && !showsCommands
  }

  private func fragmentUnit(_ kind: FragmentKind) -> CompilationUnit? {
    let opening: [String]
    let closing: [String]
    let isView: Bool
    if kind == .members, borrowedMembers == nil, let replacement = memberReplacement {
      return replacementUnit(replacement)
    }
    // A lone method over a page view's values (`func remove(at:)` over its `@State var items`,
    // shown after the view): that view with the method added, its `body` kept.
    if kind == .members, borrowedMembers == nil, !analysis.declaresBody,
      fileScopeLines.isEmpty, analysis.holder == .structure,
      let variant = PageViewVariant.find(
        in: context, replaced: replacedTypes, reading: analysis.undeclaredValues,
        calling: analysis.undeclaredCalls, modifying: true),
      let body = variant.bodyView
    {
      return variantUnit(variant, .members, adding: ownLines, body: body.map(Self.synthesized))
    }
    switch kind {
    case .body, .members:
      isView = analysis.declaresBody
      // `var body: some Scene { WindowGroup { … } }` shown alone is an app's body: run as one.
      let conformance = isView ? (declaresSceneBody ? "App" : "View") : nil
      opening = [holder.opening(name: Notebook.fragmentType, conformance: conformance)]
      let members = (borrowedMembers?.lines ?? []) + ownLines
      closing = holder.initializer(members: members.map(\.text).joined(separator: "\n")) + ["}"]
    case .viewExpression where showsCommands, .modifierChain where showsCommands:
      // Compiled on a window of their own: an app's commands show nothing to run.
      isView = false
      opening = ["struct \(Notebook.fragmentType): App {"]
      closing = (kind == .viewExpression ? ["}"] : []) + ["}", "}"]
    case .viewExpression where showsScene:
      isView = true
      opening = [
        "struct \(Notebook.fragmentType): App {", "var body: some Scene {",
      ]
      closing = ["}", "}"]
    case .viewExpression, .modifierChain:
      isView = true
      opening = ["struct \(Notebook.fragmentType): View {"]
      closing = ["}", "}"]
    case .snippet:
      // Statements over the page's last members only (a button's other action) are type-checked
      // as a method of the type holding those members; statements over a page view's values
      // (`withAnimation { isExpanded.toggle() }`) as a method of that view, its `body` kept; any
      // other snippet is not compiled.
      guard let members = borrowedMembers else {
        return pageViewVariant(kind).map(statementsUnit)
      }
      isView = false
      opening = [members.holder.opening(name: Notebook.fragmentType, conformance: nil)]
      closing =
        ["}"]
        + members.holder.initializer(members: members.lines.map(\.text).joined(separator: "\n"))
        + ["}"]
    }
    var wrapped =
      hoistedLines.sorted().map { mappedLine($0) } + opening.map(Self.synthesized)
    if let members = borrowedMembers {
      // It also reads a page view's values (a `ForEach` over the view's `numbers`, deleting
      // with a `removeRows` shown alone after that view): that view, with the members added.
      if standsInViewBody(kind),
        members.holder == .structure,
        !analysis.undeclaredValues.isSubset(of: members.names),
        let variant = pageViewVariant(kind, besides: members.names)
      {
        // A version of the view that declares them already (the page's full source) needs
        // them no more.
        let read = analysis.undeclaredValues.union(analysis.undeclaredCalls)
        let lacks = !read.intersection(members.names).isSubset(
          of: variant.declaration.memberNames)
        return variantUnit(variant, kind, adding: lacks ? members.lines : [])
      }
      wrapped += members.lines
    } else if standsInViewBody(kind),
      let variant = pageViewVariant(kind),
      !passesItsOwnEnvironmentObject(variant) || launch(of: variant) != nil
    {
      return variantUnit(variant, kind)
    }
    if standsInViewBody(kind) {
      wrapped.append(Self.synthesized("var body: some View {"))
    } else if showsCommands, [.viewExpression, .modifierChain].contains(kind) {
      wrapped +=
        ["var body: some Scene {", "WindowGroup { EmptyView() }"].map(Self.synthesized)
        + (kind == .viewExpression ? [Self.synthesized(".commands {")] : [])
    }
    if kind == .snippet {
      wrapped.append(Self.synthesized("func \(Notebook.statementsFunction)() {"))
    }
    if kind == .modifierChain && !showsCommands {
      // Without a view the page shows, there is nothing to modify.
      guard let view = modifiedExpression else { return nil }
      wrapped += view.map(Self.synthesized)
    }
    // A view the fragment shows that a later block declares is taken from there, as for programs.
    let lines =
      [Self.importLine] + context.flatMap(\.lines) + forwardDeclarations.flatMap(\.lines)
      + wrapped + ownLinesWithBody + closing.map(Self.synthesized)
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines),
      root: attributes.root.map { .type($0) }
        ?? (isView && !typeCheckedOnNeutralView ? .type(Notebook.fragmentType) : nil),
      hasTopLevelCode: false, blockIndex: blockIndex, fragment: kind)
  }

  /// The view of the page that a view expression or modifier chain reading its members is a
  /// variant of.
  /// `besides`: names of members the unit adds to that view, which it need not declare.
  private func pageViewVariant(_ kind: FragmentKind, besides added: Set<String> = [])
    -> PageViewVariant?
  {
    guard kind == .viewExpression || kind == .modifierChain || kind == .snippet else { return nil }
    return PageViewVariant.find(
      in: context, replaced: replacedTypes, later: later,
      reading: analysis.undeclaredValues.subtracting(added),
      calling: analysis.undeclaredCalls.subtracting(added),
      naming: CodeWords.identifiers(in: hiddenLines.compiledCode),
      assigning: AssignedNames.of(hiddenLines.compiledCode), modifying: kind == .modifierChain)
  }

  /// A view expression reading a page view's members, run as that view with the expression for
  /// its `body`; a modifier chain reading them, as that view with the chain applied to its body's
  /// view. The view's other lines are shown with the block's completion.
  /// `adding`: members of an earlier fragment the view is given besides its own.
  /// `body`: the view's own `body`, kept when the block adds only members.
  private func variantUnit(
    _ variant: PageViewVariant, _ kind: FragmentKind, adding members: [SourceMap.Line] = [],
    body: [SourceMap.Line]? = nil
  ) -> CompilationUnit {
    let modified = kind == .modifierChain ? (variant.bodyView ?? []).map(Self.synthesized) : []
    let own = body ?? modified + ownLines
    let launch = attributes.root == nil ? self.launch(of: variant) : nil
    // A view the fragment shows that a later block declares is taken from there, as for programs.
    var lines =
      [Self.importLine] + variant.context.flatMap(\.lines)
      + forwardDeclarations(besides: variant.declaration).flatMap(\.lines)
      + variant.opening.map(Self.synthesized) + members
      + [Self.synthesized("var body: some View {")]
      + own + [Self.synthesized("}")] + variant.closing.map(Self.synthesized)
    if let launch {
      // A lone `.environmentObject(settings)` over a view the app launches: the app gives it.
      if !variant.context.contains(where: {
        $0.declaration.names == launch.app.declaration.names
      }) {
        lines += launch.app.lines
      }
      return CompilationUnit(
        sourceMap: SourceMap(lines: lines), root: .type(launch.name), hasTopLevelCode: false,
        blockIndex: blockIndex, fragment: kind)
    }
    let root =
      attributes.root
      ?? construction(
        of: variant.name, among: variant.context.map(\.declaration) + [variant.declaration],
        unitLines: lines)?.expression ?? variant.name
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines),
      root: attributes.root != nil || root == variant.name ? .type(root) : .preview(root),
      hasTopLevelCode: false, blockIndex: blockIndex, fragment: kind)
  }

  /// Statements reading a page view's values, type-checked as a method of that view beside its
  /// own `body`: the view is not run, since nothing it does calls them.
  private func statementsUnit(_ variant: PageViewVariant) -> CompilationUnit {
    let lines =
      [Self.importLine] + variant.context.flatMap(\.lines)
      + forwardDeclarations(besides: variant.declaration).flatMap(\.lines)
      + variant.opening.map(Self.synthesized)
      + [Self.synthesized("func \(Notebook.statementsFunction)() {")] + ownLines
      + [Self.synthesized("}")] + (variant.body + variant.closing).map(Self.synthesized)
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines), root: attributes.root.map { .type($0) },
      hasTopLevelCode: false, blockIndex: blockIndex, fragment: .snippet)
  }

  /// The page's type whose members this fragment declares again, without a `body` of its own
  /// (`MemberReplacement`).
  private var memberReplacement: MemberReplacement? {
    guard analysis.category == .fragment(.members), !analysis.declaresBody, fileScopeLines.isEmpty
    else { return nil }
    return MemberReplacement.find(in: context, members: ownLines.map(\.text))
  }

  /// Members declared again, run as the page's type with those members replaced: as that view
  /// when it is one and still needs nothing more to be made, else only compiled.
  private func replacementUnit(_ replacement: MemberReplacement) -> CompilationUnit {
    let host = replacement.host.declaration
    let lines =
      [Self.importLine] + replacement.context.flatMap(\.lines)
      + forwardDeclarations(besides: host).flatMap(\.lines) + replacement.lines(with: ownLines)
    var root = attributes.root.map { RootView.type($0) }
    if root == nil, !replacement.addsArguments, let name = host.viewName {
      let built =
        construction(
          of: name, among: replacement.context.map(\.declaration) + [host], unitLines: lines)?
        .expression ?? name
      root = built == name ? .type(name) : .preview(built)
    }
    return CompilationUnit(
      sourceMap: SourceMap(lines: lines), root: root, hasTopLevelCode: false,
      blockIndex: blockIndex, fragment: .members)
  }

  /// The page's app that launches `variant`'s view.
  private func launch(of variant: PageViewVariant) -> AppLaunch? {
    launch(
      of: variant.name,
      unitDeclarations: (variant.context + forwardDeclarations).map(\.declaration)
        + [variant.declaration])
  }

  /// The block passes (`.environmentObject(settings)`) an object that `variant`'s view itself
  /// reads from the environment (`@EnvironmentObject var settings`): applied inside that view,
  /// the object would have to be there already, so the chain is not a variant of it.
  private func passesItsOwnEnvironmentObject(_ variant: PageViewVariant) -> Bool {
    let code = hiddenLines.compiledCode
    let declarations = variant.opening.joined(separator: "\n")
    return analysis.undeclaredValues.contains { name in
      code.range(of: #"\.environmentObject\(\s*"# + name + #"\s*\)"#, options: .regularExpression)
        != nil
        && declarations.range(
          of: #"@EnvironmentObject\s+(private\s+)?var\s+"# + name + #"\b"#,
          options: .regularExpression) != nil
    }
  }

  /// What a modifier chain modifies: the view the page builds last, or else the view expression it
  /// showed last, or else the view a later block declares; nil for other blocks.
  private var modifiedExpression: [String]? {
    guard analysis.category == .fragment(.modifierChain) else { return nil }
    if onNeutralView { return [Self.neutralView] }
    if typeCheckedOnNeutralView {
      return [
        "// The note shows no view for the chain: type-checked on a blank one, not run.",
        Self.neutralView,
      ]
    }
    if let view = outermostView(among: context.map(\.declaration)) { return [view] }
    return shownView ?? outermostView(among: later.map(\.declaration)).map { [$0] }
  }

  /// What a chain needing no view of the page modifies: a view that shows nothing of its own.
  static let neutralView = "Color.clear"

  /// Whether the block is a modifier chain that reads no value, calls no function the page
  /// declares (`declared`) and says no `self`: any view could take it, not only the page's.
  func needsNoPageView(declared: Set<String>) -> Bool {
    let words = CodeWords.identifiers(in: hiddenLines.compiledCode)
    // What such a chain shows on a blank view is its console output: one that prints nothing
    // (`.transition(.slide)`) would "run" and show nothing the note meant.
    return analysis.category == .fragment(.modifierChain) && analysis.undeclaredValues.isEmpty
      && analysis.undeclaredCalls.isDisjoint(with: declared) && !words.contains("self")
      && !words.isDisjoint(with: ["print", "debugPrint", "dump"])
  }

  /// Whether the block is a modifier chain that reads nothing but the page's last members
  /// (`.offset(dragAmount)` after `@State var dragAmount`), calls nothing else but the standard
  /// library's and the platform's functions (`print`, `withAnimation`) and says no `self`: a view
  /// holding those members could take it.
  var needsNoViewOfItsOwn: Bool {
    let held = borrowedMembers?.names ?? []
    return analysis.category == .fragment(.modifierChain)
      && analysis.undeclaredValues.isSubset(of: held)
      && analysis.undeclaredCalls.subtracting(held).allSatisfy { name in
        StandardFunctions.names.contains(name) || PlatformAPI.shared.module(of: name) != nil
      }
      && !CodeWords.identifiers(in: hiddenLines.compiledCode).contains("self")
  }

  /// The outermost view of `declarations`, built as the page builds it.
  private func outermostView(among declarations: [Declaration]) -> String? {
    guard
      let name = RootViewFinder.root(
        blockApps: [], blockViews: declarations.compactMap(\.viewName),
        unitDeclarations: declarations)
    else { return nil }
    return construction(of: name, among: declarations, unitLines: context.flatMap(\.lines))?
      .expression ?? name + "()"
  }

  // MARK: Lines

  private static let importLine = synthesized("import SwiftUI")

  private static func synthesized(_ text: String) -> SourceMap.Line {
    SourceMap.Line(text: text, origin: .synthesized)
  }

  /// Compiled line `line` (1-based) with its note origin, `@main` blanked out.
  private func mappedLine(_ line: Int) -> SourceMap.Line {
    let compiled = hiddenLines.compiledLines[line - 1]
    var text = compiled.text
    for (item, declaration) in blockDeclarations {
      if declaration.names == [CoreGraphicsImport.declarationName], item.lines.contains(line) {
        text = CoreGraphicsImport.compiled(text)
      }
      if let main = declaration.mainAttribute, main.line == line {
        text = Self.replacingScalars(
          in: text, main.columns, with: String(repeating: " ", count: main.columns.count))
      }
      for obsoleted in declaration.obsoletedAvailability where obsoleted.line == line {
        text = Self.replacingScalars(
          in: text, obsoleted.columns,
          with: ObsoletedAvailability.replacement(width: obsoleted.columns.count))
      }
    }
    return SourceMap.Line(
      text: text,
      origin: .note(
        line: codeBlock.firstCodeLine + compiled.codeLine,
        columnShift: compiled.columnShift + codeBlock.range.start.column - 1))
  }

  /// Line `line` with the columns `header` replaced, shifting the map so the rest keeps its columns.
  private func replacing(_ header: Range<Int>, on line: Int, with replacement: String)
    -> SourceMap.Line
  {
    var mapped = mappedLine(line)
    mapped.text = Self.replacingScalars(in: mapped.text, header, with: replacement)
    if case .note(let noteLine, let shift) = mapped.origin {
      mapped.origin = .note(
        line: noteLine, columnShift: shift + header.count - replacement.unicodeScalars.count)
    }
    return mapped
  }

  private static func replacingScalars(
    in text: String, _ columns: Range<Int>, with replacement: String
  ) -> String {
    var scalars = Array(text.unicodeScalars)
    let lower = min(columns.lowerBound - 1, scalars.count)
    let upper = min(columns.upperBound - 1, scalars.count)
    scalars.replaceSubrange(lower..<upper, with: replacement.unicodeScalars)
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }
}
