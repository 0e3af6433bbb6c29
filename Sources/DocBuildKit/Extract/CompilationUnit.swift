/// What one runnable Swift block compiles as: the page's declarations so far and the block's code,
/// assembled into a single file, with the map back to the note. The runner adds its own driver.
public struct CompilationUnit: Hashable, Sendable {
  public var source: String { sourceMap.source }
  public var sourceMap: SourceMap
  /// The view a run mounts; `nil` when the block declares none (then it is compiled, and run only for
  /// its top-level code).
  public var root: RootView?
  /// Whether the block has top-level statements: it runs as a program even without a root view.
  public var hasTopLevelCode: Bool
  /// The index of the block among the page's Swift blocks.
  public var blockIndex: Int
  /// Set when the block is a fragment compiled inside a synthesized wrapper: a compile error then
  /// means "not run" (the fragment needs context the page does not give), not a failed example.
  public var fragment: FragmentKind?

  public init(
    sourceMap: SourceMap, root: RootView?, hasTopLevelCode: Bool, blockIndex: Int,
    fragment: FragmentKind?
  ) {
    self.sourceMap = sourceMap
    self.root = root
    self.hasTopLevelCode = hasTopLevelCode
    self.blockIndex = blockIndex
    self.fragment = fragment
  }
}

/// The root view of a unit.
public enum RootView: Hashable, Sendable {
  /// A `View` type, constructed with no arguments: `ContentView`.
  case type(String)
  /// An expression building the root: `notePreview()`, defined in the unit from a
  /// `#Preview { … }` body or a view expression written next to the block's declarations; or a
  /// view that needs arguments, built as the page's own code builds it.
  case preview(String)
}
