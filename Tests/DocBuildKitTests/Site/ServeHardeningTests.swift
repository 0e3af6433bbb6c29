import DocBuildServe
import Foundation
import Testing

@testable import DocBuildKit

#if canImport(Glibc)
  import Glibc
#endif

/// `serve` against clients that are not browsers: long request lines and headers, other hosts'
/// names (DNS rebinding), and clients that never finish. Each runs against a server on a free
/// port.
@Suite struct ServeHardeningTests {
  /// A served site of one page, stopped by the caller.
  static func startServer() throws -> (SiteServer, SiteFixture) {
    let fixture = SiteFixture(["en/01-a.md": "# 안녕\n\n你好, world.\n"])
    let server = try SiteServer(
      options: BuildOptions(input: fixture.content, output: fixture.site, runExamples: false),
      port: 0
    ) { _, _ in }
    server.rebuild()
    Thread.detachNewThread { server.serve() }
    return (server, fixture)
  }

  /// A connected socket to 127.0.0.1:`port`.
  static func connect(_ port: UInt16) -> Int32 {
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    precondition(connected == 0, "connect: \(errno)")
    return client
  }

  /// Sends `request` (as much of it as the server takes) and reads the answer until the server
  /// closes; the answer and the seconds it took.
  static func exchange(_ port: UInt16, _ request: [UInt8]) -> (answer: String, seconds: Double) {
    let started = Date()
    let client = connect(port)
    defer { close(client) }
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    request.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        guard sent > 0 else { return }
        offset += sent
      }
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    return (String(decoding: answer, as: UTF8.self), Date().timeIntervalSince(started))
  }

  static func get(_ target: String, host: String, headers: String = "") -> [UInt8] {
    Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\n\(headers)\r\n".utf8)
  }

  @Test func pagesComeWithNosniffOnlyToLoopbackHostsWithThePort() throws {
    let (server, fixture) = try Self.startServer()
    defer {
      server.stop()
      fixture.remove()
    }
    let port = server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
      let answer = Self.exchange(port, Self.get("/en/01-a.html", host: host)).answer
      #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(host)")
      #expect(answer.contains("\r\nX-Content-Type-Options: nosniff\r\n"))
      #expect(answer.contains("你好, world."))
    }
    // A page of another site whose name now resolves to 127.0.0.1, another port, or no Host.
    for host in [
      "evil.example:\(port)", "127.0.0.1:\(port &+ 1)", "localhost", "127.0.0.1.nip.io:\(port)",
    ] {
      let answer = Self.exchange(port, Self.get("/en/01-a.html", host: host)).answer
      #expect(answer.hasPrefix("HTTP/1.1 421 "), "\(host)")
      #expect(!answer.contains("你好"))
    }
    let noHost = Self.exchange(port, Array("GET / HTTP/1.1\r\n\r\n".utf8)).answer
    #expect(noHost.hasPrefix("HTTP/1.1 421 "))
    let missing = Self.exchange(port, Self.get("/nowhere.html", host: "localhost:\(port)")).answer
    #expect(missing.hasPrefix("HTTP/1.1 404 ") && missing.contains("nosniff"))
  }

  @Test func longRequestLinesAndHeadersAreRefusedAtOnce() throws {
    let (server, fixture) = try Self.startServer()
    defer {
      server.stop()
      fixture.remove()
    }
    let port = server.port
    let host = "127.0.0.1:\(port)"
    // Once quadratic: 64 KB took seconds of CPU; 1 MB and 8 MB pinned the server.
    for size in [64 << 10, 1 << 20, 8 << 20] {
      let target = "/" + String(repeating: "a", count: size)
      let (answer, seconds) = Self.exchange(port, Self.get(target, host: host))
      #expect(answer.hasPrefix("HTTP/1.1 414 "), "\(size) bytes")
      #expect(seconds < 5, "\(size) bytes took \(seconds) s")
    }
    let line = "X-Padding: " + String(repeating: "b", count: 1000) + "\r\n"
    let (answer, seconds) = Self.exchange(
      port, Self.get("/", host: host, headers: String(repeating: line, count: 64)))
    #expect(answer.hasPrefix("HTTP/1.1 431 "))
    #expect(seconds < 5)
    // Just under the limits is still a request.
    let long = "/en/01-a.html?" + String(repeating: "q", count: 8000)
    #expect(Self.exchange(port, Self.get(long, host: host)).answer.hasPrefix("HTTP/1.1 200 "))
  }

  /// Clients sending endless URLs or nothing at all take none of the threads that tasks and
  /// Dispatch's global queue share: the queue docbuild's SIGINT and SIGTERM handlers run on
  /// still runs at once, and `stop()` ends `serve()` whatever the clients do.
  @Test func busyClientsLeaveTheSharedThreadsAndStopFree() async throws {
    let fixture = SiteFixture(["en/01-a.md": "# A\n"])
    defer { fixture.remove() }
    let server = try SiteServer(
      options: BuildOptions(input: fixture.content, output: fixture.site, runExamples: false),
      port: 0
    ) { _, _ in }
    server.rebuild()
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      server.serve()
      finished.signal()
    }
    let port = server.port
    let flood = DispatchGroup()
    for index in 0..<8 {
      flood.enter()
      Thread.detachNewThread {
        defer { flood.leave() }
        let client = Self.connect(port)
        defer { close(client) }
        // Half send a URL without end, half open the connection and say nothing.
        guard index % 2 == 0 else { return Thread.sleep(forTimeInterval: 3) }
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        _ = send(client, "GET /", 5, Int32(MSG_NOSIGNAL))
        for _ in 0..<128 where send(client, chunk, chunk.count, Int32(MSG_NOSIGNAL)) > 0 {}
      }
    }
    try await Task.sleep(nanoseconds: 500_000_000)
    let started = Date()
    let ran = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { ran.signal() }
    #expect(ran.wait(timeout: .now() + 2) == .success)
    server.stop()
    #expect(finished.wait(timeout: .now() + 2) == .success)
    #expect(Date().timeIntervalSince(started) < 4)
    _ = flood.wait(timeout: .now() + 30)
  }
}
