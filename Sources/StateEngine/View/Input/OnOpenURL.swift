import Foundation

/// Handling a URL the system opens the app with: recorded by name, since nothing opens an example
/// from outside, so the action never runs.
extension View {
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    accepted("onOpenURL")
  }
}
