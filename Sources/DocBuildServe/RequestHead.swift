import Foundation

/// The head of an HTTP/1.1 request (request line and headers), read from bytes in one pass. Its
/// size is bounded before anything is parsed: a request line longer than `requestLineLimit` is
/// refused with 414, a head longer than `headLimit` with 431, so a client's bytes cost at most
/// the limits and time linear in them.
struct RequestHead: Equatable {
  static let requestLineLimit = 8 << 10
  static let headLimit = 32 << 10

  enum Refusal: Error, Equatable {
    case requestLineTooLong
    case headersTooLarge
    case malformed

    var status: HTTPStatus {
      switch self {
      case .requestLineTooLong: .uriTooLong
      case .headersTooLarge: .headersTooLarge
      case .malformed: .badRequest
      }
    }
  }

  var method: String
  /// The path as sent, without its query or fragment, still percent-encoded.
  var path: String
  /// Header names in lower case; a repeated header keeps its first value.
  var headers: [String: String]

  /// Takes a request's bytes as they arrive and says when its head is complete or refused. Each
  /// byte is looked at once; bytes past a limit are never kept.
  struct Reader {
    enum State: Equatable {
      case incomplete
      case complete(Result<RequestHead, Refusal>)
    }

    private(set) var bytes: [UInt8] = []
    private var scanned = 0
    private var requestLineEnded = false

    mutating func append(_ received: some Collection<UInt8>) -> State {
      bytes.append(contentsOf: received)
      while scanned < bytes.count {
        defer { scanned += 1 }
        guard bytes[scanned] == newline else { continue }
        if !requestLineEnded {
          requestLineEnded = true
          if scanned > requestLineLimit { return .complete(.failure(.requestLineTooLong)) }
        }
        // A blank line: this newline follows another, or a carriage return after one.
        let previous = scanned > 0 ? bytes[scanned - 1] : nil
        let beforePrevious = scanned > 1 ? bytes[scanned - 2] : nil
        if previous == newline || (previous == carriageReturn && beforePrevious == newline) {
          return .complete(RequestHead.parse(bytes[...scanned]))
        }
      }
      if !requestLineEnded, bytes.count > requestLineLimit {
        return .complete(.failure(.requestLineTooLong))
      }
      if bytes.count > headLimit { return .complete(.failure(.headersTooLarge)) }
      return .incomplete
    }
  }

  /// Parses a complete head (the bytes up to and including its blank line).
  static func parse(_ bytes: ArraySlice<UInt8>) -> Result<RequestHead, Refusal> {
    if bytes.count > headLimit { return .failure(.headersTooLarge) }
    var lines = bytes.split(separator: newline, omittingEmptySubsequences: false).map {
      $0.last == carriageReturn ? $0.dropLast() : $0
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else { return .failure(.malformed) }
    if requestLine.count > requestLineLimit { return .failure(.requestLineTooLong) }
    let words = requestLine.split(separator: space, omittingEmptySubsequences: false)
    guard words.count == 3, words[2].starts(with: Array("HTTP/1.".utf8)),
      let method = String(validating: words[0], as: UTF8.self), !method.isEmpty,
      let target = String(validating: words[1], as: UTF8.self), target.hasPrefix("/")
    else { return .failure(.malformed) }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: nameEnd),
        let name = String(validating: line[..<colon], as: UTF8.self),
        !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\t" }),
        let value = String(validating: line[(colon + 1)...], as: UTF8.self)
      else { return .failure(.malformed) }
      let key = name.lowercased()
      if headers[key] == nil {
        headers[key] = value.trimmingCharacters(in: .whitespaces)
      }
    }
    let path = target.prefix { $0 != "?" && $0 != "#" }
    return .success(RequestHead(method: method, path: String(path), headers: headers))
  }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")
private let nameEnd = UInt8(ascii: ":")
