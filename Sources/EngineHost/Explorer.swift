import EngineInterface
import StateEngine

/// Explores what a reader could do with an example's UI. The scenario's own steps come first,
/// each its own state, so a reader who clicks through them sees what the scenario recorded; then
/// from the first render every enabled control of the top layer is used, breadth-first, and each
/// screen not seen before becomes a new state (two states with the same screen are one, even when
/// state the screen does not show differs). A state is reached again by mounting a fresh root and
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
  }

  let makeHost: () -> ViewHost
  /// The scenario's actions; those a reader does by clicking or typing, up to the first other
  /// one (a wait, a swipe), are the first path explored.
  let scenario: [UserAction]
  var budget = Budget()

  /// What the scenario typed into each field (by its title): the only words the explorer types.
  private var words: [String: [String]] {
    var words: [String: [String]] = [:]
    for case .type(let text, let field, _) in scenario where !(words[field] ?? []).contains(text) {
      words[field, default: []].append(text)
    }
    return words
  }

  func explore() -> ExplorationReport {
    var host = makeHost()
    let first = host.reports[0]
    // The root's initialiser ran before the host: what it printed belongs to the first render.
    var report = ExplorationReport(
      states: [first.snapshot], console: Console.takeUnattached() + first.console,
      bodies: first.bodies, edges: [], complete: true)
    var paths: [[ExploredAction]] = [[]]
    var stateIndex = [first.snapshot: 0]
    var queue = [0]
    var tried: Set<Tried> = []
    for action in scenario {
      guard report.states.count < budget.states, let explored = resolve(action, on: host),
        (try? perform(explored, on: host)) != nil, let step = host.reports.last
      else { break }
      let state = report.states.count - 1
      report.states.append(step.snapshot)
      stateIndex[step.snapshot] = stateIndex[step.snapshot] ?? state + 1
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
    while next < queue.count {
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
          return report
        }
        if !ready { replay(paths[state], into: &host) }
        ready = false
        guard (try? perform(action, on: host)) != nil, let step = host.reports.last else {
          continue
        }
        var target = stateIndex[step.snapshot]
        if target == nil, report.states.count < budget.states {
          target = report.states.count
          stateIndex[step.snapshot] = target
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
    return report
  }

  /// An action already taken from a state.
  private struct Tried: Hashable {
    var state: Int
    var action: ExploredAction
  }

  /// A scenario action as the control it operates on `host`'s screen; nil for what a reader does
  /// not do by clicking or typing (waiting, dismissing, dragging, swiping, scrolling).
  private func resolve(_ action: UserAction, on host: ViewHost) -> ExploredAction? {
    let control: Control?
    var text: String?
    switch action {
    case .tap(let label, let view, let index):
      control = try? host.find(
        .button, alsoMatching: [.tab, .option], label, in: view, index: index)
    case .toggle(let label, let view, let index):
      control = try? host.find(.toggle, label, in: view, index: index)
    case .type(let typed, let field, let view):
      control = try? host.find(.textField, field, in: view)
      text = typed
    case .open(let label, let view):
      control = try? host.find(.link, label, in: view)
    case .pick(let option, let picker):
      control = Control.all(in: host.topLayer).first {
        $0.kind == .option && $0.label == option && $0.pickerLabel == picker
      }
    case .back:
      return ExploredAction(kind: "back", label: "", occurrence: 1)
    case .dismiss, .wait, .drag, .swipeToDelete, .scroll:
      return nil
    }
    guard let control else { return nil }
    let same = Control.all(in: host.topLayer).filter {
      $0.kind == control.kind && $0.label == control.label
    }
    guard let index = same.firstIndex(where: { $0.node === control.node }) else { return nil }
    return ExploredAction(
      kind: control.kind.rawValue, label: control.label, occurrence: index + 1, text: text)
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
  /// (a field once for each word the scenario typed into it), then going back.
  private func actions(on host: ViewHost) -> [ExploredAction] {
    var seen: [String: Int] = [:]
    var actions: [ExploredAction] = []
    for control in Control.all(in: host.topLayer) {
      let key = control.kind.rawValue + "\u{0}" + control.label
      seen[key, default: 0] += 1
      guard control.isEnabled, control.kind != .slider else { continue }
      let action = ExploredAction(
        kind: control.kind.rawValue, label: control.label, occurrence: seen[key]!, text: nil)
      if control.kind == .textField {
        actions += (words[control.label] ?? []).map { word in
          var typing = action
          typing.text = word
          return typing
        }
      } else {
        actions.append(action)
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
    guard action.kind != "back" else { return try host.back() }
    let matches = Control.all(in: host.topLayer).filter {
      $0.kind.rawValue == action.kind && $0.label == action.label
    }
    guard matches.indices.contains(action.occurrence - 1) else {
      throw HostError(message: "No \(action.kind) \(host.quoted(action.label))", available: [])
    }
    let control = matches[action.occurrence - 1]
    guard control.isEnabled else {
      throw HostError(message: "\(host.quoted(action.label)) is disabled", available: [])
    }
    try host.operate(control, typing: action.text, named: action.description)
  }
}

extension ExploredAction {
  /// The action as its step is named.
  var description: String {
    kind == "back" ? "back" : "\(kind) \"\(label)\"" + (text.map { " \"\($0)\"" } ?? "")
  }
}
