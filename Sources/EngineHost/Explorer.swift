@_spi(Engine) import EngineCombine
import EngineInterface
import StateEngine

/// Explores what a reader could do with an example's UI. The scenario's own steps come first,
/// each its own state, so a reader who clicks through them sees what the scenario recorded; then
/// from the first render every enabled control of the top layer is used, breadth-first, with
/// what a reader does without a control (waiting while work is pending, dismissing a sheet,
/// swiping a row away, scrolling a list on), and each screen not seen before becomes a new state
/// (two states with the same screen are one, even when state the screen does not show differs,
/// unless only one of them has work pending). A state is reached again by mounting a fresh root and
/// replaying the path that first led to it: the engine is deterministic (seeded random, virtual
/// clock), so a replay is the same run again; one that does not reproduce the recorded screen
/// (state kept outside the views, in globals) is not explored further.
struct Explorer {
  /// How far the exploration goes; what lies beyond is "not explored".
  struct Budget {
    var states = 64
    var depth = 6
    /// Actions tried in all: a screen with many controls must not cost the build a minute.
    var transitions = 256
    /// Actions tried after sequences merged into another state's path (`continuations`).
    var continuations = 64
  }

  let makeHost: () -> ViewHost
  /// The scenario's actions; those a reader can do in Explore, up to the first other one (a
  /// slider's drag), are the first path explored.
  let scenario: [UserAction]
  var budget = Budget()

  /// How far the scenario dragged each view (by its label): the only drags the explorer makes.
  private var offsets: [String: [DragOffset]] {
    var offsets: [String: [DragOffset]] = [:]
    for case .dragView(let label, let offset, _, _) in scenario
    where !(offsets[label] ?? []).contains(offset) {
      offsets[label, default: []].append(offset)
    }
    return offsets
  }

  /// How far the scenario pinched or rotated each view (by its kind and label), else a pinch to
  /// twice the size and a turn by 45 degrees: the pinches and rotations the explorer makes.
  private func amounts(_ kind: Control.Kind, of label: String) -> [Double] {
    var amounts: [Double] = []
    for action in scenario {
      let amount: Double? =
        switch action {
        case .pinch(let pinched, let scale, _, _) where kind == .pinchable && pinched == label:
          scale
        case .rotate(let turned, let degrees, _, _) where kind == .rotatable && turned == label:
          degrees
        default: nil
        }
      if let amount, !amounts.contains(amount) { amounts.append(amount) }
    }
    if !amounts.isEmpty { return amounts }
    return kind == .pinchable ? [2] : [45]
  }

  /// What the scenario typed into each field (by its title): the only words the explorer types.
  private var words: [String: [String]] {
    var words: [String: [String]] = [:]
    for case .type(let text, let field, _, _) in scenario where !(words[field] ?? []).contains(text)
    {
      words[field, default: []].append(text)
    }
    return words
  }

  /// How long the scenario waited, each once: the waits the explorer makes, a second when it
  /// made none.
  private var waits: [Double] {
    var waits: [Double] = []
    for case .wait(let seconds) in scenario where !waits.contains(seconds) {
      waits.append(seconds)
    }
    return waits.isEmpty ? [1] : waits
  }

  /// The texts the scenario scrolled to: the only scrolls the explorer makes.
  private var scrollTargets: [String] {
    var targets: [String] = []
    for case .scroll(let label) in scenario where !targets.contains(label) {
      targets.append(label)
    }
    return targets
  }

  func explore() -> ExplorationReport {
    var host = makeHost()
    let first = host.reports[0]
    // The root's initialiser ran before the host: what it printed belongs to the first render.
    var report = ExplorationReport(
      states: [first.snapshot], console: Console.takeUnattached() + first.console,
      bodies: first.bodies, edges: [], complete: true)
    var paths: [[ExploredAction]] = [[]]
    var stateIndex = [StateKey(first.snapshot): 0]
    var queue = [0]
    var tried: Set<Tried> = []
    for action in scenario {
      guard report.states.count < budget.states, let explored = resolve(action, on: host),
        (try? perform(explored, on: host)) != nil, let step = host.reports.last
      else { break }
      let state = report.states.count - 1
      report.states.append(step.snapshot)
      let key = StateKey(step.snapshot)
      stateIndex[key] = stateIndex[key] ?? state + 1
      paths.append(paths[state] + [explored])
      queue.append(state + 1)
      tried.insert(Tried(state: state, action: explored))
      report.edges.append(
        .init(
          from: state, action: explored, to: state + 1, console: step.console,
          bodies: step.bodies))
    }
    var next = 0
    // Whether `host` shows the state being explored, untouched: only the first mount does, when
    // the scenario took no step.
    var ready = report.states.count == 1
    exploring: while next < queue.count {
      let state = queue[next]
      next += 1
      defer { ready = false }
      guard paths[state].count < budget.depth else {
        report.complete = false
        continue
      }
      if !ready { replay(paths[state], into: &host) }
      guard host.snapshotHTML() == report.states[state] else {
        report.complete = false
        continue
      }
      for action in actions(on: host) where !tried.contains(Tried(state: state, action: action)) {
        guard report.edges.count < budget.transitions else {
          report.complete = false
          break exploring
        }
        if !ready { replay(paths[state], into: &host) }
        ready = false
        guard (try? perform(action, on: host)) != nil, let step = host.reports.last else {
          continue
        }
        let key = StateKey(step.snapshot)
        var target = stateIndex[key]
        if target == nil, report.states.count < budget.states {
          target = report.states.count
          stateIndex[key] = target
          report.states.append(step.snapshot)
          paths.append(paths[state] + [action])
          queue.append(target!)
        }
        guard let target else {
          report.complete = false
          continue
        }
        report.edges.append(
          .init(
            from: state, action: action, to: target, console: step.console, bodies: step.bodies))
      }
    }
    let prints = !report.console.isEmpty || report.edges.contains { !$0.console.isEmpty }
    if prints { traceContinuations(into: &report, paths: paths, host: &host) }
    return report
  }

  /// What actions print after the sequences the state graph merges away: an edge into a state
  /// first reached by another path (a tap that leaves the screen as it was) ends a sequence whose
  /// later actions were never run. Each such sequence shorter than the log search's bound is
  /// replayed and every action it offers tried, breadth-first, within `budget.continuations`;
  /// a sequence's actions are kept all or none, so the search knows what it lacks. An edge that
  /// printed nothing and ran no body changed nothing a later action could print.
  private func traceContinuations(
    into report: inout ExplorationReport, paths: [[ExploredAction]], host: inout ViewHost
  ) {
    let bound = ExplorationReport.tracedActions
    var pending = report.edges.compactMap { edge -> [ExploredAction]? in
      let sequence = paths[edge.from] + [edge.action]
      let changed = !edge.console.isEmpty || !edge.bodies.isEmpty
      return changed && sequence != paths[edge.to] && sequence.count < bound ? sequence : nil
    }
    var next = 0
    while next < pending.count {
      let sequence = pending[next]
      next += 1
      replay(sequence, into: &host)
      let actions = actions(on: host)
      guard report.continuations.count + actions.count <= budget.continuations else { return }
      var ready = true
      for action in actions {
        if !ready { replay(sequence, into: &host) }
        ready = false
        guard (try? perform(action, on: host)) != nil, let step = host.reports.last else {
          continue
        }
        report.continuations.append(.init(after: sequence, action: action, console: step.console))
        let changed = !step.console.isEmpty || !step.bodies.isEmpty
        if changed, sequence.count + 1 < bound { pending.append(sequence + [action]) }
      }
    }
  }

  /// What makes two states one: the same screen, and work pending in both or in neither (a
  /// screen waiting for a delayed update is not the same as that screen at rest).
  private struct StateKey: Hashable {
    var snapshot: String
    var isWaiting: Bool

    init(_ snapshot: String) {
      self.snapshot = snapshot
      isWaiting = VirtualClock.hasPendingWork
    }
  }

  /// An action already taken from a state.
  private struct Tried: Hashable {
    var state: Int
    var action: ExploredAction
  }

  /// A scenario action as the control it operates on `host`'s screen, or as the action without a
  /// control it is; nil for dragging a slider, which Explore does not offer.
  private func resolve(_ action: UserAction, on host: ViewHost) -> ExploredAction? {
    let control: Control?
    var text: String?
    switch action {
    case .tap(let label, let view, let index):
      control = try? host.find(
        .button, alsoMatching: [.tab, .option], label, in: view, index: index)
    case .toggle(let label, let view, let index):
      control = try? host.find(.toggle, label, in: view, index: index)
    case .type(let typed, let field, let view, let index):
      control = try? host.find(.textField, field, in: view, index: index)
      text = typed
    case .open(let label, let view):
      control = try? host.find(.link, label, in: view)
    case .pick(let option, let picker):
      control = Control.all(in: host.topLayer).first {
        $0.kind == .option && $0.label == option && $0.pickerLabel == picker
      }
    case .doubleTap(let label, let view, let index):
      control = try? host.find(.doubleTappable, label, in: view, index: index)
    case .longPress(let label, let view, let index):
      control = try? host.find(.longPressable, label, in: view, index: index)
    case .dragView(let label, let offset, let view, let index):
      control = try? host.find(.draggable, label, in: view, index: index)
      text = offset.description
    case .pinch(let label, let scale, let view, let index):
      control = try? host.find(.pinchable, label, in: view, index: index)
      text = ScenarioNumber.describe(scale)
    case .rotate(let label, let degrees, let view, let index):
      control = try? host.find(.rotatable, label, in: view, index: index)
      text = ScenarioNumber.describe(degrees)
    case .focus(let label, let view, let index), .submit(let label, let view, let index):
      guard let field = try? host.find(.textField, label, in: view, index: index) else {
        return nil
      }
      let kind = if case .focus = action { ExploredAction.focus } else { ExploredAction.submit }
      return ExploredAction(
        kind: kind, label: field.label, occurrence: occurrence(of: field, on: host))
    case .refresh:
      return ExploredAction(kind: ExploredAction.refresh, label: "", occurrence: 1)
    case .back:
      return ExploredAction(kind: "back", label: "", occurrence: 1)
    case .dismiss:
      return ExploredAction(kind: ExploredAction.dismiss, label: "", occurrence: 1)
    case .wait(let seconds):
      return ExploredAction(
        kind: ExploredAction.wait, label: "", occurrence: 1,
        text: WaitDuration.describe(seconds))
    case .swipeToDelete(let label):
      return ExploredAction(kind: ExploredAction.swipeToDelete, label: label, occurrence: 1)
    case .scroll(let label):
      return ExploredAction(kind: ExploredAction.scroll, label: label, occurrence: 1)
    case .drag:
      return nil
    }
    guard let control else { return nil }
    return ExploredAction(
      kind: control.kind.rawValue, label: control.label,
      occurrence: occurrence(of: control, on: host), text: text)
  }

  /// Which of the top layer's controls of its kind and label a control is, from 1.
  private func occurrence(of control: Control, on host: ViewHost) -> Int {
    let same = Control.all(in: host.topLayer).filter {
      $0.kind == control.kind && $0.label == control.label
    }
    return (same.firstIndex { $0.node === control.node } ?? 0) + 1
  }

  /// Replaces `host` with a fresh mount taken along `path`. What the root's initialiser prints was
  /// reported with the first render, and what the old host's objects print as they go belongs to
  /// no step: both are left out.
  private func replay(_ path: [ExploredAction], into host: inout ViewHost) {
    let sink = Console.sink
    Console.sink = { _ in }
    host = makeHost()
    Console.sink = sink
    for action in path { try? perform(action, on: host) }
  }

  /// Every action the top layer offers, in the order its controls appear: each enabled control
  /// (a field once for each word the scenario typed into it), then refreshing, swiping each row
  /// away, scrolling to what the scenario scrolled to, dismissing, waiting and going back.
  private func actions(on host: ViewHost) -> [ExploredAction] {
    var seen: [String: Int] = [:]
    var actions: [ExploredAction] = []
    for control in Control.all(in: host.topLayer) {
      let key = control.kind.rawValue + "\u{0}" + control.label
      seen[key, default: 0] += 1
      guard control.isEnabled, control.kind != .slider else { continue }
      let action = ExploredAction(
        kind: control.kind.rawValue, label: control.label, occurrence: seen[key]!, text: nil)
      switch control.kind {
      case .textField:
        actions += (words[control.label] ?? []).map { word in
          var typing = action
          typing.text = word
          return typing
        }
        if host.focusTarget(of: control.node) != nil {
          actions.append(
            ExploredAction(kind: ExploredAction.focus, label: control.label, occurrence: seen[key]!)
          )
        }
        if host.submits(control), host.hasSubmitAction(control) {
          actions.append(
            ExploredAction(
              kind: ExploredAction.submit, label: control.label, occurrence: seen[key]!))
        }
      case .draggable:
        actions += (offsets[control.label] ?? []).map { offset in
          var dragging = action
          dragging.text = offset.description
          return dragging
        }
      case .pinchable, .rotatable:
        actions += amounts(control.kind, of: control.label).map { amount in
          var turning = action
          turning.text = ScenarioNumber.describe(amount)
          return turning
        }
      default:
        actions.append(action)
      }
    }
    if host.isRefreshable {
      actions.append(ExploredAction(kind: ExploredAction.refresh, label: "", occurrence: 1))
    }
    actions += host.swipeableRows.map {
      ExploredAction(kind: ExploredAction.swipeToDelete, label: $0, occurrence: 1)
    }
    if host.canScrollFurther {
      actions += scrollTargets.map {
        ExploredAction(kind: ExploredAction.scroll, label: $0, occurrence: 1)
      }
    }
    if host.isDismissibleByUser {
      actions.append(ExploredAction(kind: ExploredAction.dismiss, label: "", occurrence: 1))
    }
    if VirtualClock.hasPendingWork {
      actions += waits.map {
        ExploredAction(
          kind: ExploredAction.wait, label: "", occurrence: 1, text: WaitDuration.describe($0))
      }
    }
    var canGoBack = false
    VisibleTree.walk(host.topLayer) { node in
      if node.isNavigationContainer && !node.pushed.isEmpty { canGoBack = true }
    }
    if canGoBack { actions.append(ExploredAction(kind: "back", label: "", occurrence: 1)) }
    return actions
  }

  private func perform(_ action: ExploredAction, on host: ViewHost) throws {
    switch action.kind {
    case "back": return try host.back()
    case ExploredAction.refresh: return try host.refresh()
    case ExploredAction.dismiss: return try host.dismiss()
    case ExploredAction.swipeToDelete: return try host.swipeToDelete(action.label)
    case ExploredAction.scroll: return try host.scroll(to: action.label)
    case ExploredAction.wait:
      guard let seconds = action.text.flatMap(WaitDuration.seconds(in:)) else { return }
      return host.wait(seconds: seconds)
    default: break
    }
    // Focusing and submitting address the text field.
    let controlKind =
      [ExploredAction.focus, ExploredAction.submit].contains(action.kind)
      ? Control.Kind.textField.rawValue : action.kind
    let matches = Control.all(in: host.topLayer).filter {
      $0.kind.rawValue == controlKind && $0.label == action.label
    }
    guard matches.indices.contains(action.occurrence - 1) else {
      throw HostError(message: "No \(action.kind) \(host.quoted(action.label))", available: [])
    }
    let control = matches[action.occurrence - 1]
    guard control.isEnabled else {
      throw HostError(message: "\(host.quoted(action.label)) is disabled", available: [])
    }
    switch action.kind {
    case ExploredAction.focus: try host.focus(control, named: action.description)
    case ExploredAction.submit: try host.submit(control, named: action.description)
    case Control.Kind.draggable.rawValue:
      guard let offset = action.text.flatMap(DragOffset.init(parsing:)) else { return }
      try host.drag(control, by: offset, named: action.description)
    case Control.Kind.pinchable.rawValue, Control.Kind.rotatable.rawValue:
      guard let amount = action.text.flatMap(Double.init) else { return }
      try host.perform(control, by: amount, named: action.description)
    default: try host.operate(control, typing: action.text, named: action.description)
    }
  }
}

extension ExploredAction {
  /// The action as its step is named.
  var description: String {
    switch kind {
    case "back", ExploredAction.refresh, ExploredAction.dismiss: kind
    case ExploredAction.wait: "wait \(text ?? "")"
    default: "\(kind) \"\(label)\"" + (text.map { " \"\($0)\"" } ?? "")
    }
  }
}
