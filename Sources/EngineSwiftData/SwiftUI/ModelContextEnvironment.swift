import StateEngine

extension EnvironmentValues {
  /// The context `.modelContainer` puts in the environment. Without one, an empty container's
  /// context, made once per run.
  /// (https://developer.apple.com/documentation/swiftui/environmentvalues/modelcontext)
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

private struct ModelContextKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue = ModelContext(try! ModelContainer(for: Schema([])))
}
