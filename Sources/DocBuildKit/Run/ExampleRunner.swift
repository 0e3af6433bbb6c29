import Foundation

/// Compiles jobs against the engine and runs them as child processes, each in a folder of its own.
struct ExampleRunner: Sendable {
  let compiler: SwiftCompiler
  let engine: EngineArtifacts
  let cache: ExampleCache?
  /// How long one compilation may take before it counts as failed.
  var compileTimeout: Double = 300

  /// The result of a job, from the cache when an identical job ran before.
  func result(of job: ExampleJob) -> (result: ExampleResult, cached: Bool) {
    let key = job.cacheKey(compiler: compiler, engine: engine)
    if let cached = cache?.result(for: key) { return (cached, true) }
    let result = perform(job)
    cache?.store(result, for: key)
    return (result, false)
  }

  private func perform(_ job: ExampleJob) -> ExampleResult {
    let fileManager = FileManager.default
    let folder = fileManager.temporaryDirectory.appendingPathComponent("docbuild-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: folder) }
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(job.source.utf8).write(to: folder.appendingPathComponent("main.swift"))
    } catch {
      return ExampleResult(compiled: false, errors: [], compilerOutput: "\(error)", run: nil)
    }
    var arguments = SwiftCompiler.flags + engine.compilerArguments + ["main.swift"]
    if !job.unit.hasTopLevelCode { arguments.append("-parse-as-library") }
    arguments += job.kind == .run ? ["-o", "main"] : ["-typecheck"]
    let compilation = ChildProcess(
      executable: compiler.executable, arguments: arguments, currentDirectory: folder,
      timeout: compileTimeout
    ).run()
    let output = compilation.output + compilation.errorOutput
    guard compilation.status == 0, !compilation.timedOut else {
      let errors = CompilerMessage.parse(output).filter { $0.severity == .error }
      let text = compilation.timedOut ? "the compiler took longer than \(Int(compileTimeout)) s" : output
      return ExampleResult(compiled: false, errors: errors, compilerOutput: text, run: nil)
    }
    guard job.kind == .run else {
      return ExampleResult(compiled: true, errors: [], compilerOutput: "", run: nil)
    }
    let reportFile = folder.appendingPathComponent("report.json")
    var environment = ProcessInfo.processInfo.environment
    environment["DOCBUILD_REPORT"] = reportFile.path
    let execution = ChildProcess(
      executable: folder.appendingPathComponent("main"), arguments: [], environment: environment,
      currentDirectory: folder, timeout: job.timeout
    ).run()
    let report = fileManager.contents(atPath: reportFile.path).flatMap {
      try? JSONDecoder().decode(RunReport.self, from: $0)
    }
    return ExampleResult(
      compiled: true, errors: [], compilerOutput: "",
      run: .init(
        report: report, status: execution.status, timedOut: execution.timedOut,
        crashed: execution.crashed, truncated: execution.truncated,
        errorOutput: String(execution.errorOutput.suffix(4000))))
  }
}
