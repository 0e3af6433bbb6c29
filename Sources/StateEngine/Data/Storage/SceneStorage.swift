/// A value kept for the scene under a key, restored with it ("a property wrapper type that reads and
/// writes to persisted, per-scene storage", Apple's documentation of `SceneStorage`). The engine has
/// one scene, kept in memory for one example run.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let location: StoredValueLocation<Value>

  private init(key: String, defaultValue: Value) {
    let name = "scene " + key
    location = StoredValueLocation(
      key: StoredKey.named(name),
      read: { (ExampleStorage.scene[name] as? Value) ?? defaultValue },
      write: { ExampleStorage.scene[name] = $0 })
  }

  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
  public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }

  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { Binding(location: location) }
}

extension SceneStorage: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    slot = slot ?? EnvironmentBox()
  }

  static func inputsEqual(_ old: SceneStorage, _ new: SceneStorage) -> Bool {
    old.location.key === new.location.key
  }
}
