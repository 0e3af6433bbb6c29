/// Hiding the labels of controls such as toggles and pickers: recorded by name, and the labels still
/// show (a reader finds the control by its label).
extension View {
  public func labelsHidden() -> some View { accepted("labelsHidden") }
}
