/// What kinds of submission an `onSubmit` action answers: text fields' return key, or a search.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var text: Self { Self(rawValue: 1) }
  public static var search: Self { Self(rawValue: 2) }
}

extension View {
  /// Runs `action` when the return key is pressed in a text field below ("the action … applies to
  /// the view hierarchy below the modifier", Apple's documentation of `onSubmit(of:_:)`).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    builtIn(.interaction(.submit(triggers, action: action)))
  }

  /// Accepted: submission scope only matters with nested forms of several submit actions.
  public func submitScope(_ isBlocking: Bool = true) -> some View { accepted("submitScope") }
}
