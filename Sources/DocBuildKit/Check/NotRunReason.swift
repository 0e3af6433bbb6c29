/// Why a Swift block was not run: shown on its page (in the page's language) and counted by kind
/// in the build summary.
enum NotRunReason: Hashable, Sendable {
  /// What the block is says it all: an API listing, a console log, a syntax error, or a fragment
  /// that cannot be placed in a view.
  case block(SwiftBlockCategory)
  /// A fragment placed in a view that still does not compile (with the compiler's first error).
  case fragmentNeedsContext(FragmentKind, compilerError: String)
  /// A fragment reading values other blocks of the page declare (`names`, each with the fence
  /// line of its block), which it was not compiled with.
  case readsOtherBlocks(FragmentKind, names: [String], lines: [Int])
  /// An excerpt of a bigger project that uses types the note never declares.
  case undeclaredNames([String])
  /// Members (or a `body`) reading values of the type they belong to, which the note never shows.
  case membersOfUnshownType([String])
  /// The block imports a module docbuild does not have (UIKit, AppKit, a third-party package).
  case foreignModule(String)
  /// The block uses SwiftUI, Combine or Observation API the engine does not have yet (named as
  /// in Apple's documentation: `.alert(_:isPresented:actions:)`), and perhaps names the note
  /// never shows as well: both are said.
  case engineLacks([String], alsoUnshown: [String] = [])
  /// Uses names the page declares only in blocks that do not compile (or were not run).
  case needsFailedBlock([String])
  /// A modifier chain on a page whose only views are in blocks that do not compile.
  case modifiedViewFails([String])
  /// Compiled with code of the page's other blocks, whose errors (the first at `line` of the note)
  /// are all there is: this block's own code has none.
  case otherBlockFails(line: Int, compilerError: String)
  /// The code compiles, but its root view cannot be made without arguments (compiler's message).
  case rootNeedsArguments(String, compilerError: String)
  /// Its root view needs values (`repo: Repo`) that the note never makes: nothing to build it with.
  case rootValuesNeverMade(String, parameters: [String])
  /// Its root view, given values docbuild chose (`names: []`), crashed: it needs the note's own.
  case chosenValuesCrashed([String])
  /// swiftc gave up without saying what is wrong ("failed to produce diagnostic for expression").
  case compilerGaveUp
  /// No engine or no compiler on this machine.
  case engineUnavailable

  /// The summary's word for the kind of block.
  var kind: String {
    switch self {
    case .block(let category): category.name
    case .fragmentNeedsContext(let fragment, _), .readsOtherBlocks(let fragment, _, _):
      SwiftBlockCategory.fragment(fragment).name
    case .undeclaredNames, .membersOfUnshownType: "excerpt"
    case .foreignModule: "foreign module"
    case .engineLacks: "engine lacks"
    case .needsFailedBlock, .otherBlockFails, .modifiedViewFails:
      "needs a block that does not compile"
    case .rootNeedsArguments, .rootValuesNeverMade, .chosenValuesCrashed: "root needs arguments"
    case .compilerGaveUp: "compiler gave up"
    case .engineUnavailable: "engine unavailable"
    }
  }
}
