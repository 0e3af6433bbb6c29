/// Values and objects a view hierarchy passes down implicitly.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  var objects: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Same objects (by identity) and equal values: descendants need not re-read.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard objects.count == other.objects.count, values.count == other.values.count else {
      return false
    }
    for (key, object) in objects where other.objects[key] !== object { return false }
    for (key, value) in values where isEqualAny(value, other.values[key]) != true { return false }
    return true
  }
}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Closes the presentation (sheet or pushed destination) the view is in.
public struct DismissAction: Equatable {
  let id: ObjectIdentifier?
  let action: () -> Void

  public func callAsFunction() { action() }

  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.id == rhs.id }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

private enum DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(id: nil) {}
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private enum ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { ColorScheme.light }
}

extension EnvironmentValues {
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

/// Fixed, so pages are reproducible whatever the machine's settings.
private enum LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private enum CalendarKey: EnvironmentKey {
  static let defaultValue = Calendar(identifier: .gregorian)
}

private enum TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC")!
}

extension EnvironmentValues {
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet or a pushed destination) that `dismiss` closes.
  public var isPresented: Bool { dismiss.id != nil }

  /// The older form of `dismiss`: whether the view is presented, and a way to close it.
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: isPresented, dismissAction: dismiss))
  }
}

public struct PresentationMode {
  public let isPresented: Bool
  let dismissAction: DismissAction

  public func dismiss() { dismissAction() }
}
