/// The `Host` header a request to `serve` may carry: the loopback address it listens on, by a
/// loopback name, with its port. A page of another site that rebinds its own name to 127.0.0.1
/// (DNS rebinding) sends its own name, and is refused.
enum LoopbackHost {
  static let names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

  static func allows(_ host: String?, port: UInt16) -> Bool {
    guard let host = host?.lowercased() else { return false }
    for name in names {
      if host == "\(name):\(port)" { return true }
      // A browser leaves out the scheme's default port.
      if port == 80, host == name { return true }
    }
    return false
  }
}
