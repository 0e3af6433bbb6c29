import DocBuildKit
import Foundation

/// `docbuild serve`: builds the site in memory, serves it on 127.0.0.1, rebuilds it when a note
/// changes (re-rendering only the outputs the edit changed) and makes the open pages reload. What it serves is byte for byte what
/// `docbuild content/ site/` writes, with one script tag added to each page. Nothing is written
/// to disk but the example cache, so stopping it leaves nothing behind.
public final class SiteServer: Sendable {
  let options: BuildOptions
  let site = LiveSite()
  /// Kept between rebuilds: an edit re-renders only the outputs whose inputs it changed.
  let memo = RebuildMemo()
  let server: LoopbackServer
  /// Called after every build with its summary (nil when the build could not run at all) and
  /// its diagnostics; the CLI prints them.
  let report: @Sendable (BuildSummary?, [Diagnostic]) -> Void

  public init(
    options: BuildOptions, port: UInt16,
    report: @escaping @Sendable (BuildSummary?, [Diagnostic]) -> Void
  ) throws {
    self.options = options
    self.report = report
    let handler = SiteHandler(site: site)
    server = try LoopbackServer(port: port) { handler.answer($0) }
  }

  /// Builds the site once; the server answers with the result from then on.
  public func rebuild() {
    let diagnostics = DiagnosticEngine()
    var options = options
    options.memo = memo
    do {
      let (files, summary) = try SiteBuilder(options: options, diagnostics: diagnostics)
        .buildInMemory()
      site.replace(
        files: files,
        problems: diagnostics.diagnostics.filter { $0.severity == .error }.map(\.formatted))
      report(summary, diagnostics.diagnostics)
    } catch {
      let failure = Diagnostic.error("serve.build-failed", "\(error)", path: options.input.path)
      site.replace(files: [:], problems: [failure.formatted])
      report(nil, [failure])
    }
  }

  /// The port the server listens on (the one chosen when asked for port 0).
  public var port: UInt16 { server.port }

  /// Serves until `stop()` on the calling thread; rebuilds on every change under the content
  /// folder.
  public func serve() {
    let watcher = ContentWatcher(root: options.input)
    Thread.detachNewThread { [self] in watcher.watch { rebuild() } }
    server.serve()
  }

  /// `serve()` on a thread of its own: the tasks' few shared threads stay free whatever clients
  /// do.
  public func run() async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread { [self] in
        serve()
        finished.resume()
      }
    }
  }

  public func stop() { server.stop() }
}

/// Answers requests from the site in memory.
struct SiteHandler: Sendable {
  let site: LiveSite

  func answer(_ request: RequestHead) -> HTTPAnswer {
    switch request.path {
    case LiveReloadScript.path:
      return HTTPAnswer(
        status: .ok, contentType: "text/javascript; charset=utf-8",
        body: Data(LiveReloadScript.source.utf8))
    case LiveReloadScript.statePath:
      return HTTPAnswer(
        status: .ok, contentType: "application/json",
        body: (try? JSONEncoder().encode(site.current)) ?? Data())
    default: break
    }
    var path = String(request.path.drop(while: { $0 == "/" }))
    path = path.removingPercentEncoding ?? path
    if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
    guard !path.split(separator: "/").contains(".."), var data = site.file(path) else {
      return .text(.notFound, "not found: /\(path)")
    }
    let type = Self.contentType(of: path)
    if type.hasPrefix("text/html") { data = Self.withReloadScript(data) }
    return HTTPAnswer(status: .ok, contentType: type, body: data)
  }

  /// The page with the reload script before `</body>` (at the end when there is none).
  static func withReloadScript(_ page: Data) -> Data {
    let text = String(decoding: page, as: UTF8.self)
    guard let end = text.range(of: "</body>", options: .backwards) else {
      return Data((text + LiveReloadScript.tag).utf8)
    }
    return Data(text.replacingCharacters(in: end, with: LiveReloadScript.tag + "</body>").utf8)
  }

  static func contentType(of path: String) -> String {
    switch (path as NSString).pathExtension.lowercased() {
    case "html": "text/html; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "json": "application/json"
    case "xml": "application/xml"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "ico": "image/x-icon"
    case "pdf": "application/pdf"
    case "woff2": "font/woff2"
    case "woff": "font/woff"
    default: "application/octet-stream"
    }
  }
}
