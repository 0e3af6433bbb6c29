import Foundation
import Testing

@testable import DocBuildServe

/// The request head `serve` reads: bounded before it is parsed, and read in one pass however the
/// bytes arrive.
@Suite struct RequestHeadTests {
  static func read(_ text: String, chunk: Int = .max) -> RequestHead.Reader.State {
    var reader = RequestHead.Reader()
    var state = RequestHead.Reader.State.incomplete
    let bytes = Array(text.utf8)
    var start = 0
    while start < bytes.count, state == .incomplete {
      let end = min(bytes.count, start + min(chunk, bytes.count - start))
      state = reader.append(bytes[start..<end])
      start = end
    }
    return state
  }

  @Test func aHeadIsReadWhateverTheChunks() {
    let request =
      "GET /ko/01-%EC%83%81%ED%83%9C.html?x=1#f HTTP/1.1\r\nHost: localhost:8000\r\nAccept: */*\r\nHost: evil.example\r\n\r\n"
    let expected = RequestHead(
      method: "GET", path: "/ko/01-%EC%83%81%ED%83%9C.html",
      headers: ["host": "localhost:8000", "accept": "*/*"])
    for chunk in [1, 2, 3, 7, 1000] {
      #expect(Self.read(request, chunk: chunk) == .complete(.success(expected)), "\(chunk)")
    }
    #expect(
      Self.read("GET / HTTP/1.1\nHost: a:1\n\n")
        == .complete(
          .success(
            RequestHead(method: "GET", path: "/", headers: ["host": "a:1"]))))
    #expect(Self.read("GET / HTTP/1.1\r\nHost: a:1\r\n") == .incomplete)
  }

  @Test func malformedHeadsAreBadRequests() {
    for head in [
      "GET /\r\n\r\n", "GET http://evil.example/ HTTP/1.1\r\n\r\n", "GET / HTTP/2\r\n\r\n",
      "GET / HTTP/1.1\r\nno colon\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
    ] {
      #expect(Self.read(head) == .complete(.failure(.malformed)), "\(head)")
    }
  }

  /// Refused as soon as a limit is passed, byte by byte: a megabyte costs what the limit does.
  @Test func limitsAreKeptAsBytesArrive() {
    let line = "GET /" + String(repeating: "a", count: 1 << 20)
    #expect(Self.read(line, chunk: 1) == .complete(.failure(.requestLineTooLong)))
    #expect(
      Self.read("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\n\r\n")
        == .complete(.failure(.requestLineTooLong)))
    let headers = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 1 << 17)
    #expect(Self.read(headers, chunk: 1) == .complete(.failure(.headersTooLarge)))
    let fits = "GET /" + String(repeating: "a", count: 8000) + " HTTP/1.1\r\nHost: a:1\r\n\r\n"
    guard case .complete(.success) = Self.read(fits) else {
      Issue.record("a request line under 8 KB is read")
      return
    }
  }
}
