import EngineInterface
import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Examples have no network (the sandbox gives them none): once a host runs, a request fails at
/// once with `URLError(.notConnectedToInternet)`, "a network resource was requested, but an
/// internet connection has not been established" (Apple's documentation of `URLError.Code`).
private final class Outcome: @unchecked Sendable {
  var code: URLError.Code?
}

/// How long a test waits for the refusal: a guard against a hang, not a measure of speed. The
/// refusal runs on URLSession's queues, which share Dispatch's few worker threads with the
/// builds other suites run in this process at the same time (`ConcurrentMap`), so under load it
/// can wait seconds for a thread; a real lookup would fail with another code, checked below.
private let refusalWait: DispatchTimeInterval = .seconds(60)

extension Engine {
  @Suite struct NoNetworkRequests {
    @Test func aRequestFailsAtOnceAsNotConnected() throws {
      _ = ViewHost(Text("Offline"))
      let finished = DispatchSemaphore(value: 0)
      let outcome = Outcome()
      let url = URL(string: "https://example.com/items.json")!
      URLSession.shared.dataTask(with: url) { _, _, error in
        outcome.code = (error as? URLError)?.code
        finished.signal()
      }.resume()
      #expect(finished.wait(timeout: .now() + refusalWait) == .success)
      #expect(outcome.code == .notConnectedToInternet)
    }

    /// `URLSession.dataTaskPublisher(for:)` wraps a data task for a URL, its output
    /// `(data: Data, response: URLResponse)` and its failure `URLError` (Apple's documentation of
    /// `URLSession.DataTaskPublisher`): without a network, the failure.
    @Test func aDataTaskPublisherFailsAsNotConnected() throws {
      _ = ViewHost(Text("Offline"))
      let finished = DispatchSemaphore(value: 0)
      let outcome = Outcome()
      let url = URL(string: "https://example.com/items.json")!
      let subscription = URLSession.shared.dataTaskPublisher(for: url)
        .map(\.data)
        .sink { completion in
          if case .failure(let error) = completion { outcome.code = error.code }
          finished.signal()
        } receiveValue: { _ in
        }
      #expect(finished.wait(timeout: .now() + refusalWait) == .success)
      #expect(outcome.code == .notConnectedToInternet)
      subscription.cancel()
    }

    /// `URL.lines` is "the URL's resource data, as an asynchronous sequence of lines of text"
    /// (Apple's documentation of `URL.lines`): without a network, reading it throws.
    @MainActor @Test func readingTheLinesOfARemoteResourceThrowsAsNotConnected() async {
      _ = ViewHost(Text("Offline"))
      var lines = 0
      var code: URLError.Code?
      do {
        for try await _ in URL(string: "https://example.com/news.txt")!.lines { lines += 1 }
      } catch {
        code = (error as? URLError)?.code
      }
      #expect(lines == 0)
      #expect(code == .notConnectedToInternet)
    }

    @Test func theRefusedURLsAreReadBackFromTheErrorOutput() {
      let output =
        "warning: something else\n" + NetworkRefusal.line(refusing: "https://a.example/1") + "\n"
        + NetworkRefusal.line(refusing: "https://b.example/2") + "\n"
      #expect(
        NetworkRefusal.refusedURLs(in: output) == ["https://a.example/1", "https://b.example/2"])
    }
  }
}
