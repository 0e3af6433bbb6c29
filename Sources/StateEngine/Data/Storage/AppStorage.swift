/// A value kept in `UserDefaults` under a key ("a property wrapper type that reflects a value from
/// UserDefaults and invalidates a view on a change in value in that user default", Apple's
/// documentation of `AppStorage`). Every example run starts with empty defaults (`ExampleStorage`),
/// so runs stay the same; a write through `UserDefaults` itself does not re-run views here.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let location: StoredValueLocation<Value>

  private init(
    key: String, store: UserDefaults?, defaultValue: Value,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    let defaults = store ?? .standard
    location = StoredValueLocation(
      key: StoredKey.named("app " + key),
      read: { read(defaults, key) ?? defaultValue },
      write: { write(defaults, key, $0) })
  }

  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { Binding(location: location) }
}

extension AppStorage {
  /// Values `UserDefaults` keeps as they are.
  private init(plain defaultValue: Value, _ key: String, store: UserDefaults?) {
    self.init(
      key: key, store: store, defaultValue: defaultValue,
      read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(plain: wrappedValue, key, store: store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(plain: wrappedValue, key, store: store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(plain: wrappedValue, key, store: store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(plain: wrappedValue, key, store: store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(plain: wrappedValue, key, store: store)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) },
      write: { $0.set($2, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { ($0.object(forKey: $1) as? String).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }

  /// An optional value: nil removes the key.
  private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { $0.object(forKey: $1) as? Wrapped },
      write: { defaults, key, value in
        if let value {
          defaults.set(value, forKey: key)
        } else {
          defaults.removeObject(forKey: key)
        }
      })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(optional: key, store: store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(optional: key, store: store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store: store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store: store)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(optional: key, store: store)
  }

  /// An optional raw-representable value (iOS 15), kept as its raw value; nil removes the key.
  public init<Wrapped>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == String {
    self.init(optionalRaw: key, store: store)
  }
  public init<Wrapped>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped?, Wrapped: RawRepresentable, Wrapped.RawValue == Int {
    self.init(optionalRaw: key, store: store)
  }

  private init<Wrapped: RawRepresentable>(optionalRaw key: String, store: UserDefaults?)
  where Value == Wrapped? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { ($0.object(forKey: $1) as? Wrapped.RawValue).flatMap(Wrapped.init(rawValue:)) },
      write: { defaults, key, value in
        if let value {
          defaults.set(value.rawValue, forKey: key)
        } else {
          defaults.removeObject(forKey: key)
        }
      })
  }
}

extension AppStorage: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    slot = slot ?? EnvironmentBox()
  }

  static func inputsEqual(_ old: AppStorage, _ new: AppStorage) -> Bool {
    old.location.key === new.location.key
  }
}
