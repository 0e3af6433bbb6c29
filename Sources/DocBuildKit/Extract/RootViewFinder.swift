/// Picks the view a unit's run mounts, when the block names none: among the `View` types the block
/// declares, the one no other view of the unit uses (by identifier), preferring `ContentView`, then
/// the last declared.
enum RootViewFinder {
  static func root(blockViews: [String], unitDeclarations: [Declaration]) -> String? {
    let views = unitDeclarations.filter { $0.viewName != nil }
    let unused = blockViews.filter { candidate in
      !views.contains { $0.viewName != candidate && $0.identifiers.contains(candidate) }
    }
    return unused.contains("ContentView") ? "ContentView" : unused.last
  }
}
