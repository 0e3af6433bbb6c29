/// Picks what a unit's run mounts when the block names nothing: an `App` the block declares (it
/// sets up its window's content and environment as the note shows), else a `View` type that no
/// other view of the unit uses (by identifier), preferring `ContentView`, then the last declared.
/// The block's own views come first; when each of them is used by a view of an earlier block (the
/// block adds a subview), the page's outermost view is mounted instead. A block declaring no view
/// and no app has no root.
enum RootViewFinder {
  static func root(blockApps: [String], blockViews: [String], unitDeclarations: [Declaration])
    -> String?
  {
    if let app = blockApps.last { return app }
    guard !blockViews.isEmpty else { return nil }
    let views = unitDeclarations.compactMap(\.viewName)
    return pick(unused(blockViews, unitDeclarations)) ?? pick(unused(views, unitDeclarations))
  }

  /// The block's views that no other view of the unit uses, when there are several: peers, of
  /// which a run mounts one (`root`); empty when the block has an app or at most one such view.
  static func peers(blockApps: [String], blockViews: [String], unitDeclarations: [Declaration])
    -> [String]
  {
    guard blockApps.isEmpty else { return [] }
    let unusedViews = unused(blockViews, unitDeclarations)
    return unusedViews.count > 1 ? unusedViews : []
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
