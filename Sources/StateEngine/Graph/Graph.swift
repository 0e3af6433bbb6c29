/// The node tree of one mounted root, and the update cycle: actions mark nodes, a flush re-runs them
/// parents first, each body at most once, then appearance effects run.
package final class Graph {
  package private(set) var root: Node!
  package let tracker = ObjectTracker()
  package let controlIndex = ControlIndex()
  let preferences = PreferenceResolver()
  /// The bodies that ran, in order: each view's type name and identity path.
  package var bodyRuns: [(view: String, path: String)] = []
  var needsFlush = false
  var pendingEffects: [() -> Void] = []
  /// The animation of the changes being rendered: the transaction of the write that marked the
  /// body running, or an `.animation` modifier's above the node being updated.
  var currentAnimation: Animation?
  /// Nodes whose change in this step was animated, marked until the next step.
  var animatedNodes: [Node] = []
  var mounting = false
  /// Inside a subtree that is being inserted under an animation: its nodes are not marked again.
  var insertingAnimated = false
  /// Navigation containers reconciling their children: their pushed destinations are brought up
  /// to date with their links once the reconcile is done.
  var containersRendering: Set<ObjectIdentifier> = []

  package init() {}

  package func mount(_ view: any View) {
    let element = Element.build(EditModeScope.around(view), slot: 0)
    root = Node(graph: self, parent: nil, element: element, environment: EnvironmentValues())
    mounting = true
    render(root, element)
    mounting = false
    flush()
  }

  // MARK: Flushing

  package func flush() {
    var rounds = 0
    repeat {
      while needsFlush && rounds < 100 {
        needsFlush = false
        rounds += 1
        rerenderDirty(root)
      }
      pendingEffects += preferences.resolve { renderPrimitive($0) }
      let effects = pendingEffects
      pendingEffects = []
      effects.forEach { $0() }
    } while (needsFlush || !pendingEffects.isEmpty) && rounds < 100
  }

  /// Pre-order, so a parent always runs before its children and a child re-rendered by its parent is clean;
  /// only subtrees holding a dirty node are entered, so a flush costs what it re-runs.
  private func rerenderDirty(_ node: Node) {
    node.isListedInParent = false
    if node.isDirty && !node.isDead {
      if let view = node.view {
        node.selfChanged = false
        runBody(node, view)
      } else {
        node.isDirty = false
        withOwnTransaction(of: node) { renderPrimitive(node) }
      }
    }
    let listed = node.dirtyChildren
    node.dirtyChildren = []
    for child in listed.sorted(by: { $0.indexInParent < $1.indexInParent }) where !child.isDead {
      rerenderDirty(child)
    }
  }

  // MARK: Rendering

  /// First render of a new node.
  private func render(_ node: Node, _ element: Element) {
    let insertsAnimated = currentAnimation != nil && !mounting && !insertingAnimated
    if insertsAnimated {
      markAnimated(node)
      insertingAnimated = true
    }
    defer { if insertsAnimated { insertingAnimated = false } }
    switch element.content {
    case .composite(let view):
      node.selfChanged = true
      runBody(node, view)
    case .primitive(let primitive, let children):
      node.primitive = primitive
      node.contentElements = children
      node.constantRange = element.constantRange?.range
      if primitive.showsLiveValue { node.count(liveValues: 1) }
      if case .lifecycle = primitive {
        pendingEffects.append { [unowned self] in self.appearIfOnScreen(node) }
      }
      if case .attached(let work) = primitive {
        pendingEffects.append { if !node.isDead { work.start(on: node) } }
      }
      if case .preference(.reader) = primitive { preferences.register(node) }
      renderPrimitive(node)
    }
  }

  /// A later element at an existing node's identity.
  private func update(_ node: Node, _ element: Element, environment: EnvironmentValues) {
    let environmentChanged = !node.environment.isSame(as: environment)
    node.environment = environment
    if environmentChanged { node.invalidateDerived() }
    switch element.content {
    case .composite(let view):
      let selfChanged = node.view.map { !element.compareInputs($0, view) } ?? true
      if selfChanged || node.isDirty || (environmentChanged && node.readsEnvironment) {
        node.selfChanged = selfChanged
        runBody(node, view)
      } else if environmentChanged {
        propagateEnvironment(below: node)
      }
    case .primitive(let primitive, var children):
      if let first = node.constantRange, let later = element.constantRange, later.range != first {
        children = later.rows(keeping: first, typeName: element.typeName)
      }
      if currentAnimation != nil, let old = node.primitive, old.drawsDifferently(from: primitive) {
        markAnimated(node)
      }
      node.primitive = primitive
      node.contentElements = children
      if case .attached(let work) = primitive {
        pendingEffects.append { if !node.isDead { work.update(on: node) } }
      }
      renderPrimitive(node)
      if case .navigationLink(let target) = primitive, target.destinationView != nil,
        let container = containerShowingDestination(of: node)
      {
        refreshPushedDestinations(of: container)
      }
    }
  }

  private func runBody(_ node: Node, _ view: any View) {
    withOwnTransaction(of: node) { runBodyInTransaction(node, view) }
  }

  private func runBodyInTransaction(_ node: Node, _ view: any View) {
    node.isDirty = false
    node.generation += 1
    if !(view is HostView) { bodyRuns.append((node.typeName, node.path)) }
    let element = evaluateBody(of: view, on: node)
    node.hasRun = true
    node.observationFired = false
    reconcile(node, with: [element])
  }

  private func evaluateBody<V: View>(of view: V, on node: Node) -> Element {
    var view = view
    TypeLayout.of(V.self).install(into: &view, node: node)
    node.view = view
    node.pendingChanges = ChangeReport.reasons(for: node)
    let armed = node.generation
    return Tracking.evaluating(node) {
      withObservationTracking {
        Element.build(view.body, slot: 0)
      } onChange: { [weak node] in
        node?.observationChanged(generation: armed)
      }
    }
  }

  func renderPrimitive(_ node: Node) {
    var elements = node.contentElements
    switch node.primitive {
    case .presenter(let presenter):
      let wasPresenting = node.isPresenting
      if let presented = evaluatePresentation(node, presenter) {
        elements.append(presented)
      }
      if node.isPresenting != wasPresenting { node.count(sheets: node.isPresenting ? 1 : -1) }
    case .navigationContainer(let path, _):
      if let path { followPath(node, path) }
      // A path that starts non-empty is shown at the first render: the root content, which
      // declares the destinations, must exist before the values are looked up.
      if node.children.isEmpty, !node.pushed.isEmpty { reconcile(node, with: elements) }
      elements += pushedElements(node)
    case .geometry(.reader(let content)), .geometry(.effect(let content)):
      // A reader in a background measures the content beside it, which is attached to their parent
      // only once both are built: it reads again in this flush.
      if Placement.awaitsContent(node) { node.markDirty() }
      let proxy = GeometryProxy(placement: Placement.of(node))
      elements.append(evaluateReaderContent(of: node) { content(proxy) })
    case .geometry(.scrollReader(let content)):
      let proxy = ScrollViewProxy(reader: node)
      elements.append(evaluateOwnContent(of: node) { content(proxy) })
    case .preference(.reader(let reader)):
      guard case .content(let build, let behind) = reader.use else { break }
      // The first time, the content must exist before the value it sends can be read.
      if node.children.isEmpty { reconcile(node, with: elements) }
      let value = preferences.drawnValue(of: node, reader)
      let built = evaluateOwnContent(of: node) { build(value) }
      elements = behind ? [built] + elements : elements + [built]
    case .disclosure(let disclosure):
      elements = disclosureElements(node, disclosure, elements)
    case .navigationLink(.bound(let bound)):
      followBinding(of: node, bound)
    case .animationScope(let scope):
      return withAnimation(of: scope, at: node) { reconcile(node, with: elements) }
    case .attached(let timeline as TimelineTicks):
      elements = [evaluateOwnContent(of: node) { timeline.element(on: node) }]
    case .selection(let selection):
      followSelection(node, selection)
    case .attached(let presented as PresentedDestination):
      followPresentation(node, presented)
    default:
      break
    }
    guard node.showsOneChildAtATime else { return reconcile(node, with: elements) }
    let shownBefore = node.shownChild
    let beforeReconcile = pendingEffects.count
    if case .navigationContainer? = node.primitive {
      containersRendering.insert(ObjectIdentifier(node))
    }
    reconcile(node, with: elements)
    if case .navigationContainer? = node.primitive {
      containersRendering.remove(ObjectIdentifier(node))
      refreshPushedDestinations(of: node)
    }
    // Only a push, a pop or another tab changes what is on screen; ahead of the disappear
    // actions of the destinations this reconcile pops.
    if node.shownChild != shownBefore {
      pendingEffects.insert(onScreenChanges(below: node), at: beforeReconcile)
    }
  }

  /// The presentation's own reads (its binding, its content closure) make the presenter node, not its
  /// parent, dependent. The content closure is the one the parent's last body run built, so it sees
  /// that run's values. A presentation that closes calls its `onDismiss` after the update.
  private func evaluatePresentation(_ node: Node, _ presenter: Presenter) -> Element? {
    let presented = evaluateOwnContent(of: node) { () -> Element? in
      guard presenter.isPresented.wrappedValue else { return nil }
      let isPresented = presenter.isPresented
      let dismiss = DismissAction(id: ObjectIdentifier(node)) { isPresented.wrappedValue = false }
      let content = presenter.content()
      // Alerts and dialogs are not hosted views: their buttons share the presenter's edit mode.
      let inner = Element.build(
        presenter.kind.closesAfterAction ? content : EditModeScope.around(content), slot: 0)
      return Element(
        key: ChildKey(slot: ChildSlot.presentation, type: ObjectIdentifier(Graph.self)),
        typeName: "Presentation",
        content: .primitive(.presentation(presenter.kind, dismiss: dismiss), [inner]))
    }
    if node.isPresenting, presented == nil, let onDismiss = presenter.onDismiss {
      pendingEffects.append(onDismiss)
    }
    node.isPresenting = presented != nil
    return presented
  }

  /// Content a primitive builds itself (a presentation, a reader's content): what it reads makes the
  /// primitive's node, not its parent, depend on it.
  private func evaluateOwnContent<T>(of node: Node, _ build: () -> T) -> T {
    node.generation += 1
    return evaluate(build, readBy: node, generation: node.generation)
  }

  /// A geometry reader's content (`GeometryReader`, `visualEffect`): its closure holds the values
  /// of the body run that built it, so what it reads counts as read by that body, as a lazy row's
  /// does. A change runs the body again, whose new closure reads the new values (run on its own,
  /// the old closure would read the old ones); SwiftUI's state read in a reader's closure makes the
  /// owning view's body depend on it too.
  private func evaluateReaderContent<T>(of node: Node, _ build: () -> T) -> T {
    var owner = node.parent
    while let each = owner, !each.isComposite { owner = each.parent }
    guard let owner else { return evaluateOwnContent(of: node, build) }
    return evaluate(build, readBy: owner, generation: owner.generation)
  }

  private func evaluate<T>(_ build: () -> T, readBy node: Node, generation armed: Int) -> T {
    Tracking.evaluating(node) {
      withObservationTracking(build) { [weak node] in
        node?.observationChanged(generation: armed)
      }
    }
  }

  private func pushedElements(_ node: Node) -> [Element] {
    node.pushed.indices.map { pushedElement(node, $0) }
  }

  private func pushedElement(_ node: Node, _ index: Int) -> Element {
    if let column = node.pushed[index].column,
      case .navigationContainer(_, let columns)? = node.primitive,
      columns.indices.contains(column)
    {
      node.pushed[index].destination = columns[column]
    } else if let value = node.pushed[index].value {
      node.pushed[index].destination = destination(for: value, in: node)
    } else if let link = node.pushed[index].link, !link.isDead,
      case .navigationLink(let target)? = link.primitive, let destination = target.destinationView
    {
      node.pushed[index].destination = destination
    } else if let owner = node.pushed[index].link, !owner.isDead,
      case .attached(let presented as PresentedDestination)? = owner.primitive
    {
      node.pushed[index].destination = presented.destination
    }
    let dismiss = DismissAction(id: ObjectIdentifier(node)) { [weak self, weak node] in
      guard let self, let node, node.pushed.count > index else { return }
      self.pop(node, to: index)
    }
    let inner = Element.build(EditModeScope.around(node.pushed[index].destination), slot: 0)
    return Element(
      key: ChildKey(slot: ChildSlot.pushed(index), type: ObjectIdentifier(Graph.self)),
      typeName: "Pushed",
      content: .primitive(.presentation(.pushed, dismiss: dismiss), [inner]))
  }

  /// A pushed destination shows the struct its link holds now: the body that built the link may
  /// have run again since the destination element was built (in the same pass, the content is
  /// updated after the pushed elements are made), building a new struct with new inputs (a new
  /// default `@ObservedObject`, say), which SwiftUI hands to the pushed view.
  private func refreshPushedDestinations(of container: Node) {
    guard !containersRendering.contains(ObjectIdentifier(container)) else { return }
    for index in container.pushed.indices {
      guard let link = container.pushed[index].link, !link.isDead,
        case .navigationLink(let target)? = link.primitive,
        let destination = target.destinationView,
        !InputComparison.equal(container.pushed[index].destination, destination)
      else { continue }
      let element = pushedElement(container, index)
      if let child = container.children.first(where: { $0.key == element.key }) {
        update(child, element, environment: container.childEnvironment)
      }
    }
  }

  /// The navigation container a link pushed its destination on, if it is pushed.
  private func containerShowingDestination(of link: Node) -> Node? {
    var current = link.parent
    while let node = current {
      if case .navigationContainer? = node.primitive,
        node.pushed.contains(where: { $0.link === link })
      {
        return node
      }
      current = node.parent
    }
    return nil
  }

  /// A link to a view pushes it; a link to a value appends the value to the stack's path (or to its
  /// own stack without one), shown by the matching `navigationDestination`.
  package func push(_ target: NavigationTarget, from link: Node, onto container: Node) {
    switch target {
    case .view(let destination):
      container.pushed.append(PushedDestination(link: link, destination: destination))
    case .bound(let bound):
      return bound.activate()
    case .value(nil):
      return
    case .value(let value?):
      if let list = link.enclosingSelectionList(below: container) {
        select(value, in: list)
        return
      }
      // "The link cannot be activated": without a destination for its value, SwiftUI pushes nothing.
      guard declaredDestination(for: value, in: container) != nil else {
        return warnNoDestination(for: value)
      }
      if case .navigationContainer(let path?, _)? = container.primitive {
        path.set(path.get() + [value])
        return
      }
      container.pushed.append(
        PushedDestination(link: link, destination: EmptyView(), value: value))
    }
    renderPrimitive(container)
  }

  package func pop(_ container: Node, to count: Int) {
    let popped = container.pushed.dropFirst(count)
    container.pushed.removeLast(container.pushed.count - count)
    popped.reversed().forEach { $0.onPop?() }
    if case .navigationContainer(let path?, _)? = container.primitive {
      let values = container.pushed.compactMap(\.value)
      // The views reading the path, the stack among them, render in the update, parents first.
      if values != path.get() { return path.set(values) }
    }
    renderPrimitive(container)
  }

  /// A ForEach's rows in a List or lazy stack (through sections and groups): only the rows on screen
  /// are built, the container's limit. Anywhere else, every row is.
  private func lazyRowLimit(of node: Node) -> Int? {
    guard case .transparent? = node.primitive, !node.isComposite else { return nil }
    var ancestor = node.parent
    while let current = ancestor {
      switch current.primitive {
      case .container(.list)?, .container(.lazyVStack)?, .container(.lazyHStack)?,
        .container(.lazyVGrid)?, .container(.lazyHGrid)?:
        return current.lazyRowLimit
      case .container(.section)?, .container(.group)?, .transparent?, .selection?:
        ancestor = current.parent
      default:
        return nil
      }
    }
    return nil
  }

  /// Builds more rows of a lazy container, as scrolling down does.
  package func showMoreRows(of container: Node, upTo limit: Int) {
    container.lazyRowLimit = max(container.lazyRowLimit, limit)
    func rerender(_ node: Node) {
      if case .transparent? = node.primitive, !node.isComposite {
        renderPrimitive(node)
      }
      for child in node.children where !child.isComposite { rerender(child) }
    }
    rerender(container)
  }

  /// A stack with a path shows one destination per value; reading the path under the container makes
  /// the container, not its parent, re-render when the path changes, whether the path is state, a
  /// published property or a property of an `@Observable` object.
  private func followPath(_ node: Node, _ path: NavigationPathBinding) {
    let values = evaluateOwnContent(of: node) { path.get() }
    // Destinations pushed by a view link or a binding are not in the path: they stay, above it.
    let fromPath = node.pushed.filter { $0.value != nil }
    let others = node.pushed.filter { $0.value == nil }
    let kept = zip(fromPath, values).prefix { $0.0.value == $0.1 }.count
    node.pushed = Array(fromPath.prefix(kept))
    for value in values.dropFirst(kept) {
      node.pushed.append(PushedDestination(link: nil, destination: EmptyView(), value: value))
    }
    node.pushed += others
  }

  /// The destination the stack declares for the value's type: the first `navigationDestination`
  /// for it in the stack's root content or the destinations pushed so far.
  private func destination(for value: AnyHashable, in container: Node) -> any View {
    guard let declared = declaredDestination(for: value, in: container) else {
      warnNoDestination(for: value)
      return EmptyView()
    }
    return ValueDestination(destination: declared, value: value)
  }

  private func declaredDestination(for value: AnyHashable, in container: Node)
    -> NavigationDestination?
  {
    var found: NavigationDestination?
    func search(_ node: Node) {
      if found != nil { return }
      if case .navigationDestination(let candidate)? = node.primitive,
        candidate.handles(value)
      {
        found = candidate
        return
      }
      for child in node.children { search(child) }
    }
    search(container)
    return found
  }

  private func warnNoDestination(for value: AnyHashable) {
    Console.warn(
      "A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
    )
  }

  // MARK: Reconciliation

  /// Matches elements to children by key; vanished children are torn down before new ones are created,
  /// so an identity reset releases the old state objects before the new ones exist.
  private func reconcile(_ node: Node, with allElements: [Element]) {
    let environment = node.childEnvironment
    let elements = (lazyRowLimit(of: node).map { Array(allElements.prefix($0)) } ?? allElements)
      .map { $0.resolved().styled(in: environment, owner: node) }
    let keys = Set(elements.map(\.key))
    let removed = node.children.filter { !keys.contains($0.key) }
    if !removed.isEmpty {
      node.children.removeAll { !keys.contains($0.key) }
      for child in removed {
        node.count(liveValues: -child.liveValuesBelow, sheets: -child.sheetsBelow)
      }
      removed.forEach(teardown)
    }
    var existing = Dictionary(
      node.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var children: [Node] = []
    children.reserveCapacity(elements.count)
    for element in elements {
      if let child = existing.removeValue(forKey: element.key) {
        update(child, element, environment: environment)
        children.append(child)
      } else {
        let child = Node(graph: self, parent: node, element: element, environment: environment)
        children.append(child)
        render(child, element)
      }
    }
    for (index, child) in children.enumerated() { child.indexInParent = index }
    node.children = children
    node.snapshotRuns = []
    node.invalidateDerived()
  }

  private func teardown(_ node: Node) {
    node.isDead = true
    controlIndex.remove(node)
    node.children.forEach(teardown)
    node.children = []
    if case .lifecycle(_, let onDisappear) = node.primitive, node.hasAppeared {
      node.hasAppeared = false
      if let onDisappear { pendingEffects.append(onDisappear) }
    }
    if case .attached(let work) = node.primitive {
      pendingEffects.append { work.stop(on: node) }
    }
    if case .preference(.reader) = node.primitive { preferences.remove(node) }
    node.slots.forEach { $0?.detach() }
    node.slots = []
    node.view = nil
    node.pushed = []
    node.contentElements = []
  }

  /// An ancestor skipped its body but the environment changed: descendants that read it must re-run.
  private func propagateEnvironment(below node: Node) {
    let environment = node.childEnvironment
    for child in node.children where !child.environment.isSame(as: environment) {
      child.environment = environment
      child.invalidateDerived()
      if child.readsEnvironment { child.markDirty() }
      propagateEnvironment(below: child)
    }
  }
}
