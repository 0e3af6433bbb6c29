/// `.task`: starts the work when the view appears and cancels it when the view disappears, which
/// also happens when a pushed screen covers it or another tab is chosen (it starts again when the
/// view comes back, as `onAppear` runs again); with an `id`, a new value cancels the running work
/// and starts it again ("Adds an asynchronous task to perform before this view appears"; "SwiftUI
/// will automatically cancel the task at some point after the view disappears"; "when the id value
/// changes, SwiftUI cancels and restarts the task", Apple's documentation of
/// `task(id:priority:_:)`).
struct TaskWork: AttachedWork {
  let id: AnyHashable?
  let priority: TaskPriority
  let action: @Sendable () async -> Void

  /// The running task and the id it was started for.
  final class Running {
    let task: Task<Void, Never>
    let id: AnyHashable?

    init(task: Task<Void, Never>, id: AnyHashable?) {
      self.task = task
      self.id = id
    }
  }

  func start(on node: Node) {
    // A view created behind a pushed screen or in a tab not chosen starts when it appears; the
    // update that created the view and its screen's appearance both ask, once.
    guard !node.isOffScreen, !Self.isRunning(on: node) else { return }
    launch(on: node)
  }

  private func launch(on node: Node) {
    let action = action
    node.attachedState = Running(task: Task(priority: priority) { await action() }, id: id)
  }

  static func isRunning(on node: Node) -> Bool { node.attachedState is Running }

  func update(on node: Node) {
    guard let running = node.attachedState as? Running, running.id != id else { return }
    running.task.cancel()
    launch(on: node)
  }

  func stop(on node: Node) {
    (node.attachedState as? Running)?.task.cancel()
    node.attachedState = nil
  }
}

extension View {
  /// `@Sendable`, as in SwiftUI: the action is not isolated to the main actor with the view, so
  /// it runs on the engine's clock like any task.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    builtIn(.attached(TaskWork(id: nil, priority: priority, action: action)))
  }

  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    builtIn(.attached(TaskWork(id: AnyHashable(value), priority: priority, action: action)))
  }
}
