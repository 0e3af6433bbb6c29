/// A view that is not the note's: one the host puts around an example's root (the state of a
/// binding docbuild chose for a root the note never builds), a control SwiftUI builds from views
/// of its own (`EditButton`), or the view holding a `#Preview`'s `@Previewable` state, which
/// docbuild declares in the example's own code (hence public). No report names it, and paths
/// start below it.
public protocol HostView {}
