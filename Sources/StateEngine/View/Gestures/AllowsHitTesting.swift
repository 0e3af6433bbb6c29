/// Whether taps reach a view: recorded by name. The engine's taps name their control, so a control
/// under `allowsHitTesting(false)` can still be tapped.
extension View {
  public func allowsHitTesting(_ enabled: Bool) -> some View { accepted("allowsHitTesting") }
}
