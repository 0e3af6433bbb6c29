import Foundation

/// The results of one build's jobs, each computed once: a page that needs a block's result to
/// build the next block's context and the stage that collects every job ask the same memo, and
/// pages assembled in parallel that share a job (identical blocks in three languages) wait for
/// the one compilation instead of doing it again.
final class ExampleResultMemo: @unchecked Sendable {
  private let runner: ExampleRunner
  private let condition = NSCondition()
  private var results: [String: Outcome] = [:]
  private var running: Set<String> = []

  init(runner: ExampleRunner) {
    self.runner = runner
  }

  /// The result, whether it came from the disk cache, why a cache entry was rejected, and the
  /// seconds it took (compiling and running, or reading the cache).
  typealias Outcome = (result: ExampleResult, cached: Bool, rejectedEntry: String?, seconds: Double)

  func cacheKey(of job: ExampleJob) -> String { runner.cacheKey(of: job) }

  /// How many results were computed, and how many read from the disk cache, so far.
  func totals() -> (computed: Int, cached: Int) {
    condition.lock()
    defer { condition.unlock() }
    let cached = results.values.filter(\.cached).count
    return (results.count - cached, cached)
  }

  /// The job's result when it is known.
  func known(_ key: String) -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    return results[key]
  }

  /// Computes the results of `jobs` (by key) not known yet, together (`ExampleRunner.results`):
  /// each compiled one's seconds are its share of the whole. `finished` is told each key as its result
  /// is known.
  func resolve(_ jobs: [String: ExampleJob], finished: @Sendable (String) -> Void = { _ in }) {
    condition.lock()
    let keys = jobs.keys.filter { results[$0] == nil && !running.contains($0) }.sorted()
    running.formUnion(keys)
    condition.unlock()
    guard !keys.isEmpty else { return }
    let start = Date()
    let computed = runner.results(of: keys.map { jobs[$0]! }, keys: keys) { finished(keys[$0]) }
    let fresh = computed.filter { !$0.cached }.count
    let share = Date().timeIntervalSince(start) / Double(max(fresh, 1))
    condition.lock()
    for (key, outcome) in zip(keys, computed) {
      results[key] = (
        outcome.result, outcome.cached, outcome.rejectedEntry, outcome.cached ? 0 : share
      )
      running.remove(key)
    }
    condition.broadcast()
    condition.unlock()
  }

  /// The job's result (whether it came from the disk cache, and why a cache entry was rejected),
  /// computing it on first request.
  func result(of job: ExampleJob, key: String) -> Outcome {
    condition.lock()
    while running.contains(key) { condition.wait() }
    if let known = results[key] {
      condition.unlock()
      return known
    }
    running.insert(key)
    condition.unlock()
    let start = Date()
    let (result, cached, rejected) = runner.result(of: job, key: key)
    let computed = (result, cached, rejected, Date().timeIntervalSince(start))
    condition.lock()
    results[key] = computed
    running.remove(key)
    condition.broadcast()
    condition.unlock()
    return computed
  }
}
