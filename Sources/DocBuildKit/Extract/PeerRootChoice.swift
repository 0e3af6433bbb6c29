/// Which of a block's peer views (views nothing else uses) its run mounted, and why; the others
/// run as their own roots (`PeerRun`), and the page and `--explain` say so.
struct PeerRootChoice: Hashable, Sendable {
  /// The view the run mounted.
  var ran: String
  /// Chosen by its name (`ContentView`) rather than as the last declared.
  var byName: Bool
  /// The other peers, in the order the block declares them.
  var others: [String]
  /// The peers are the block's previews (`Notebook.Entry.peerPreviews`), not its views: what each
  /// other one mounts.
  var previewRoots: [String: RootView] = [:]
  var arePreviews: Bool { !previewRoots.isEmpty }

  /// The choice docbuild made for `entry`; nil when it had none to make (an app, a `root=`, a
  /// single preview, a single view nothing uses).
  init?(_ entry: Notebook.Entry) {
    if let first = entry.peerPreviews.first {
      ran = first.label
      byName = false
      others = entry.peerPreviews.dropFirst().map(\.label)
      previewRoots = Dictionary(
        entry.peerPreviews.dropFirst().map { ($0.label, $0.root) }, uniquingKeysWith: { a, _ in a })
      return
    }
    guard case .compile(let unit) = entry.outcome, let root = unit.root else { return nil }
    // A root built as the page builds it is an expression: `Badge(count: 3)`.
    let ran =
      switch root {
      case .type(let name): name
      case .preview(let expression): String(expression.prefix { $0 != "(" })
      }
    guard entry.peerRoots.contains(ran) else { return nil }
    self.ran = ran
    byName = ran == "ContentView"
    others = entry.peerRoots.filter { $0 != ran }
  }
}
