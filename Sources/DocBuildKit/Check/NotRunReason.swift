/// Why a Swift block was not run: shown on its page (in the page's language) and counted by kind
/// in the build summary.
enum NotRunReason: Hashable, Sendable {
  /// What the block is says it all: an API listing, a console log, a syntax error, or a fragment
  /// that cannot be placed in a view.
  case block(SwiftBlockCategory)
  /// A fragment placed in a view that still does not compile (with the compiler's first error).
  case fragmentNeedsContext(FragmentKind, compilerError: String)
  /// A fragment docbuild placed in the page's view `view` (declared at note line `line`), its
  /// guess at the view the fragment belongs to, where it does not compile (the compiler's first
  /// error): docbuild's placement failed, not necessarily the note.
  case placedInGuessedView(FragmentKind, view: String, line: Int, compilerError: String)
  /// A fragment reading values other blocks of the page declare (`names`, each with the fence
  /// line of its block), which it was not compiled with; `bodylessView` when they all belong to
  /// a view the page declares without a `body`; `sourcesLack`: names those blocks use that the
  /// note never declares, which keep them from compiling; `sourceSyntax`: the syntax error of
  /// such a block (a misspelt keyword), which keeps it from parsing.
  case readsOtherBlocks(
    FragmentKind, names: [String], lines: [Int], bodylessView: String? = nil,
    sourcesLack: [String] = [], sourceSyntax: SyntaxProblem? = nil, sourceAssets: [String] = [])
  /// A fragment reading members a type has only as the page declares it again, through a value
  /// built from the type's earlier declaration (`EarlierVersionData`).
  case readsEarlierVersion(FragmentKind, EarlierVersionData)
  /// A fragment changing values (`names`) that the page declares only with `let` (the first at
  /// each of `lines`): no view of the page could run it.
  case changesConstants(FragmentKind, names: [String], lines: [Int])
  /// An excerpt of a bigger project that uses types the note never declares, and perhaps shows
  /// `static` members without the type they belong to (`outsideType`: `ripple()`) or views
  /// without their `body` (`bodyless`) or with their `body` left out (`bodyLeftOut`), and perhaps
  /// SwiftUI API of a newer iOS or another platform (`beyondEngine`: `SliderTick`).
  case undeclaredNames(
    [String], outsideType: [String] = [], bodyless: [String] = [], bodyLeftOut: [String] = [],
    beyondEngine: [String] = [])
  /// Uses names of SwiftUI's or Combine's 2019 betas, renamed before release (`released`, each in
  /// turn), and perhaps names the note never shows.
  case renamedSinceBeta([String], released: [String], alsoUnshown: [String])
  /// Members of a type the page declares (an API listing's `struct ScrollViewReader<Content>`,
  /// at `line`), shown alone: they use its generic `parameters`.
  case membersOfPageType(String, line: Int, parameters: [String])
  /// Code from inside a type conforming to a platform protocol (`ObservableObject`): it uses the
  /// `members` the protocol gives the type (`objectWillChange`), and perhaps names the note never
  /// shows.
  case membersOfConformer(String, members: [String], alsoUnshown: [String])
  /// Members (`members`) shown apart from their type, which the page's `type` (at `line`, an
  /// extension perhaps) declares: docbuild placed them in a view, where they do not compile.
  case membersOfOtherType(String, line: Int, members: [String])
  /// Accessors (`set`, each of `accessors`) shown alone: a piece of a property, the page's
  /// `property` (at `line`) when one of its accessors reads what they read.
  case accessorsApart([String], property: String?, line: Int?)
  /// Sets the storage of property wrappers (`_count`, each of its `wrappers`: `State`) of a view
  /// the note never shows, an initializer of that view shown outside it; and perhaps names the
  /// note never shows (`alsoUnshown`).
  case wrapperStorageApart([String], wrappers: [String], alsoUnshown: [String])
  /// Uses names the note declares only in fences not read as Swift (`names`, each with its
  /// fence's line): shown, but not compiled. `syntax`: the syntax error of such a fence, an
  /// unlabelled one of SwiftUI code, which keeps docbuild from reading it as Swift.
  case shownOutsideSwift([String], lines: [Int], syntax: SyntaxProblem? = nil)
  /// Members (or a `body`) reading values of the type they belong to, which the note never shows.
  /// `throughSelf`: those they reach as `self.name`, which that type would declare;
  /// `elsewhere`: those of them other blocks show (members shown apart too), each with its
  /// block's line (`lines`); `foreignModule`: what one such block (at `moduleLine`) needs that
  /// docbuild lacks; `failing`: those blocks' lines that do not compile themselves.
  case membersOfUnshownType(
    [String], throughSelf: [String] = [], elsewhere: [String] = [], lines: [Int] = [],
    foreignModule: String? = nil, moduleLine: Int? = nil, failing: [Int] = [])
  /// A modifier of the note's own shown without the `extension View { … }` it belongs in: its
  /// functions call `View`'s `modifiers` (`overlay(…)`) on the view they modify, with no
  /// receiver; `alsoUnshown`: names the note never declares.
  case viewExtensionApart(modifiers: [String], alsoUnshown: [String])
  /// Members (or a `body`, `isBody`) shown apart from their type, reading `members`, which the
  /// page's `type` declares at `line` (most likely their type, but the note may mean another), perhaps values other blocks declare (`elsewhere`, each
  /// with its block's line; `foreignModule`: what such a block needs that docbuild lacks), and
  /// names the note never shows (`unshown`); `failing`: the lines of those other blocks that do
  /// not compile themselves; `typeCause`: why the type's own block is not run, when it is not.
  indirect case membersOfShownType(
    String, line: Int, isBody: Bool, members: [String], elsewhere: [String], lines: [Int],
    foreignModule: String?, unshown: [String], failing: [Int] = [],
    typeCause: SourceBlockCause? = nil)
  /// The block uses frameworks docbuild does not have (UIKit, WidgetKit), in the order of their
  /// first `names` (`UIScreen`, `TimelineEntry`), without importing them, or names only Apple's
  /// Foundation has (`FileWrapper`); and perhaps names the note never declares (`alsoUnshown`),
  /// which may come from the modules docbuild lacks that an earlier block of the page (at
  /// `importLine`) imports (`importedBefore`): a later part of the same file, shown without its
  /// imports.
  case foreignModule(
    [String], names: [String], alsoUnshown: [String] = [], importedBefore: [String] = [],
    importLine: Int? = nil)
  /// The block imports modules docbuild does not have (UIKit, a third-party package, the app a
  /// test imports with `@testable`), and perhaps uses names the note never declares, which
  /// swiftc, stopped by the first missing module, never reached.
  case missingModules(MissingModules, alsoUnshown: [String])
  /// `import ComposableArchitecturelet`: the module name (`module`) and the `keyword` of the next
  /// declaration run together; `moduleIsForeign`: docbuild lacks `module` too.
  case gluedImport(written: String, module: String, keyword: String, moduleIsForeign: Bool)
  /// Members (or a `body`) shown without their type, using `name` of a framework docbuild does
  /// not have (`NSScreen`: `AppKit`).
  case foreignMembers(FragmentKind, module: String, name: String, alsoUnshown: [String] = [])
  /// A statement from inside a method of a type the note never shows, reading `self`'s
  /// `members`: compiled alone, it has no `self`.
  case statementOfUnshownType(members: [String])
  /// Such a statement whose `self` is the page's `type` (declared at `line`), which declares the
  /// `members` it reads (`$username`, `\.isValid`): compiled apart from it, it has no `self`.
  /// `others`: the page's other types declaring them all, any of which it may come from.
  case statementOfShownType(
    String, line: Int, members: [String], others: [MemberOwners.Owner] = [])
  /// A statement from the body of the page's function `function` (declared at `line`), reading
  /// `locals` that function declares (a `guard let url` it makes): compiled apart from it, they
  /// are not there.
  case statementOfShownFunction(String, line: Int, locals: [String])
  /// A property with observers (`didSet`) shown without the type it belongs to, named `property`:
  /// compiled alone, it is a global, which must have an initial value.
  case observedPropertyApart(String)
  /// Code for a framework docbuild does not have (`module`), told by how it uses it: Core Data
  /// `entities` of a data model the note never shows, UIKit `members` (`addSubview`), or another
  /// framework's type and the calls on it (`Firestore`, `.collection`); and perhaps names the
  /// note never shows.
  case frameworkCode(String, entities: [String], members: [String], alsoUnshown: [String])
  /// The block uses SwiftUI, Combine or Observation API the engine does not have yet (named as
  /// in Apple's documentation: `.alert(_:isPresented:actions:)`), and perhaps names the note
  /// never shows as well: both are said.
  case engineLacks([String], alsoUnshown: [String] = [])
  /// Foundation's key-value observing publisher (`UserDefaults.publisher(for: \.key)`), which
  /// only Apple's Foundation has, observing `key`, a property the note never declares on `type`;
  /// `elided`: the block also leaves a closure out (`{ ... }`).
  case keyValueObserving(String, key: String, elided: Bool)
  /// A whole program whose preview names views the page never declares (`names`; the block
  /// declares `views`), and perhaps other names the note never shows: the note's typo.
  case previewNamesUndeclared([String], views: [String], alsoUnshown: [String])
  /// Uses names the page declares only in blocks that do not compile (or were not run), each
  /// with the fence line of the block declaring it.
  /// `bodylessView`: the block is itself a view shown without its `body`; `callLeavesOut`: it
  /// makes that view of the page without the `arguments` it must be given.
  /// `sourcesLack`: what those blocks use that the note never declares; `sourceCause`: why one
  /// of them was not run, when it is something else (a module, a syntax error, another wait).
  indirect case needsFailedBlock(
    [String], lines: [Int], bodylessView: String? = nil, callLeavesOut: String? = nil,
    arguments: [String] = [], sourcesLack: [String] = [], sourceCause: SourceBlockCause? = nil)
  /// Only the head of a call (`ScrollView(.horizontal)`), shown to point at its arguments: the
  /// closure it takes as `parameter` (`content`) is left out.
  case callHeadOnly(FragmentKind, call: String, parameter: String)
  /// A chain of modifiers without the view it modifies, which docbuild applied to a view of the
  /// page, where it stops for `reason` (API the engine lacks).
  indirect case modifiersWithoutView(NotRunReason)
  /// A chain of modifiers without the view they modify, which also reads values the note never
  /// declares (`alsoUnshown`), or shows only in fences not read as Swift (`outsideSwift`, each
  /// with its fence's line).
  case chainWithoutView(alsoUnshown: [String], outsideSwift: [String] = [], lines: [Int] = [])
  /// A fragment continuing a closure of the block at `line`: it reads `parameters`, that
  /// closure's (`proxy` of `GeometryReader { proxy in … }`), which it has only inside it; and
  /// perhaps names the note never declares (`alsoUnshown`).
  case continuesClosure(
    FragmentKind, parameters: [String], line: Int, alsoUnshown: [String] = [])
  /// A modifier chain on a page whose only views (`names`, each with its block's fence line) are
  /// in blocks that do not compile; `sourcesLack`: names those blocks use that the note never
  /// declares (they are excerpts).
  case modifiedViewFails([String], lines: [Int] = [], sourcesLack: [String] = [])
  /// Compiled with code of the page's other blocks, whose errors (the first at `line` of the note)
  /// are all there is: this block's own code has none, though it may use names the note never
  /// declares (`alsoUnshown`), which swiftc did not reach.
  case otherBlockFails(line: Int, compilerError: String, alsoUnshown: [String] = [])
  /// The code compiles, but its root view cannot be made without arguments, and docbuild's own
  /// attempt to build it failed: the `parameters` it could not give (`content`), or the generic
  /// parameters it could not tell (`Label`); neither when the compiler did not say.
  case rootNeedsArguments(String, parameters: [String] = [], generic: [String] = [])
  /// Its root view needs values (`repo: Repo`) that the note never makes: nothing to build it
  /// with; or, with `builtAt`, that only the page's program at that line gives it, where it runs;
  /// or, with `unreached`, that a program builds it only in code nothing of it reaches.
  case rootValuesNeverMade(
    String, parameters: [String], builtAt: Int? = nil,
    unreached: RootConstruction.UnreachedBuilder? = nil)
  /// Its root view, given values docbuild chose (`names: []`), crashed: it needs the note's own.
  case chosenValuesCrashed([String])
  /// Its root view, run alone, stopped for want of objects it reads from its environment
  /// (`@Environment(Library.self) var library`) that docbuild cannot build with no arguments.
  case rootEnvironmentNeverMade(String, objects: [String])
  /// Its own code makes `mistakes` that stop it wherever it is placed (a misspelt property
  /// wrapper, a `ForEach` that only prints), besides the reason found otherwise, if any.
  indirect case ownMistakes([OwnMistake], besides: NotRunReason?)
  /// `reason`, and besides, the block uses types the note never declares (`unshown`: a syntax
  /// error's block, which swiftc never reads that far) and the page's types `names` (each with
  /// the fence line of its block), declared in blocks that do not compile; `sourcesLack`: names
  /// those blocks use that the note never declares.
  indirect case alsoNeeds(
    NotRunReason, unshown: [String] = [], names: [String], lines: [Int], sourcesLack: [String])
  /// `reason`, and besides, the block uses `names` that the note declares only in fences not
  /// read as Swift (each with its fence's line).
  indirect case alsoShownOutsideSwift(
    NotRunReason, names: [String], lines: [Int], syntax: SyntaxProblem? = nil)
  /// `reason`, and besides, the block uses values (`names`) the note writes only in its prose's
  /// code spans (each with its paragraph's line), never in a block.
  indirect case alsoNamedInText(NotRunReason, names: [String], lines: [Int])
  /// `reason` (an engine gap), and besides, the block uses image `symbols` Xcode generates from
  /// the project's asset catalog (`AssetSymbol`), which the note does not ship.
  indirect case alsoAssetSymbols(NotRunReason, symbols: [String])
  /// `reason`, and besides, code of the block Swift cannot read, which `reason` does not say
  /// (`UnreadableCode`): code the note leaves out with a mark (`ForEach(rows) { ... }`), or a
  /// comma missing between arguments.
  indirect case alsoUnreadable(NotRunReason, SyntaxProblemCause)
  /// `[Character]` decoded where the note never declares its own `Character`: Swift's standard
  /// type of that name is used, which does not conform to `protocol` (`Decodable`).
  case standardTypeAsModel(String, protocol: String)
  /// `RandomNumberGenerator()` where the note never declares its own type of that name: Swift's
  /// standard protocol of that name is found, which cannot be made.
  case standardProtocolMade(String)
  /// The note as stored ends inside this block: its fence is never closed and the code is cut
  /// off, so the names it lacks may be cut short too.
  case cutOff
  /// Code that compiles on Apple's platforms but not on Linux, for `cause` (a Foundation
  /// type's conformance that Linux's `@Sendable` completion handlers break); `otherBlockLine`:
  /// the page's line of that code when it is another block's, compiled with this one.
  case platformDifference(CompileErrorCause, otherBlockLine: Int?)
  /// The run stopped at the `mark` (`...`) at note line `line`, which stands for code the note
  /// leaves out and which docbuild could only compile as a stop (`ElisionTrap`).
  case elidedCodeReached(mark: String, line: Int)
  /// `macro` (`ObservationTracked`), which `@Observable` adds to a class's stored properties,
  /// applied by hand in a class that is not `@Observable`: its expansion needs code only
  /// `@Observable` generates (`TrackedOutsideObservable`); and perhaps names the note never
  /// declares.
  case trackedOutsideObservable(String, alsoUnshown: [String])
  /// swiftc gave up without saying what is wrong ("failed to produce diagnostic for expression").
  case compilerGaveUp
  /// No engine or no compiler on this machine.
  case engineUnavailable

  /// The summary's word for the kind of block.
  var kind: String {
    switch self {
    case .block(let category): category.name
    case .fragmentNeedsContext(let fragment, _), .readsOtherBlocks(let fragment, _, _, _, _, _, _),
      .changesConstants(let fragment, _, _), .placedInGuessedView(let fragment, _, _, _),
      .callHeadOnly(let fragment, _, _), .continuesClosure(let fragment, _, _, _),
      .readsEarlierVersion(let fragment, _):
      SwiftBlockCategory.fragment(fragment).name
    // A chain reading values the note never declares is an excerpt, as any block reading them.
    case .undeclaredNames, .chainWithoutView, .membersOfUnshownType, .membersOfShownType,
      .membersOfPageType, .membersOfConformer,
      .renamedSinceBeta, .shownOutsideSwift, .wrapperStorageApart, .accessorsApart,
      .membersOfOtherType, .viewExtensionApart:
      "excerpt"
    case .foreignModule, .missingModules, .foreignMembers, .frameworkCode, .keyValueObserving:
      "foreign module"
    case .gluedImport: "syntax error"
    case .statementOfUnshownType, .statementOfShownType, .statementOfShownFunction,
      .observedPropertyApart, .trackedOutsideObservable,
      .standardTypeAsModel, .standardProtocolMade:
      "excerpt"
    case .previewNamesUndeclared: "preview names an undeclared view"
    // Only another platform's API (`WKNotificationScene`): no engine of iOS would run it.
    case .engineLacks(let names, _)
    where !names.isEmpty
      && names.allSatisfy({ PlatformAPI.shared.platform(of: $0)?.hasPrefix("iOS ") == false }):
      "other platform"
    case .engineLacks: "engine lacks"
    case .needsFailedBlock, .otherBlockFails, .modifiedViewFails:
      "needs a block that does not compile"
    case .rootNeedsArguments, .rootValuesNeverMade, .chosenValuesCrashed,
      .rootEnvironmentNeverMade:
      "root needs arguments"
    case .ownMistakes(_, let besides): besides?.kind ?? "note's mistake"
    case .alsoNeeds(let reason, _, _, _, _), .modifiersWithoutView(let reason),
      .alsoShownOutsideSwift(let reason, _, _, _), .alsoNamedInText(let reason, _, _),
      .alsoAssetSymbols(let reason, _), .alsoUnreadable(let reason, _):
      reason.kind
    case .cutOff: "cut off"
    case .compilerGaveUp: "compiler gave up"
    case .platformDifference: "platform difference"
    case .elidedCodeReached: "elided code"
    case .engineUnavailable: "engine unavailable"
    }
  }

  /// The reason without the names a block's own mistakes account for (`Bindalbe` of a misspelt
  /// `@Bindable`): nil when nothing else is left of it.
  /// The reason with the compiler's error left out, where a mistake says what it means: a
  /// fragment's error is then only the fragment.
  var withoutCompilerError: NotRunReason {
    switch self {
    case .fragmentNeedsContext(let fragment, _), .placedInGuessedView(let fragment, _, _, _):
      .block(.fragment(fragment))
    default: self
    }
  }

  func without(_ names: Set<String>) -> NotRunReason? {
    let quotesName = { (error: String) in names.contains { error.contains("'\($0)'") } }
    switch self {
    case .undeclaredNames(let undeclared, let statics, let bodyless, let leftOut, let beyond):
      // `ShapeStyle.yello` is accounted for by its misspelt member, `yello`.
      let left = undeclared.filter {
        !names.contains($0) && !names.contains(String($0.split(separator: ".").last ?? ""))
      }
      return left.isEmpty && statics.isEmpty && bodyless.isEmpty && leftOut.isEmpty
        && beyond.isEmpty
        ? nil
        : .undeclaredNames(
          left, outsideType: statics, bodyless: bodyless, bodyLeftOut: leftOut, beyondEngine: beyond
        )
    // What the failed blocks lack stands, whatever the mistakes account for.
    case .alsoNeeds(let reason, let unshown, let failed, let lines, let lacking):
      let unshown = unshown.filter { !names.contains($0) }
      guard let left = reason.without(names) else {
        return .needsFailedBlock(
          failed, lines: lines, bodylessView: nil, callLeavesOut: nil, arguments: [],
          sourcesLack: lacking)
      }
      return .alsoNeeds(
        left, unshown: unshown, names: failed, lines: lines, sourcesLack: lacking)
    case .alsoShownOutsideSwift(let reason, let shown, let lines, let syntax):
      guard let left = reason.without(names) else {
        return .shownOutsideSwift(shown, lines: lines, syntax: syntax)
      }
      return .alsoShownOutsideSwift(left, names: shown, lines: lines, syntax: syntax)
    case .alsoAssetSymbols(let reason, let symbols):
      let kept = symbols.filter { !names.contains($0) }
      guard let left = reason.without(names) else { return nil }
      return kept.isEmpty ? left : .alsoAssetSymbols(left, symbols: kept)
    case .alsoNamedInText(let reason, let named, let lines):
      let kept = zip(named, lines).filter { !names.contains($0.0) }
      guard let left = reason.without(names) else { return nil }
      return kept.isEmpty
        ? left : .alsoNamedInText(left, names: kept.map(\.0), lines: kept.map(\.1))
    // A `where` guards only the pattern it follows: each pattern needs its own.
    case .fragmentNeedsContext(_, let error) where quotesName(error),
      .placedInGuessedView(_, _, _, let error) where quotesName(error):
      return nil
    case .readsOtherBlocks(let fragment, let read, _, _, _, _, _)
    where read.allSatisfy(names.contains):
      return .block(.fragment(fragment))
    // `import SiwftUI`: a misspelling, not a module docbuild lacks.
    case .foreignModule(let modules, _, _, _, _) where modules.allSatisfy(names.contains):
      return nil
    // A misspelt name is not also one the note never declares.
    case .foreignModule(let modules, let used, let unshown, let imported, let line):
      return .foreignModule(
        modules, names: used, alsoUnshown: unshown.filter { !names.contains($0) },
        importedBefore: imported, importLine: line)
    case .missingModules(let missing, _) where missing.modules.allSatisfy(names.contains):
      return nil
    // `VSTack` of a misspelt `VStack` is no name the note never declares.
    case .engineLacks(let lacking, let unshown):
      return .engineLacks(lacking, alsoUnshown: unshown.filter { !names.contains($0) })
    default:
      return self
    }
  }
}
