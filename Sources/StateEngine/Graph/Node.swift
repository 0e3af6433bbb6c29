/// One view in the graph, with identity (key under its parent) and the storage of its dynamic properties.
package final class Node {
  unowned let graph: Graph
  package weak var parent: Node?
  let key: ChildKey
  let typeName: String
  let depth: Int
  package var children: [Node] = []
  var environment: EnvironmentValues

  /// Composite views: the last struct whose body ran, and one box per dynamic property field.
  var view: (any View)?
  var slots: [PropertyBox?] = []
  var readsEnvironment = false
  /// Bumped on every body run; observations armed by older runs are ignored.
  var generation = 0
  var hasRun = false
  var observationFired = false
  var selfChanged = false
  /// Why the running body runs, for `_printChanges()`.
  var pendingChanges: [String] = []

  /// Primitive views: what they are, and for navigation and sheets the content to re-render.
  package var primitive: Primitive?
  package var contentElements: [Element] = []
  package var pushed: [PushedDestination] = []
  /// Lazy containers: how many rows of each ForEach are built (grows as the host scrolls).
  package var lazyRowLimit = Primitive.rowsPerScreen
  /// A presenter whose sheet, alert or dialog is showing.
  var isPresenting = false
  /// What an attached `.task` or `.onReceive` keeps across body runs.
  var attachedState: AnyObject?
  /// A disclosure group or menu without an `isExpanded` binding keeps whether it is open here.
  var isExpanded = false
  /// A ForEach that reads its range once: the range it was first built with.
  var constantRange: Range<Int>?
  /// A TabView without a selection binding keeps its selected tab here.
  var selectedTab = 0
  /// An `onAppear`/`onDisappear` node whose appear action ran and whose disappear action has not.
  var hasAppeared = false
  /// The transaction of the state write that marked this node, for the update that re-runs it.
  var pendingTransaction: Transaction?
  /// What this node's change in the current step was animated with, if it was.
  package var animation: Animation?

  var isDirty = false
  package var isDead = false
  /// Children that are dirty or hold a dirty node, so a flush enters only them without scanning
  /// every child of a wide node; `isListedInParent` keeps each child listed once.
  var dirtyChildren: [Node] = []
  var isListedInParent = false
  /// The position among the parent's children, to order nodes found without a walk.
  var indexInParent = 0
  /// The snapshot's HTML of this subtree, dropped when anything in it changes, and of each run of
  /// a wide node's children, dropped when one of the run changes or the children do.
  var cachedSnapshot: SnapshotText?
  var snapshotRuns: [SnapshotText?] = []
  /// Nodes of this subtree that show a live binding value, and presenters in it showing a sheet:
  /// the host skips subtrees without them.
  var liveValuesBelow = 0
  var sheetsBelow = 0

  init(graph: Graph, parent: Node?, element: Element, environment: EnvironmentValues) {
    self.graph = graph
    self.parent = parent
    self.key = element.key
    self.typeName = element.typeName
    self.depth = (parent?.depth ?? -1) + 1
    self.environment = environment
  }

  package var isComposite: Bool { view != nil }

  /// A view with a body that is the note's own, not one the engine builds around it (a pushed
  /// value's destination, SwiftData's container): screen checks and messages name only these.
  package var isNotesView: Bool { isComposite && !(view is HostView) }

  /// Whether `ancestor` is above this node.
  package func isDescendant(of ancestor: Node) -> Bool {
    var current = parent
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }

  /// The identity path of names, e.g. `ContentView/VStack/FourthView`.
  var path: String {
    var names: [String] = []
    var node: Node? = self
    while let current = node {
      if let name = current.pathName { names.append(name) }
      node = current.parent
    }
    return names.reversed().joined(separator: "/")
  }

  var pathName: String? {
    if let primitive { return primitive.pathName }
    if view is HostView { return nil }
    return typeName
  }

  /// The environment this node hands to its children.
  var childEnvironment: EnvironmentValues {
    guard let primitive else { return environment }
    var environment = environment
    primitive.transform(&environment)
    return environment
  }

  func markDirty() {
    if let transaction = Transaction.current { pendingTransaction = transaction }
    guard !isDead, !isDirty else { return }
    isDirty = true
    graph.needsFlush = true
    var node = self
    while let parent = node.parent, !node.isListedInParent {
      node.isListedInParent = true
      parent.dirtyChildren.append(node)
      node = parent
    }
  }

  /// Something this node shows changed: what was derived from it and from its ancestors is stale.
  func invalidateDerived() {
    var node: Node? = self
    while let current = node {
      current.cachedSnapshot = nil
      graph.controlIndex.changed(current)
      if let parent = current.parent {
        let run = current.indexInParent / Snapshot.childrenPerPiece
        if parent.snapshotRuns.indices.contains(run) { parent.snapshotRuns[run] = nil }
      }
      node = current.parent
    }
  }

  /// Adds to the counts of this node's subtree and of its ancestors'.
  func count(liveValues: Int = 0, sheets: Int = 0) {
    var node: Node? = self
    while let current = node {
      current.liveValuesBelow += liveValues
      current.sheetsBelow += sheets
      node = current.parent
    }
  }

  /// Called by Observation when a property the last body read is about to change.
  func observationChanged(generation armed: Int) {
    guard armed == generation else { return }
    observationFired = true
    markDirty()
  }
}

/// A NavigationLink destination pushed on a navigation container's stack; a value-based one is
/// rebuilt from the stack's `navigationDestination` at every render.
package struct PushedDestination {
  weak var link: Node?
  var destination: any View
  var value: AnyHashable? = nil
  /// A collapsed split view's column: rebuilt from the split view's columns at every render.
  var column: Int? = nil
  /// What going back from it does besides popping: a collapsed split view clears the selection
  /// that pushed it.
  var onPop: (() -> Void)? = nil
}
