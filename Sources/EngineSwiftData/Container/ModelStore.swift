/// The models a container holds, in insertion order. Observable as a whole: a fetch reads
/// `contents`, and inserting or deleting changes it, so a view whose body fetched (`@Query`)
/// re-renders.
final class ModelStore: Observable {
  private let registrar = ObservationRegistrar()
  private var models: [any PersistentModel] = []

  var contents: [any PersistentModel] {
    registrar.access(self, keyPath: \.contents)
    return models
  }

  func insert(_ model: any PersistentModel) {
    guard !contains(model) else { return }
    registrar.withMutation(of: self, keyPath: \.contents) { models.append(model) }
  }

  func delete(_ model: any PersistentModel) {
    guard contains(model) else { return }
    registrar.withMutation(of: self, keyPath: \.contents) {
      models.removeAll { $0 === model }
    }
  }

  private func contains(_ model: any PersistentModel) -> Bool {
    models.contains { $0 === model }
  }
}
