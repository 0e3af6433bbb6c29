/// Hiding the back button of a pushed view's navigation bar: recorded by name; the preview still
/// shows the button and the host can still go back.
extension View {
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    accepted("navigationBarBackButtonHidden")
  }
}
