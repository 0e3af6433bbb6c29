/// A view that is not the note's: one the host puts around an example's root (the state of a
/// binding docbuild chose for a root the note never builds), or a control SwiftUI builds from
/// views of its own (`EditButton`). No report names it, and paths start below it.
package protocol HostView {}
