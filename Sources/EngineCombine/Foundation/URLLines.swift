import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URL.lines`, the lines of a resource read asynchronously (`for try await line in url.lines`),
/// which Linux's Foundation lacks. The resource is fetched through `URLSession`, so in an example
/// it fails as every request does (examples have no network). Apple's is an
/// `AsyncLineSequence<URL.AsyncBytes>` that reads as the bytes arrive; this one reads the whole
/// resource first.
extension URL {
  public var lines: AsyncThrowingStream<String, Error> {
    let url = self
    return AsyncThrowingStream { continuation in
      let task = URLSession.shared.dataTask(with: url) { data, _, error in
        guard let data else {
          continuation.finish(throwing: error ?? URLError(.unknown))
          return
        }
        String(decoding: data, as: UTF8.self).enumerateLines { line, _ in
          continuation.yield(line)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
      task.resume()
    }
  }
}
