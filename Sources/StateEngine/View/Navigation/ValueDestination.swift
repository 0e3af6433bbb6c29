/// The view `navigationDestination(for:)` gives a pushed value, made in a body of its own: SwiftUI
/// runs the destination closure as a view's body, so what the closure reads (a model's property)
/// updates the destination when it changes.
struct ValueDestination: View, HostView {
  let destination: NavigationDestination
  let value: AnyHashable

  var body: some View {
    destination.make(value).map { AnyView($0) }
  }
}
