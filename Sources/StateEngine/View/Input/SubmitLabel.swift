/// The label of the keyboard's return key; accepted, the preview draws no keyboard.
public struct SubmitLabel: Sendable, Hashable {
  let name: String
  public static var done: Self { Self(name: "done") }
  public static var go: Self { Self(name: "go") }
  public static var send: Self { Self(name: "send") }
  public static var join: Self { Self(name: "join") }
  public static var route: Self { Self(name: "route") }
  public static var search: Self { Self(name: "search") }
  public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
  public static var next: Self { Self(name: "next") }
  public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
}

extension View {
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { accepted("submitLabel") }
}
