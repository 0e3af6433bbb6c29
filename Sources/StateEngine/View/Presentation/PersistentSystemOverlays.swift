/// Whether the system's own views over the app (the Home indicator, the multitasking controls)
/// show. The preview draws none of them, so the modifier is accepted and recorded by name.
extension View {
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    accepted("persistentSystemOverlays")
  }
}
