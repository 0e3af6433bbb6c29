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

  /// What a block with `PreviewProvider`s mounts. Of several, the preview whose views no other
  /// preview's view holds (a page previews a row and the list of rows: the list runs, the screen
  /// the note describes). And when a view of the block that no view uses holds that preview's
  /// views, that view: the preview shows a part of the screen it builds.
  static func previewRoot(
    providers: [Declaration], blockViews: [String], unitDeclarations: [Declaration]
  ) -> RootView? {
    guard let first = providers.first?.previewProvider else { return nil }
    let views = ViewUses(unitDeclarations)
    let chosen =
      providers.first { provider in
        !providers.contains { other in
          other != provider
            && views.previewed(by: other).contains { outer in
              views.previewed(by: provider).contains { outer != $0 && views.holds(outer, $0) }
            }
        }
      } ?? providers[0]
    let shown = views.previewed(by: chosen)
    let screens = unused(blockViews, unitDeclarations).filter { view in
      !shown.contains(view) && shown.contains { views.holds(view, $0) }
    }
    if let screen = pick(screens) { return .type(screen) }
    return .preview((chosen.previewProvider ?? first) + ".previews")
  }

  /// The providers besides `chosen` (the one a run mounts) whose views neither hold nor are held
  /// by its views: previews of other screens, which run as its peers, in declaration order.
  static func peerProviders(
    of chosen: String, providers: [Declaration], unitDeclarations: [Declaration]
  ) -> [String] {
    let views = ViewUses(unitDeclarations)
    guard let mounted = providers.first(where: { $0.previewProvider == chosen }) else { return [] }
    let shown = views.previewed(by: mounted)
    return providers.filter { provider in
      provider.previewProvider != chosen
        && !views.previewed(by: provider).contains { other in
          shown.contains { $0 == other || views.holds($0, other) || views.holds(other, $0) }
        }
    }.compactMap(\.previewProvider)
  }

  /// Which views of a unit use which, by identifier.
  private struct ViewUses {
    var uses: [String: Set<String>] = [:]

    init(_ declarations: [Declaration]) {
      for declaration in declarations {
        if let view = declaration.viewName {
          uses[view, default: []].formUnion(declaration.identifiers)
        }
      }
    }

    /// `outer`'s body reaches `inner`, through any views between.
    func holds(_ outer: String, _ inner: String) -> Bool {
      var seen: Set<String> = [outer]
      var next = [outer]
      while let view = next.popLast() {
        for used in uses[view, default: []] where uses[used] != nil && !seen.contains(used) {
          if used == inner { return true }
          seen.insert(used)
          next.append(used)
        }
      }
      return false
    }

    /// The unit's views `provider` names.
    func previewed(by provider: Declaration) -> [String] {
      provider.identifiers.filter { uses[$0] != nil }.sorted()
    }
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
