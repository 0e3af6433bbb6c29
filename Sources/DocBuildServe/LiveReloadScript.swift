/// The one script `serve` adds to every page (`Assets/live-reload.js`, embedded at build time).
enum LiveReloadScript {
  static let path = "/__docbuild/reload.js"
  /// What the script polls: the site's version and the last build's errors.
  static let statePath = "/__docbuild/state"
  static let tag = "<script src=\"\(path)\"></script>"
  static let source = EmbeddedAssets.liveReloadJs
}
