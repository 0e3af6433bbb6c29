import Foundation

/// The commands `swiftc` runs for one kind of example (frontend, autolink, linker), learnt once
/// from `swiftc -###` and replayed for every example of that kind: starting the driver for each
/// example would cost about a third of the example's compile time.
struct CompilerCommands: Sendable {
  /// Stands for the example's folder in the learnt commands.
  static let placeholder = "/__docbuild_example__"

  let commands: [[String]]

  /// The commands with `folder` in place of the placeholder.
  func commands(in folder: URL) -> [[String]] {
    commands.map { $0.map { $0.replacingOccurrences(of: Self.placeholder, with: folder.path) } }
  }

  /// Asks the driver what it would run for `arguments` (which name the placeholder folder);
  /// nil when the plan cannot be replayed as is (quoted arguments), so the caller uses the driver.
  static func learn(compiler: SwiftCompiler, arguments: [String]) -> CompilerCommands? {
    let result = SwiftCompiler.askDriver(compiler.executable, arguments: arguments + ["-###"])
    let text = result.output + result.errorOutput
    guard result.status == 0, !text.contains("\""), !text.contains("'"), !text.contains("\\") else {
      return nil
    }
    let temporary = try? NSRegularExpression(pattern: #"/[^ ]*TemporaryDirectory\.[A-Za-z0-9_]+"#)
    var commands: [[String]] = []
    for line in text.split(separator: "\n") where !line.isEmpty {
      let range = NSRange(line.startIndex..., in: line)
      let replayable =
        temporary?.stringByReplacingMatches(
          in: String(line), range: range, withTemplate: placeholder) ?? String(line)
      commands.append(replayable.split(separator: " ").map(String.init))
    }
    guard let first = commands.first?.first, first.hasPrefix("/") else { return nil }
    return CompilerCommands(commands: commands)
  }
}

/// The learnt commands of each kind of example, shared by a build's parallel jobs.
final class CompilerCommandsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var learnt: [String: CompilerCommands?] = [:]

  func commands(for key: String, learn: () -> CompilerCommands?) -> CompilerCommands? {
    lock.lock()
    if let known = learnt[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let commands = learn()
    lock.lock()
    learnt[key] = commands
    lock.unlock()
    return commands
  }
}
