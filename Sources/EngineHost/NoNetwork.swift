@_spi(Engine) import EngineCombine
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

  override class func canInit(with request: URLRequest) -> Bool {
    hasSeenRequests.value = true
    return true
  }

  /// Whether the example has made a request: until it has, steps do not ask the session about
  /// requests in flight (which would start the session in every example).
  static let hasSeenRequests = SharedFlag()

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url?.absoluteString ?? "?"
    FileHandle.standardError.write(Data((NetworkRefusal.line(refusing: url) + "\n").utf8))
    client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
  }

  override func stopLoading() {}
}

extension NoNetwork {
  /// The longest real time a step waits for the shared session's requests to be refused.
  static var settleLimit: TimeInterval { 2 }
  /// After the last request ended, how long its completion may take to reach the virtual clock.
  static var handoverLimit: TimeInterval { 0.5 }

  /// Runs `runDue` until the requests the step's work made have been refused and what they
  /// resumed has run. A refusal happens on URLSession's own threads, at a real time: without this
  /// wait a task's request could outlive the step (and the example), its failure never shown.
  static func settle(_ runDue: () -> Void) {
    guard hasSeenRequests.value else { return }
    let deadline = Date().addingTimeInterval(settleLimit)
    while hasRequestsInFlight(), Date() < deadline {
      while hasRequestsInFlight(), Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
      let handover = Date().addingTimeInterval(handoverLimit)
      while !VirtualClock.hasWorkDue, Date() < handover { Thread.sleep(forTimeInterval: 0.001) }
      runDue()
    }
  }

  /// Whether the shared session has requests that have not ended.
  private static func hasRequestsInFlight() -> Bool {
    let answered = DispatchSemaphore(value: 0)
    let count = RequestCount()
    URLSession.shared.getAllTasks { tasks in
      count.value = tasks.count
      answered.signal()
    }
    guard answered.wait(timeout: .now() + 1) == .success else { return false }
    return count.value > 0
  }
}

/// The number of requests, handed from URLSession's queue to the waiting thread.
private final class RequestCount: @unchecked Sendable {
  var value = 0
}

/// A flag set on URLSession's threads and read on the main one.
final class SharedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  var value: Bool {
    get { lock.withLock { isSet } }
    set { lock.withLock { isSet = newValue } }
  }
}
