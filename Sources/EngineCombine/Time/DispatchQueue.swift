import EngineInterface
import Foundation

/// `DispatchQueue` in examples: every queue runs its blocks on the virtual clock's queue, on the
/// main thread, when the host runs what is due (after each step, or while it waits).
public final class DispatchQueue: @unchecked Sendable {
  public typealias Attributes = Dispatch.DispatchQueue.Attributes
  public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

  public let label: String

  public static let main = DispatchQueue(label: "com.apple.main-thread")
  private static let global = DispatchQueue(label: "com.apple.root.default-qos")

  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { global }

  public init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.label = label
  }

  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @convention(block) () -> Void
  ) {
    group?.enter()
    VirtualClock.schedule {
      work()
      group?.leave()
    }
  }

  public func async(execute workItem: DispatchWorkItem) {
    VirtualClock.schedule { if !workItem.isCancelled { workItem.perform() } }
  }

  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @convention(block) () -> Void
  ) {
    VirtualClock.schedule(after: deadline.delay, as: .delayedBlock, work)
  }

  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    VirtualClock.schedule(after: deadline.delay, as: .delayedBlock) {
      if !workItem.isCancelled { workItem.perform() }
    }
  }

  /// Runs at once: the caller waits for it anyway.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    try work()
  }
}

/// A point on the virtual clock, as `DispatchTime.now() + 1` computes it.
public struct DispatchTime: Comparable, Hashable, Sendable {
  public let uptimeNanoseconds: UInt64

  public init(uptimeNanoseconds: UInt64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  public static func now() -> DispatchTime {
    DispatchTime(uptimeNanoseconds: VirtualClock.now)
  }

  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.advanced(by: seconds * 1e9)
  }

  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.advanced(by: -seconds * 1e9)
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    time.advanced(by: interval.nanoseconds)
  }

  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    time.advanced(by: -interval.nanoseconds)
  }

  private func advanced(by nanoseconds: Double) -> DispatchTime {
    let result = Double(uptimeNanoseconds) + nanoseconds.rounded()
    if result >= Double(UInt64.max) { return .distantFuture }
    return DispatchTime(uptimeNanoseconds: UInt64(max(result, 0)))
  }

  /// How far in the future the time is.
  var delay: UInt64 {
    let now = VirtualClock.now
    return uptimeNanoseconds > now ? uptimeNanoseconds - now : 0
  }
}

extension DispatchTimeInterval {
  var nanoseconds: Double {
    switch self {
    case .seconds(let value): Double(value) * 1e9
    case .milliseconds(let value): Double(value) * 1e6
    case .microseconds(let value): Double(value) * 1e3
    case .nanoseconds(let value): Double(value)
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
