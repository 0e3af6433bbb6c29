/// `_count = State(initialValue: 0)`: code setting the storage Swift makes for a property
/// wrapper (`@State var count`), which an initializer of the wrapper's view does. Shown without
/// that view, `_count` is no misspelt name: it is the view's, and so is the initializer.
enum WrapperStorage {
  /// Each storage name `code` assigns a wrapper's value to (`_count`), with the wrapper
  /// (`State`), in their order.
  static func assigned(in code: String) -> [(storage: String, wrapper: String)] {
    var found: [(storage: String, wrapper: String)] = []
    for match in code.matches(of: assignment)
    where wrappers.contains(String(match.2)) && !found.contains(where: { $0.storage == match.1 }) {
      found.append((String(match.1), String(match.2)))
    }
    return found
  }

  // `_count = State(initialValue: 0)`, `self._model = StateObject(wrappedValue: Model())`
  nonisolated(unsafe) private static let assignment =
    #/\b(_[\p{Ll}\p{Lo}][\p{L}\p{N}_]*)\s*=\s*(\p{Lu}\w*)\s*[(<]/#

  /// SwiftUI's and SwiftData's property wrappers, whose storage an initializer may set.
  private static let wrappers: Set<String> = [
    "State", "StateObject", "ObservedObject", "Binding", "Bindable", "Environment",
    "EnvironmentObject", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Published",
    "Query",
  ]
}
