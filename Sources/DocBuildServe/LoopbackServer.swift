import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for `serve`: one request per connection, each connection on
/// a thread of its own (at most `connectionLimit` at once), never on the threads that Swift's
/// tasks or Dispatch's global queues share — so no client can delay the signal handlers that
/// stop docbuild. A client has `headTimeout` to send its head and as long to read the answer.
final class LoopbackServer: @unchecked Sendable {
  static let connectionLimit = 64
  static let headTimeout: TimeInterval = 10
  static let lingerTime: TimeInterval = 2

  enum Failure: Error, CustomStringConvertible {
    case socket(String, Int32)
    var description: String {
      switch self {
      case .socket(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
      }
    }
  }

  let port: UInt16
  private let listener: Int32
  private let answer: @Sendable (RequestHead) -> HTTPAnswer
  private let slots = DispatchSemaphore(value: connectionLimit)
  private let lock = NSLock()
  private var stopped = false

  /// Listens on 127.0.0.1 at `port` (0: a free port, then in `port`).
  init(port: UInt16, answer: @escaping @Sendable (RequestHead) -> HTTPAnswer) throws {
    self.answer = answer
    let socket = Glibc.socket(
      AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw Failure.socket("socket", errno) }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
    }
    guard bound == 0, listen(socket, 256) == 0 else {
      let code = errno
      close(socket)
      throw Failure.socket("bind", code)
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    listener = socket
    self.port = UInt16(bigEndian: address.sin_port)
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  /// Accepts connections until `stop()`; blocks the calling thread.
  func serve() {
    defer { close(listener) }
    while !isStopped {
      guard slots.wait(timeout: .now() + 0.2) == .success else { continue }
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        slots.signal()
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      // Not inherited by the examples a rebuild starts.
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      Thread.detachNewThread { [self] in
        handle(client)
        slots.signal()
      }
    }
  }

  /// Stops accepting; connections being answered finish on their own threads.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    // Wakes `accept`; `serve` closes the socket once it has returned.
    if first { shutdown(listener, Int32(SHUT_RDWR)) }
  }

  private func handle(_ client: Int32) {
    defer { close(client) }
    var timeout = timeval(tv_sec: Int(Self.headTimeout), tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let read = readHead(client) else { return }
    let reply: HTTPAnswer
    switch read {
    case .failure(let refusal):
      reply = .text(refusal.status, refusal.status.reason)
    case .success(let head) where !LoopbackHost.allows(head.headers["host"], port: port):
      reply = .text(
        .misdirected, "serve answers only to 127.0.0.1, localhost or [::1] with its port")
    case .success(let head) where head.method == "GET" || head.method == "HEAD":
      reply = answer(head)
    case .success:
      reply = .text(.methodNotAllowed, "only GET and HEAD")
    }
    let head = try? read.get()
    send(reply.serialized(withBody: head?.method != "HEAD"), to: client)
    shutdown(client, Int32(SHUT_WR))
    discardUnread(client)
  }

  /// Reads what the client still sends, for a moment, before the socket is closed: closing it
  /// with unread bytes (the rest of a refused 8 MB URL) resets the connection, and the client
  /// would lose the answer.
  private func discardUnread(_ client: Int32) {
    let deadline = Date().addingTimeInterval(Self.lingerTime)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while deadline.timeIntervalSinceNow > 0 {
      var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0 else { return }
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
    }
  }

  /// The request's head, or why it is refused; nil when the client went away or was too slow.
  private func readHead(_ client: Int32) -> Result<RequestHead, RequestHead.Refusal>? {
    let deadline = Date().addingTimeInterval(Self.headTimeout)
    var reader = RequestHead.Reader()
    var buffer = [UInt8](repeating: 0, count: 16 << 10)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var poller = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(remaining * 1000) + 1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return nil }
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      switch reader.append(buffer[..<count]) {
      case .incomplete: continue
      case .complete(let read): return read
      }
    }
  }

  private func send(_ data: Data, to client: Int32) {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = Glibc.send(
          client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }
}
