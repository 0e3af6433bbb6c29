import Foundation
import OpenCombine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Foundation's Combine support for `URLSession`, which Linux's Foundation lacks:
/// `URLSession.shared.dataTaskPublisher(for: url)` as examples write it. The request starts when a
/// subscriber arrives, as Apple's does; in an example it fails at once (examples have no network).
extension URLSession {
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// Publishes the data and response of one request, or fails with its `URLError`.
  public struct DataTaskPublisher: OpenCombine.Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    public let request: URLRequest
    public let session: URLSession

    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == URLError {
      let request = request
      let session = session
      Deferred {
        Future<Output, URLError> { promise in
          session.dataTask(with: request) { data, response, error in
            if let data, let response {
              promise(.success((data, response)))
            } else {
              promise(.failure(error as? URLError ?? URLError(.unknown)))
            }
          }.resume()
        }
      }
      .receive(subscriber: subscriber)
    }
  }
}
