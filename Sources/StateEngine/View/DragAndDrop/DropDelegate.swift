import Foundation

/// What a drop target learns of a drop in progress.
public struct DropInfo {
  public let location: CGPoint
  let providers: [NSItemProvider]

  public func hasItemsConforming(to contentTypes: [String]) -> Bool { !providers.isEmpty }

  public func itemProviders(for contentTypes: [String]) -> [NSItemProvider] { providers }
}

/// What a drop would do to the dragged items.
public enum DropOperation: Hashable, Sendable {
  case cancel, forbidden, copy, move
}

public struct DropProposal: Hashable, Sendable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// A note's own drop handling ("An interface that you implement to interact with a drop operation
/// in a view modified to accept drops", Apple's documentation of `DropDelegate`). Only
/// `performDrop(info:)` is required, as in SwiftUI.
@MainActor @preconcurrency
public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}
