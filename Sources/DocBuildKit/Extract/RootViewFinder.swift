/// Picks the view a unit's run mounts when the block names none: a `View` type that no other view of
/// the unit uses (by identifier), preferring `ContentView`, then the last declared. The block's own
/// views come first; when each of them is used by a view of an earlier block (the block adds a
/// subview), the page's outermost view is mounted instead. A block declaring no view has no root.
enum RootViewFinder {
  static func root(blockViews: [String], unitDeclarations: [Declaration]) -> String? {
    guard !blockViews.isEmpty else { return nil }
    let views = unitDeclarations.compactMap(\.viewName)
    return pick(unused(blockViews, unitDeclarations)) ?? pick(unused(views, unitDeclarations))
  }

  private static func unused(_ candidates: [String], _ declarations: [Declaration]) -> [String] {
    candidates.filter { candidate in
      !declarations.contains {
        $0.viewName != nil && $0.viewName != candidate && $0.identifiers.contains(candidate)
      }
    }
  }

  private static func pick(_ unused: [String]) -> String? {
    unused.contains("ContentView") ? "ContentView" : unused.last
  }
}
