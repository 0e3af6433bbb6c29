import OpenCombine

/// A property of an `ObservableObject` that publishes its new value before it is stored, after
/// the object's `objectWillChange` has been sent.
@propertyWrapper
public struct Published<Value> {
  let storage: Storage

  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// `$property`: the current value, then every new value.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.attach(to: object)
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.attach(to: object)
      storage.set(newValue)
    }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: KeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.attach(to: object)
      return Publisher(storage: storage)
    }
    set {}
  }

  /// The value and its subscribers; knows its object so that `assign(to:)` writes notify it.
  final class Storage {
    var value: Value
    let subject = PassthroughSubject<Value, Never>()
    weak var object: AnyObject?
    var assignment: AnyCancellable?

    init(_ value: Value) {
      self.value = value
    }

    func attach(to object: AnyObject) {
      if self.object == nil { self.object = object }
    }

    func set(_ newValue: Value) {
      if let object { sendWillChange(object) }
      subject.send(newValue)
      value = newValue
    }
  }

  public struct Publisher: OpenCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let storage: Storage

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.subject.prepend(storage.value).receive(subscriber: subscriber)
    }
  }
}

extension Publisher where Failure == Never {
  /// Republishes into a `@Published` property for as long as the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    storage.assignment = sink { [weak storage] value in storage?.set(value) }
  }
}
