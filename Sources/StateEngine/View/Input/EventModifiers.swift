/// The modifier keys held with a key or a click.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  public static var capsLock: Self { Self(rawValue: 1 << 0) }
  public static var shift: Self { Self(rawValue: 1 << 1) }
  public static var control: Self { Self(rawValue: 1 << 2) }
  public static var option: Self { Self(rawValue: 1 << 3) }
  public static var command: Self { Self(rawValue: 1 << 4) }
  public static var numericPad: Self { Self(rawValue: 1 << 5) }
  public static var function: Self { Self(rawValue: 1 << 6) }
  public static var all: EventModifiers {
    [
      .capsLock, .shift, .control, .option, .command, .numericPad, .function,
    ]
  }
}
