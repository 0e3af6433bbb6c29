/// Haptic and audio feedback played when a value changes. A page has no haptics: the feedback is
/// accepted and its conditions never run.
public struct SensoryFeedback: Hashable, Sendable {
  private let name: String

  public static var success: Self { Self(name: "success") }
  public static var warning: Self { Self(name: "warning") }
  public static var error: Self { Self(name: "error") }
  public static var selection: Self { Self(name: "selection") }
  public static var increase: Self { Self(name: "increase") }
  public static var decrease: Self { Self(name: "decrease") }
  public static var start: Self { Self(name: "start") }
  public static var stop: Self { Self(name: "stop") }
  public static var alignment: Self { Self(name: "alignment") }
  public static var levelChange: Self { Self(name: "levelChange") }
  public static var pathComplete: Self { Self(name: "pathComplete") }
  public static var impact: Self { Self(name: "impact") }

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self {
    Self(name: "impact")
  }

  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> Self {
    Self(name: "impact")
  }

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    private let name: String

    public static var light: Self { Self(name: "light") }
    public static var medium: Self { Self(name: "medium") }
    public static var heavy: Self { Self(name: "heavy") }
  }

  /// How rigid an impact feels.
  public struct Flexibility: Hashable, Sendable {
    private let name: String

    public static var rigid: Self { Self(name: "rigid") }
    public static var solid: Self { Self(name: "solid") }
    public static var soft: Self { Self(name: "soft") }
  }
}

extension View {
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    accepted("sensoryFeedback")
  }

  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    accepted("sensoryFeedback")
  }

  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    accepted("sensoryFeedback")
  }
}
