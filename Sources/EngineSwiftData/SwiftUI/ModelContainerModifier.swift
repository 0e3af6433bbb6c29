import StateEngine

/// Gives a view's subtree a container's main context. A container made by the modifier
/// (`.modelContainer(for:)`) is kept in the view's state, so a parent's re-render does not
/// replace the models.
private struct ModelContainerModifier: ViewModifier, HostView {
  @State private var container: ModelContainer

  init(_ container: @autoclosure () -> ModelContainer) {
    _container = State(initialValue: container())
  }

  func body(content: Content) -> some View {
    content.environment(\.modelContext, container.mainContext)
  }
}

/// A container for `types`, in memory like every container here; `onSetup` hears it was made.
private func container(
  for types: [any PersistentModel.Type],
  onSetup: (Result<ModelContainer, Error>) -> Void
) -> ModelContainer {
  let made = try! ModelContainer(for: Schema(types))
  onSetup(.success(made))
  return made
}

// (https://developer.apple.com/documentation/swiftui/view/modelcontainer(_:))
extension View {
  public func modelContainer(_ container: ModelContainer) -> some View {
    modifier(ModelContainerModifier(container))
  }

  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some View {
    modifier(ModelContainerModifier(container(for: [modelType], onSetup: onSetup)))
  }

  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some View {
    modifier(ModelContainerModifier(container(for: modelTypes, onSetup: onSetup)))
  }

  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}

// A scene's body is built once per run, so its container needs no state to survive.
extension Scene {
  @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene {
    environment(\.modelContext, container.mainContext)
  }

  @MainActor public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(container(for: [modelType], onSetup: onSetup))
  }

  @MainActor public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(container(for: modelTypes, onSetup: onSetup))
  }

  @MainActor public func modelContext(_ modelContext: ModelContext) -> some Scene {
    environment(\.modelContext, modelContext)
  }
}
