import EngineInterface
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Examples run without a network. Every `URLSession` request fails at once with
/// `URLError(.notConnectedToInternet)` instead of waiting for a name lookup that cannot succeed,
/// and the run's error output says so, for docbuild to tell the reader why.
final class NoNetwork: URLProtocol {
  /// Installed once per process, before an example's first request.
  static let installed: Void = { _ = URLProtocol.registerClass(NoNetwork.self) }()

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url?.absoluteString ?? "?"
    FileHandle.standardError.write(Data((NetworkRefusal.line(refusing: url) + "\n").utf8))
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}
