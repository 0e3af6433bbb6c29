/// Haptic and audio feedback played when a value changes. A page has no haptics: the feedback is
/// accepted and its conditions never run.
public struct SensoryFeedback: Hashable, Sendable {
  private let name: String

  public static let success = Self(name: "success")
  public static let warning = Self(name: "warning")
  public static let error = Self(name: "error")
  public static let selection = Self(name: "selection")
  public static let increase = Self(name: "increase")
  public static let decrease = Self(name: "decrease")
  public static let start = Self(name: "start")
  public static let stop = Self(name: "stop")
  public static let alignment = Self(name: "alignment")
  public static let levelChange = Self(name: "levelChange")
  public static let pathComplete = Self(name: "pathComplete")
  public static let impact = Self(name: "impact")

  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self {
    Self(name: "impact")
  }

  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> Self {
    Self(name: "impact")
  }

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    private let name: String

    public static let light = Self(name: "light")
    public static let medium = Self(name: "medium")
    public static let heavy = Self(name: "heavy")
  }

  /// How rigid an impact feels.
  public struct Flexibility: Hashable, Sendable {
    private let name: String

    public static let rigid = Self(name: "rigid")
    public static let solid = Self(name: "solid")
    public static let soft = Self(name: "soft")
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
