import Foundation
import Testing

@testable import DocBuildKit

/// Jobs, runners and two notes' views for tests that compile and run examples without a site.
enum ExampleJobFixture {
  static func job(
    _ code: String, root: RootView? = .type("ContentView"), taps: [String] = [],
    kind: ExampleJob.Kind = .run, topLevel: Bool = false, timeout: Double = 10,
    explores: Bool = false
  ) -> ExampleJob {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      SourceMap.Line(text: String($0.element), origin: .note(line: $0.offset + 1, columnShift: 0))
    }
    let unit = CompilationUnit(
      sourceMap: SourceMap(lines: lines), root: root, hasTopLevelCode: topLevel, blockIndex: 0,
      fragment: nil)
    let steps = taps.map { ScenarioStep(action: .tap($0, in: nil), line: 1) }
    var job = ExampleJob(
      unit: unit, scenario: Scenario(steps: steps), kind: kind, timeout: timeout)
    job.explores = explores
    return job
  }

  static func runner(sandbox mode: SandboxMode = .auto) throws -> ExampleRunner {
    let compiler = try #require(SwiftCompiler.locate())
    let engine = try #require(EngineArtifacts.locate())
    let toolchain = compiler.executable.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib").path
    let sandbox = try #require(
      Sandbox.make(mode: mode, readableFolders: [toolchain, engine.buildFolder.path]).0)
    return ExampleRunner(compiler: compiler, engine: engine, cache: nil, sandbox: sandbox)
  }

  /// Two notes' `ContentView`s (and `Item`s) side by side, with what prints type names.
  static let first = """
    import SwiftUI

    struct Item { var name: String }

    struct Row: View {
      let item: Item
      var body: some View { Text(item.name) }
    }

    struct ContentView: View {
      @State private var items = [Item(name: "a")]
      var body: some View {
        let _ = Self._printChanges()
        VStack {
          ForEach(items.indices, id: \\.self) { Row(item: items[$0]) }
          Button("Add") {
            items.append(Item(name: "b"))
            print(items)
            print(String(reflecting: Row.self))
          }
        }
      }
    }
    """

  static let second = """
    import SwiftUI

    @Observable final class Item {
      var count = 0
    }

    public struct ContentView: View {
      @State private var item = Item()
      public var body: some View {
        let _ = Self._printChanges()
        let content = Button("Count \\(item.count)") { item.count += 1 }
        let _ = print(type(of: content))
        content
      }
    }
    """

  /// `result` without the seconds its exploration took, which differ from run to run.
  static func untimed(_ result: ExampleResult) -> ExampleResult {
    var result = result
    result.run?.report?.exploration?.seconds = nil
    return result
  }
}
