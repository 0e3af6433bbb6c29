/// A view the host puts around an example's root (the state of a binding docbuild chose for a
/// root the note never builds): not the note's, so no report names it and paths start below it.
package protocol HostView {}
