/// The views a block's `App` launches, paired with the note's next version of them when the
/// current one reads an environment object the app no longer provides. A note that redeclares its
/// app with a new state container (`.environmentObject(container)`) shows the views that read the
/// container next; the page's current `ContentView` still reads the old model, which nothing
/// injects, and would stop the app at launch.
extension PageContext {
  /// `selection` with each view that the apps of `declared` (a block's declarations) build, and
  /// the views those build in turn, replaced by the first of `later` (the later blocks' types, in
  /// page order) that declares it and reads only objects the apps reach, when its current version
  /// reads one they do not.
  static func pairing(
    _ selection: Selection, launchedByAppsOf declared: [Declaration],
    withLater later: [ContextDeclaration]
  ) -> Selection {
    let apps = declared.filter { $0.appName != nil }
    guard !apps.isEmpty else { return selection }
    let reached = reachedTypes(
      from: apps, through: selection.declarations.map(\.declaration) + declared)
    func readsOnlyReached(_ entry: ContextDeclaration) -> Bool {
      entry.declaration.environmentObjects.allSatisfy { reached.contains($0.type) }
    }
    var paired = selection
    var next = apps.flatMap(\.identifiers)
    var seen = Set<String>()
    while let name = next.popLast() {
      guard seen.insert(name).inserted,
        let index = paired.declarations.firstIndex(where: { $0.declaration.viewName == name })
      else { continue }
      if !readsOnlyReached(paired.declarations[index]),
        let version = later.first(where: {
          $0.declaration.viewName == name && readsOnlyReached($0)
        })
      {
        paired.declarations[index] = version
      }
      next += paired.declarations[index].declaration.identifiers
    }
    return paired
  }

  /// The names `apps` reach through the page's other types (not views): the app's
  /// `AppStateContainer` holds a `TabViewState`, which the app can inject.
  private static func reachedTypes(
    from apps: [Declaration], through declarations: [Declaration]
  ) -> Set<String> {
    var reached = Set(apps.flatMap(\.identifiers))
    let models = declarations.filter {
      $0.viewName == nil && $0.appName == nil
    }
    var grew = true
    while grew {
      grew = false
      for model in models where !reached.isSuperset(of: model.identifiers) {
        guard !reached.isDisjoint(with: model.names) else { continue }
        reached.formUnion(model.identifiers)
        grew = true
      }
    }
    return reached
  }
}
