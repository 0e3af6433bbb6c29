/// A build refused before anything was read or written: a dangerous output folder or flags that
/// contradict each other. The command line exits with status 2 for it.
public struct BuildRefusal: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
