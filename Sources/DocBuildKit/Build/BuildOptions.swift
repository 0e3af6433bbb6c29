import Foundation

/// What a build reads, writes and how strictly it checks.
public struct BuildOptions: Sendable {
  public var input: URL
  public var output: URL

  public init(input: URL, output: URL) {
    self.input = input
    self.output = output
  }
}
