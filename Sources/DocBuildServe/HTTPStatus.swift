/// The statuses `serve` answers with.
enum HTTPStatus: Int {
  case ok = 200
  case badRequest = 400
  case notFound = 404
  case methodNotAllowed = 405
  case uriTooLong = 414
  case misdirected = 421
  case headersTooLarge = 431

  var reason: String {
    switch self {
    case .ok: "OK"
    case .badRequest: "Bad Request"
    case .notFound: "Not Found"
    case .methodNotAllowed: "Method Not Allowed"
    case .uriTooLong: "URI Too Long"
    case .misdirected: "Misdirected Request"
    case .headersTooLarge: "Request Header Fields Too Large"
    }
  }
}
