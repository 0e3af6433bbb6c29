/// The page's app that launches a view: a view the page's `App` puts in its scene
/// (`WindowGroup { HomeView().environmentObject(settings) }`) runs as the app builds it, with its
/// modifiers and the app's own `@StateObject` and `@State` values, as Xcode launches the app. Run
/// alone, a view reading an `@EnvironmentObject` that the app injects would stop for want of it.
struct AppLaunch: Hashable, Sendable {
  /// The app's declaration, as an earlier block that compiled declared it.
  var app: ContextDeclaration

  var name: String { app.declaration.appName ?? "" }

  /// The note line the app is declared on.
  var line: Int? {
    app.lines.lazy.compactMap { if case .note(let line, _) = $0.origin { line } else { nil } }
      .first
  }

  /// The last of `apps` (the page's apps that compiled) whose scene names `view`, when every
  /// page declaration it names (of `pageNames`) is in the unit (`unitNames`): the app then
  /// compiles with the unit, and the unit launches it.
  static func find(
    building view: String, among apps: [ContextDeclaration], unitNames: Set<String>,
    pageNames: Set<String>
  ) -> AppLaunch? {
    apps.last { app in
      let names = app.declaration.identifiers
      return names.contains(view)
        && names.intersection(pageNames).subtracting(app.declaration.names).isSubset(of: unitNames)
    }.map(AppLaunch.init)
  }
}
