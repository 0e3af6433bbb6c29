import Foundation

/// What `serve` sends back: a status, a body and its type. Every answer tells the browser not to
/// guess types (`nosniff`: a note's text file is never run as a script), not to cache, and that
/// the connection ends with it.
struct HTTPAnswer {
  var status: HTTPStatus
  var contentType: String
  var body: Data

  static func text(_ status: HTTPStatus, _ message: String) -> HTTPAnswer {
    HTTPAnswer(
      status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
  }

  /// The bytes on the wire; a `HEAD` request gets the headers only.
  func serialized(withBody: Bool) -> Data {
    let head = [
      "HTTP/1.1 \(status.rawValue) \(status.reason)",
      "Content-Type: \(contentType)",
      "Content-Length: \(body.count)",
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "", "",
    ].joined(separator: "\r\n")
    return Data(head.utf8) + (withBody ? body : Data())
  }
}
