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

  /// Keeps the return key of the fields below from reaching the `onSubmit` actions above ("Prevents
  /// submission triggers originating from this view to invoke a submission action configured by a
  /// submission modifier higher up in the view hierarchy", Apple's documentation of
  /// `submitScope(_:)`); a scope that does not block lets them through.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    accepted(isBlocking ? Primitive.submitScope : "submitScopeOpen")
  }
}

extension Primitive {
  /// The attribute of a blocking `submitScope`.
  package static var submitScope: String { "submitScope" }
}
