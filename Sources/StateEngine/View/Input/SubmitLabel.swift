/// The label of the keyboard's return key; accepted, the preview draws no keyboard.
public struct SubmitLabel: Sendable, Hashable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { accepted("submitLabel") }
}
