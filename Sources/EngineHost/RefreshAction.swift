@_spi(Engine) import EngineCombine
import StateEngine

extension ViewHost {
  /// Pulls the refreshable view on screen down: its action runs as a task, and the step waits on
  /// the virtual clock, a tenth of a second at a time, until it finishes (at most a minute).
  public func refresh() throws {
    guard let action = refreshActions.first else {
      throw HostError(message: "Nothing on screen is refreshable", available: availableControls())
    }
    step("refresh") {
      let progress = RefreshProgress()
      Task {
        await action()
        progress.isFinished = true
      }
      VirtualClock.runDue { graph.flush() }
      for _ in 0..<600 where !progress.isFinished {
        VirtualClock.advance(by: VirtualClock.nanoseconds(fromSeconds: 0.1)) { graph.flush() }
      }
    }
  }
}

extension ViewHost {
  /// Whether something on screen refreshes when pulled down.
  var isRefreshable: Bool { !refreshActions.isEmpty }

  /// The `refreshable` actions on screen, outermost first.
  private var refreshActions: [() async -> Void] {
    var actions: [() async -> Void] = []
    VisibleTree.walk(topLayer) { node in
      if case .interaction(.refresh(let action))? = node.primitive { actions.append(action) }
    }
    return actions
  }
}

/// Whether a refresh's action has returned.
private final class RefreshProgress: @unchecked Sendable {
  var isFinished = false
}
