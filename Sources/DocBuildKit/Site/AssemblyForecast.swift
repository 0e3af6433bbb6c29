/// What a round of page assembly assumes of a job whose result is not known yet.
///
/// Assuming that every unknown job compiles makes a page whose blocks fail one after another
/// take a round per block: each round learns that one more block fails, which changes the
/// context of every later block, so those are compiled again (a page of 16 such blocks took 16
/// rounds and 136 compilations). A block none of whose jobs compiled in an earlier round is
/// assumed to fail again, so the blocks after it are asked at once with the context they will
/// most likely get.
///
/// Only the questions asked on the way change: the pages are final when every job they ask for
/// is known, and then no assumption is left in them.
struct AssemblyForecast: Sendable {
  /// The blocks (note, block index) none of whose jobs compiled in the last round that had one.
  private var failing: Set<Block> = []

  private struct Block: Hashable, Sendable {
    let note: String
    let index: Int
  }

  /// What to assume of `job` of the block of `note`, whose result is unknown.
  func assumedResult(of job: ExampleJob, note: String) -> ExampleResult {
    ExampleResult(
      compiled: !failing.contains(Block(note: note, index: job.unit.blockIndex)), errors: [],
      compilerOutput: "", run: nil)
  }

  /// Learns from a round's `jobs` (by key, each with its note) and their results: a block fails
  /// when none of its jobs compiled.
  mutating func learn(
    _ jobs: [String: ExampleJob], notes: [String: String], compiled: (String) -> Bool
  ) {
    var compiles: [Block: Bool] = [:]
    for (key, job) in jobs {
      guard let note = notes[key] else { continue }
      let block = Block(note: note, index: job.unit.blockIndex)
      compiles[block] = (compiles[block] ?? false) || compiled(key)
    }
    for (block, compiles) in compiles {
      if compiles { failing.remove(block) } else { failing.insert(block) }
    }
  }
}
