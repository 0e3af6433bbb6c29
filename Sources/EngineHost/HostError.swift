/// An action the host could not perform, with the controls that are available instead.
public struct HostError: Error, CustomStringConvertible, Equatable {
  public var message: String
  public var available: [String]

  public init(message: String, available: [String]) {
    self.message = message
    self.available = available
  }

  public var description: String {
    available.isEmpty ? message : "\(message). Available: \(available.joined(separator: ", "))"
  }
}
