import Foundation

/// `--bless`: what a note's examples really did, written into their expected-output blocks. Only
/// the blocks of examples that ran and did not match change; every other byte of the note stays.
enum NoteBlessing {
  /// The new content of `example`'s expected-output block; nil when it has none, did not run or
  /// matched.
  static func replacement(for example: SwiftExample, outcome: ExampleOutcome)
    -> Blesser.Replacement?
  {
    guard let block = example.outputBlock, case .ran(let report, let matched) = outcome,
      matched == false
    else { return nil }
    let actual = ExampleEvaluator.runOutput(report, example.scenario)
    return .init(
      block: block, content: BlessedOutput.text(for: actual, replacing: example.expectedOutput))
  }

  /// Rewrites the note at `url` (`path` in messages) with `replacements`; a note that cannot be
  /// read is left alone.
  static func write(_ replacements: [Blesser.Replacement], toNoteAt url: URL, path: String) throws {
    guard !replacements.isEmpty, let text = try? String(contentsOf: url, encoding: .utf8) else {
      return
    }
    let blessed = Blesser.bless(text, replacements: replacements)
    do {
      try Data(blessed.utf8).write(to: url, options: .atomic)
    } catch {
      throw BuildFailure("could not bless \(path): \(error.localizedDescription)")
    }
  }
}
