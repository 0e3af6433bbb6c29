import EngineInterface
import OpenCombine

/// The time of the schedulers examples name (`DispatchQueue.main`, `RunLoop.main`): a point on the
/// virtual clock, with strides written in seconds (`0.5`, `.milliseconds(300)`).
public struct VirtualSchedulerTime: Strideable, Hashable, Sendable {
  public let nanoseconds: UInt64

  public init(nanoseconds: UInt64) {
    self.nanoseconds = nanoseconds
  }

  public func distance(to other: VirtualSchedulerTime) -> Stride {
    Stride(nanoseconds: Int64(bitPattern: other.nanoseconds &- nanoseconds))
  }

  public func advanced(by stride: Stride) -> VirtualSchedulerTime {
    let result = Int64(bitPattern: nanoseconds) &+ stride.nanoseconds
    return VirtualSchedulerTime(nanoseconds: UInt64(max(result, 0)))
  }

  /// How far in the future the time is.
  var delay: UInt64 {
    let now = VirtualClock.now
    return nanoseconds > now ? nanoseconds - now : 0
  }

  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
    ExpressibleByFloatLiteral, Sendable
  {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
      self.nanoseconds = nanoseconds
    }

    /// Literals are seconds, as for Apple's scheduler strides.
    public init(floatLiteral value: Double) {
      self = .seconds(value)
    }

    public init(integerLiteral value: Int64) {
      self = .seconds(Int(value))
    }

    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int64(exactly: source) else { return nil }
      self = .seconds(Int(value))
    }

    public var magnitude: UInt64 { nanoseconds.magnitude }

    public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: Int64(s) * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Stride {
      Stride(nanoseconds: Int64((s * 1e9).rounded()))
    }
    public static func milliseconds(_ ms: Int) -> Stride {
      Stride(nanoseconds: Int64(ms) * 1_000_000)
    }
    public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: Int64(us) * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: Int64(ns)) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
    }
    /// A stride scaled by a stride read as seconds.
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(
        nanoseconds: Int64((Double(lhs.nanoseconds) * Double(rhs.nanoseconds) / 1e9).rounded()))
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}

/// Scheduling on the virtual clock, shared by the schedulers examples use.
private protocol VirtualScheduler: Scheduler
where SchedulerTimeType == VirtualSchedulerTime {}

extension VirtualScheduler {
  public var now: VirtualSchedulerTime { VirtualSchedulerTime(nanoseconds: VirtualClock.now) }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.schedule(action)
  }

  public func schedule(
    after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    VirtualClock.schedule(after: date.delay, as: .schedulerAction, action)
  }

  public func schedule(
    after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
    tolerance: VirtualSchedulerTime.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let repetition = Repetition(
      every: UInt64(max(interval.nanoseconds, 1)), as: .schedulerAction, action: action)
    repetition.start(after: date.delay)
    return repetition
  }
}

/// Work that runs at a fixed interval until cancelled.
final class Repetition: Cancellable {
  private let interval: UInt64
  private let kind: PendingWork.Kind
  private let action: () -> Void
  private var token: Int?

  init(every interval: UInt64, as kind: PendingWork.Kind, action: @escaping () -> Void) {
    self.interval = interval
    self.kind = kind
    self.action = action
  }

  func start(after delay: UInt64) {
    token = VirtualClock.schedule(after: delay, as: kind) { [weak self] in
      guard let self else { return }
      self.start(after: self.interval)
      self.action()
    }
  }

  func cancel() {
    token.map(VirtualClock.cancel)
    token = nil
  }
}

extension DispatchQueue: VirtualScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public struct SchedulerOptions {}
}

extension RunLoop: VirtualScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public struct SchedulerOptions {}
}
