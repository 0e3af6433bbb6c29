/// How scenarios write a number (a drag's offset, a pinch's scale, a rotation's degrees): whole
/// numbers without a fraction (`2`, `-40`), others as Swift prints them (`1.5`). docbuild's scenario
/// lines and the engine's step names say it the same way.
public enum ScenarioNumber {
  public static func describe(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }
}
