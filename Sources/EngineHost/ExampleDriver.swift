@_spi(Engine) import EngineCombine
import EngineInterface
import Foundation
import PlaygroundSupport
import StateEngine

/// The entry point of a compiled example: docbuild appends a call to `run` (or `runProgram`)
/// to the example's code, and hands the scenario over as data: in the batch's plan, or in the
/// JSON file `ScenarioScript.environmentKey` names. The report goes to the file named by
/// `DOCBUILD_REPORT` as JSON (or to standard output without it).
public enum ExampleDriver {
  /// Set by `ExampleBatch` in the process of one job of a batch: whether to explore, the job's
  /// scenario, and the descriptor the report or exploration goes to (instead of the environment's
  /// files).
  static var batchJob: (explores: Bool, scenario: ScenarioScript, descriptor: Int32)?

  /// Mounts the root view, performs the scenario's actions in order, and writes the report. An
  /// action the UI does not offer ends the scenario; the report says which and what was available.
  /// When `DOCBUILD_EXPLORE` names a file, explores the UI instead (see `Explorer`), from the
  /// actions' path and typing only what they type, and writes the exploration there: docbuild
  /// runs an example a second time for it, so an exploration that crashes or runs out of time
  /// costs the scenario nothing.
  public static func run<Root: View>(_ makeRoot: () -> Root) {
    VirtualClock.hostMovesTheClock()
    let steps = (batchJob?.scenario ?? scenarioFromEnvironment()).steps
    let explorationFile = ProcessInfo.processInfo.environment[ExplorationReport.environmentKey]
    if batchJob?.explores ?? (explorationFile != nil) {
      let exploration = withoutActuallyEscaping(makeRoot) { makeRoot in
        Explorer(
          makeHost: { ViewHost(makeRoot(), marksViews: true) }, scenario: steps.map(\.action)
        ).explore()
      }
      return write(exploration, to: explorationFile)
    }
    // The root's initialiser is the app's code too: what it prints belongs to the first render.
    let host = ViewHost(makeRoot(), marksViews: true)
    let before = Console.takeUnattached()
    var failure: RunReport.Failure?
    for step in steps {
      do {
        try perform(step.action, on: host)
      } catch let disabled as DisabledControl {
        host.recordUntouched(step.name, disabled)
      } catch let error as HostError {
        failure = .init(step: step.name, message: error.message, available: error.available)
        break
      } catch {
        failure = .init(step: step.name, message: "\(error)", available: [])
        break
      }
    }
    var reports = host.reports
    if !before.isEmpty, !reports.isEmpty { reports[0].console = before + reports[0].console }
    notePendingWork()
    write(RunReport(steps: reports, failure: failure), to: nil)
  }

  /// Writes a line per item of work the example leaves scheduled to the error output: a timer, a
  /// sleeping task or a delayed block ends with the run here, where an app would have run it.
  static func notePendingWork() {
    for work in VirtualClock.pendingWork {
      let seconds = Double(work.dueIn) / 1e9
      FileHandle.standardError.write(
        Data((PendingWorkNote.line(work.kind, dueIn: seconds) + "\n").utf8))
    }
  }

  /// Runs an app as its first window's content.
  public static func run<Root: App>(_ makeRoot: () -> Root) {
    run({ AppRoot(app: makeRoot()) })
  }

  /// The scenario in the file `ScenarioScript.environmentKey` names; none without the variable.
  private static func scenarioFromEnvironment() -> ScenarioScript {
    guard let path = ProcessInfo.processInfo.environment[ScenarioScript.environmentKey] else {
      return ScenarioScript(steps: [])
    }
    guard let data = FileManager.default.contents(atPath: path),
      let scenario = try? JSONDecoder().decode(ScenarioScript.self, from: data)
    else {
      fputs("docbuild: cannot read the scenario \(path)\n", stderr)
      exit(2)
    }
    return scenario
  }

  /// Before an example's top-level code runs: a sleep it awaits moves the clock, as nothing
  /// else would until a host is made.
  public static func startProgram() {
    VirtualClock.waitsMoveTheClock()
  }

  /// For an example with no view: reports what its top-level code printed, and the work it left
  /// ready (tasks, main-queue blocks), as a program's run loop would run it before exiting.
  public static func runProgram() {
    VirtualClock.hostMovesTheClock()
    // A playground's page that set a live view shows it: the view is the example's root.
    if let live = PlaygroundPage.current.liveView {
      return run { AnyView(live) }
    }
    VirtualClock.runDue()
    notePendingWork()
    let step = StepReport(
      step: "program", console: Console.takeUnattached(), bodies: [], created: [], destroyed: [],
      snapshot: "")
    write(RunReport(steps: [step], failure: nil), to: nil)
  }

  private static func perform(_ action: UserAction, on host: ViewHost) throws {
    switch action {
    case .tap(let label, let view, let index): try host.tap(label, in: view, index: index)
    case .toggle(let label, let view, let index): try host.toggle(label, in: view, index: index)
    case .type(let text, let field, let view, let index):
      try host.type(text, into: field, in: view, index: index)
    case .open(let label, let view): try host.open(label, in: view)
    case .back: try host.back()
    case .dismiss: try host.dismiss()
    case .wait(let seconds): host.wait(seconds: seconds)
    case .pick(let option, let picker): try host.pick(option, in: picker)
    case .drag(let label, let value, let view, let index):
      try host.drag(label, to: value, in: view, index: index)
    case .swipeToDelete(let label): try host.swipeToDelete(label)
    case .scroll(let label): try host.scroll(to: label)
    case .doubleTap(let label, let view, let index):
      try host.doubleTap(label, in: view, index: index)
    case .longPress(let label, let view, let index):
      try host.longPress(label, in: view, index: index)
    case .dragView(let label, let offset, let view, let index):
      try host.drag(label, by: offset, in: view, index: index)
    case .focus(let label, let view, let index): try host.focus(label, in: view, index: index)
    case .submit(let label, let view, let index): try host.submit(label, in: view, index: index)
    case .refresh: try host.refresh()
    case .pinch(let label, let scale, let view, let index):
      try host.pinch(label, by: scale, in: view, index: index)
    case .rotate(let label, let degrees, let view, let index):
      try host.rotate(label, by: degrees, in: view, index: index)
    }
  }

  /// Writes `report` as JSON to the batch job's descriptor, else to `path`, else to the file
  /// `DOCBUILD_REPORT` names, else to stdout.
  private static func write(_ report: some Encodable, to path: String?) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(report) else { return }
    if let descriptor = batchJob?.descriptor {
      FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(data)
    } else if let path = path ?? ProcessInfo.processInfo.environment[RunReport.environmentKey] {
      _ = FileManager.default.createFile(atPath: path, contents: data)
    } else {
      FileHandle.standardOutput.write(data)
    }
  }
}
