/// Whether the status bar shows over the app. The preview draws no status bar, so hiding it
/// changes nothing on screen; the modifier is accepted and recorded by name.
extension View {
  public func statusBar(hidden: Bool) -> some View { accepted("statusBarHidden") }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { accepted("statusBarHidden") }
}
