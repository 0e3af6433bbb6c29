/// What `@AppStorage`, `@SceneStorage` and the iCloud key-value store keep, emptied when an example run starts so that every
/// run starts from the same values whatever ran before it in the process or on the machine.
package enum ExampleStorage {
  static var scene: [String: Any] = [:]

  package static func reset() {
    scene = [:]
    NSUbiquitousKeyValueStore.removeAll()
    // Every key the defaults hold, whichever domain name the platform gives the process; keys of
    // other domains (arguments, global) are untouched by `removeObject`.
    let defaults = UserDefaults.standard
    for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
  }
}
