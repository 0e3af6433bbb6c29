@_spi(Engine) import EngineCombine
import EngineInterface
import Foundation
import StateEngine

/// Mounts a root view and drives it as a user would, reporting after the first render and after each action
/// what was printed, which bodies ran, which objects came and went, and what the screen shows.
public final class ViewHost {
  public internal(set) var reports: [StepReport] = []
  /// Also write captured output to stdout.
  public var echoesConsole: Bool

  let graph = Graph()
  private var console = ""

  /// Whether snapshots mark the views of the note's own around what they show (see
  /// `Snapshot.text(of:marksViews:)`): docbuild's runs do, for screen checks.
  let marksViews: Bool

  /// The root is made after the clock, the random seed and storage are reset: what its initializer
  /// schedules (a debounce of a model's first value) or stores belongs to this run.
  public init<Root: View>(
    _ root: @autoclosure () -> Root, echoesConsole: Bool = false, marksViews: Bool = false
  ) {
    self.echoesConsole = echoesConsole
    self.marksViews = marksViews
    SeededRandom.reset()
    VirtualClock.reset()
    ExampleStorage.reset()
    _ = NoNetwork.installed
    let root = root()
    step("first render") { graph.mount(root) }
  }

  /// Mounts an app: its first window's content is the root, below a node holding the app's own state.
  public convenience init<Root: App>(_ app: @autoclosure () -> Root, echoesConsole: Bool = false) {
    self.init(AppRoot(app: app()), echoesConsole: echoesConsole)
  }

  /// Taps a button, a tab of a TabView or an option of a Picker by its label; `index` picks one of
  /// several controls with that label, counted from 1 in the order they appear.
  public func tap(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(
      .button, alsoMatching: [.tab, .option, .tappable], label, in: viewType, index: index)
    try operate(control, named: describe("tap", label, viewType, index))
  }

  public func toggle(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.toggle, label, in: viewType, index: index)
    try operate(control, named: describe("toggle", label, viewType, index))
  }

  /// Chooses an option of the picker labelled `pickerLabel`.
  public func pick(_ option: String, in pickerLabel: String) throws {
    let choices = Control.all(in: topLayer).filter {
      $0.kind == .option && $0.label == option && $0.pickerLabel == pickerLabel
    }
    guard let control = choices.first, let choice = control.choose else {
      throw HostError(
        message: "No option \(quoted(option)) in a picker labelled \(quoted(pickerLabel))",
        available: availableControls())
    }
    guard control.isEnabled else { throw DisabledControl(label: option) }
    step("pick \(quoted(option)) in \(quoted(pickerLabel))") { choice() }
  }

  /// Drags the slider labelled `label` to `value`, kept within the slider's bounds; `viewType`
  /// and `index` pick one of several sliders with that label, as for `tap`.
  public func drag(
    _ label: String, to value: Double, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.slider, label, in: viewType, index: index)
    guard case .slider(let binding, let bounds)? = control.node.primitive else { return }
    step(describe("drag", label, viewType, index) + " to \(value)") {
      binding.wrappedValue = min(max(value, bounds.lowerBound), bounds.upperBound)
    }
  }

  /// Scrolls the lists and lazy stacks on screen until a row shows `label`, building the rows on the
  /// way a screenful at a time.
  public func scroll(to label: String) throws {
    var found = false
    step("scroll to \(quoted(label))") {
      let containers = lazyContainers()
      func shown(in container: Node) -> Node? {
        var seen: Node?
        VisibleTree.walk(container) { node in
          if seen == nil, case .text(let text)? = node.primitive, text == label { seen = node }
        }
        return seen
      }
      for container in containers {
        while shown(in: container) == nil {
          let before = container.lazyRowLimit
          graph.showMoreRows(of: container, upTo: before + Primitive.rowsPerScreen)
          graph.flush()
          if !container.hasUnbuiltRows { break }
        }
        if let text = shown(in: container) {
          text.scrolledIntoView()
          found = true
          return
        }
      }
    }
    guard found else {
      throw HostError(message: "No row shows \(quoted(label))", available: availableControls())
    }
  }

  private func lazyContainers() -> [Node] {
    var containers: [Node] = []
    VisibleTree.walk(topLayer) { node in
      if node.isLazyContainer { containers.append(node) }
    }
    return containers
  }

  /// Swipes the list row showing `label` and taps Delete: its ForEach's `onDelete` gets the row's
  /// offset. A reader names a row by what it says: when no row's whole label matches, a row one of
  /// whose texts is `label` does (a row's symbol images are part of its label, not of its text).
  public func swipeToDelete(_ label: String) throws {
    let all = deletableRows()
    let whole = all.filter { $0.label == label }
    let rows = whole.isEmpty ? all.filter { $0.texts.contains(label) } : whole
    guard let match = rows.first, rows.count == 1 else {
      throw HostError(
        message: rows.isEmpty
          ? "No deletable row shows \(quoted(label))"
          : "\(rows.count) deletable rows show \(quoted(label))",
        available: availableControls())
    }
    step("swipe to delete \(quoted(label))") { match.delete(IndexSet(integer: match.offset)) }
  }

  /// The rows of the top layer's lists that can be swiped away, each with its text.
  private func deletableRows() -> [DeletableRow] {
    var rows: [DeletableRow] = []
    VisibleTree.walk(topLayer) { node in
      guard case .onDelete(let delete)? = node.primitive, let forEach = node.children.first
      else { return }
      for (offset, row) in forEach.children.enumerated() {
        rows.append(
          DeletableRow(
            label: VisibleTree.label(of: row), texts: VisibleTree.texts(of: row), delete: delete,
            offset: offset))
      }
    }
    return rows
  }

  private struct DeletableRow {
    let label: String
    let texts: [String]
    let delete: (IndexSet) -> Void
    let offset: Int
  }

  /// The texts of the rows `swipeToDelete` can take: those no other deletable row shows.
  var swipeableRows: [String] {
    let labels = deletableRows().map(\.label)
    return labels.filter { label in labels.filter { $0 == label }.count == 1 }
  }

  /// Whether a list or lazy stack on the top layer has rows that scrolling would build.
  var canScrollFurther: Bool { lazyContainers().contains(where: \.hasUnbuiltRows) }

  /// Replaces the text of the field whose title (placeholder) is `label`.
  public func type(
    _ text: String, into label: String, in viewType: String? = nil, index: Int? = nil
  ) throws {
    let control = try find(.textField, label, in: viewType, index: index)
    try operate(
      control, typing: text,
      named: describe("type \(quoted(text)) into", label, viewType, index))
  }

  /// Follows a NavigationLink: its destination is pushed on the nearest navigation container.
  public func open(_ label: String, in viewType: String? = nil) throws {
    let control = try find(.link, label, in: viewType)
    try operate(control, named: describe("open", label, viewType))
  }

  /// Does what the control does when the user uses it, as the step `name`: a button's action, a
  /// tab's or option's choice, a toggle flipped, `text` typed into a field (focusing it first), a
  /// link followed, a gesture performed. Sliders are dragged by `drag`, to a value; views by
  /// `drag(_:by:)`.
  func operate(_ control: Control, typing text: String? = nil, named name: String) throws {
    if let choose = control.choose { return step(name) { choose() } }
    switch control.node.primitive {
    case .button(let action, _)?:
      let layer = topLayer
      step(name) {
        action()
        graph.closeMenus(around: control.node)
        // "All actions in an alert dismiss the alert after the action runs" (Apple's
        // documentation of `alert(_:isPresented:actions:)`); dialogs likewise.
        if case .presentation(let kind, let dismiss)? = layer.primitive, kind.closesAfterAction {
          dismiss()
        }
      }
    case .toggle(let isOn)?:
      step(name) { isOn.wrappedValue.toggle() }
    case .textField(_, let binding, _)?:
      let target = focusTarget(of: control.node)
      step(name) {
        if let target { moveFocus(to: target) }
        binding.wrappedValue = text ?? ""
      }
    case .interaction(.gesture)?:
      perform(control, named: name) { [$0.kind.wholeValue ?? ()] }
    case .navigationLink(let target)?:
      var container = control.node.parent
      while let candidate = container, !candidate.isNavigationContainer {
        container = candidate.parent
      }
      guard let container else {
        throw HostError(
          message:
            "Link \(quoted(control.label)) is not inside a NavigationStack or NavigationView",
          available: [])
      }
      step(name) { graph.push(target, from: control.node, onto: container) }
    default:
      break
    }
  }

  /// Pops the top destination of the visible navigation stack.
  public func back() throws {
    var container: Node?
    VisibleTree.walk(topLayer) { node in
      if node.isNavigationContainer && !node.pushed.isEmpty { container = node }
    }
    guard let container else {
      throw HostError(
        message: "There is no pushed view to go back from", available: availableControls())
    }
    step("back") { graph.pop(container, to: container.pushed.count - 1) }
  }

  /// Dismisses the top sheet, cover, popover, alert or dialog, writing `false` (or `nil`) back
  /// through the binding that presented it.
  public func dismiss() throws {
    step("dismiss", try dismissal())
  }

  /// Whether a user can close the top layer without its buttons, as iOS lets them: a sheet or a
  /// popover swiped down or tapped around, a confirmation dialog's Cancel. Alerts and covers
  /// close only through their own buttons.
  var isDismissibleByUser: Bool {
    guard case .presentation(let kind, _)? = topLayer.primitive,
      [.sheet, .popover, .dialog].contains(kind)
    else { return false }
    return (try? dismissal()) != nil
  }

  private func dismissal() throws -> () -> Void {
    guard case .presentation(let kind, let dismiss)? = topLayer.primitive, kind != .pushed else {
      throw HostError(message: "There is no sheet to dismiss", available: availableControls())
    }
    var swipeDisabled = false
    VisibleTree.walk(topLayer) { node in
      if case .attribute(Primitive.interactiveDismissDisabled)? = node.primitive {
        swipeDisabled = true
      }
    }
    guard !swipeDisabled else {
      throw HostError(
        message: "The sheet's content sets interactiveDismissDisabled: it cannot be swiped away",
        available: availableControls())
    }
    return { dismiss() }
  }

  /// Lets `seconds` of virtual time pass: delayed work, timers and sleeping tasks run as their time
  /// comes, the views updating after each.
  public func wait(seconds: Double) {
    step("wait \(WaitDuration.describe(seconds))") {
      VirtualClock.advance(by: VirtualClock.nanoseconds(fromSeconds: seconds)) { graph.flush() }
    }
  }

  public func snapshotHTML() -> String {
    snapshotText().string
  }

  /// The screen's snapshot as its pieces, shared with the snapshots before where nothing changed.
  package func snapshotText() -> SnapshotText {
    Snapshot.text(of: graph.root, marksViews: marksViews)
  }

  // MARK: Steps

  var topLayer: Node { VisibleTree.layers(from: graph.root).last! }

  /// Runs an action with output captured, then the update it caused, then records the report.
  func step(_ name: String, _ action: () -> Void) {
    console = ""
    graph.bodyRuns = []
    graph.clearAnimationMarks()
    let previousSink = Console.sink
    Console.sink = { [unowned self] text in
      console += text
      if echoesConsole { Swift.print(text, terminator: "") }
    }
    action()
    graph.flush()
    // What the action made ready (main-queue blocks, task starts) runs before the next event, as
    // on SwiftUI's main run loop.
    VirtualClock.runDue { graph.flush() }
    NoNetwork.settle { VirtualClock.runDue { graph.flush() } }
    Console.sink = previousSink
    var lines = console.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    // The snapshot's pieces are built for what changed only; joining them copies the screen.
    reports.append(
      StepReport(
        step: name, console: lines,
        bodies: graph.bodyRuns.map { BodyRun(view: $0.view, path: $0.path) },
        created: graph.tracker.takeCreated(), destroyed: graph.tracker.takeDestroyed(),
        snapshot: Snapshot.text(of: graph.root, marksViews: marksViews).string))
  }

  /// The one enabled control of `kind` (or of the other kinds the action also operates) with `label`.
  func find(
    _ kind: Control.Kind, alsoMatching others: Set<Control.Kind> = [], _ label: String,
    in viewType: String?, index: Int? = nil
  ) throws -> Control {
    let kinds = others.union([kind])
    let layer = topLayer
    let controls = graph.controlIndex.candidates(labelled: label)
      .filter { VisibleTree.isVisible($0, in: layer) }
      .sorted(by: VisibleTree.precedes)
      .flatMap(Control.of)
    let inPlace = controls.filter { control in
      kinds.contains(control.kind)
        && (viewType.map { control.enclosingViews.contains($0) } ?? true)
    }
    var matches = innermost(inPlace.filter { $0.label == label })
    if matches.isEmpty {
      // A text or image inside views with gestures: the touch goes to the innermost of them.
      matches = innermost(inPlace.filter { $0.otherNames.contains(label) }, anyKind: true)
    }
    var available: [String] { Control.all(in: layer).map(\.description) }
    guard let first = matches.first else {
      let place = viewType.map { " in \($0)" } ?? ""
      throw HostError(
        message: "No \(kind.rawValue) labelled \(quoted(label))\(place)", available: available)
    }
    var control = first
    if let index {
      guard matches.indices.contains(index - 1) else {
        throw HostError(
          message:
            "There is no \(kind.rawValue) #\(index) labelled \(quoted(label)), only \(matches.count)",
          available: available)
      }
      control = matches[index - 1]
    } else if matches.count != 1 {
      throw HostError(
        message:
          "\(matches.count) \(kind.rawValue)s are labelled \(quoted(label)); name the view with `in` or pick one with `#2`",
        available: available)
    }
    guard control.isEnabled else { throw DisabledControl(label: label) }
    return control
  }

  /// Of views with gestures inside one another, the innermost: a touch lands on it, and the
  /// gestures around it take part by their precedence (`perform`). Gestures stacked on one view
  /// (`.onTapGesture {…}.highPriorityGesture(…)`) are such views too. With `anyKind`, of any
  /// controls found by a text inside them; else only gestures of the same kind count.
  private func innermost(_ controls: [Control], anyKind: Bool = false) -> [Control] {
    controls.filter { outer in
      let isGesture = if case .interaction(.gesture)? = outer.node.primitive { true } else { false }
      guard anyKind || isGesture else { return true }
      return !controls.contains {
        $0.node !== outer.node && (anyKind || $0.kind == outer.kind)
          && $0.node.isDescendant(of: outer.node)
      }
    }
  }

  func availableControls() -> [String] {
    Control.all(in: topLayer).map(\.description)
  }

  func describe(
    _ verb: String, _ label: String, _ viewType: String?, _ index: Int? = nil
  ) -> String {
    "\(verb) \(quoted(label))" + (viewType.map { " in \($0)" } ?? "")
      + (index.map { " #\($0)" } ?? "")
  }

  func quoted(_ text: String) -> String {
    "\"\(text)\""
  }
}

extension Node {
  var isLazyContainer: Bool {
    switch primitive {
    case .container(.list)?, .container(.lazyVStack)?, .container(.lazyHStack)?,
      .container(.lazyVGrid)?, .container(.lazyHGrid)?:
      true
    default: false
    }
  }

  /// Whether a ForEach below (through structure) holds rows that are not built yet.
  var hasUnbuiltRows: Bool {
    children.contains { child in
      guard !child.isComposite else { return false }
      if case .transparent? = child.primitive, child.contentElements.count > child.children.count {
        return true
      }
      return child.hasUnbuiltRows
    }
  }

  var isNavigationContainer: Bool {
    if case .navigationContainer? = primitive { return true }
    return false
  }
}
