/// How a wait step names its duration, as scenarios write it: `wait 2s`, `wait 300ms`,
/// `wait 1.25s`. docbuild's scenario lines and the engine's step names say it the same way.
public enum WaitDuration {
  /// Whole seconds as `2s`, whole milliseconds as `300ms`, anything else in seconds.
  public static func describe(_ seconds: Double) -> String {
    let milliseconds = seconds * 1000
    if seconds == seconds.rounded() { return "\(Int(seconds))s" }
    if milliseconds == milliseconds.rounded() { return "\(Int(milliseconds))ms" }
    return "\(seconds)s"
  }

  /// Reads a duration as `describe` writes it: `2s`, `300ms`, `1.25s`.
  public static func seconds(in text: String) -> Double? {
    if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1000 } }
    if text.hasSuffix("s") { return Double(text.dropLast()) }
    return nil
  }
}
