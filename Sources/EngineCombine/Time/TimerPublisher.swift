import EngineInterface
import Foundation
import OpenCombine

extension Timer {
  /// A publisher of the current date every `interval` seconds of virtual time, once connected.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    let interval: TimeInterval
    private let subject = PassthroughSubject<Date, Never>()

    init(interval: TimeInterval) {
      self.interval = interval
    }

    /// Foundation's own initializer; the run loop and mode do not matter on the virtual clock.
    public convenience init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.init(interval: interval)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable {
      let nanoseconds = Swift.max(VirtualClock.nanoseconds(fromSeconds: interval), 1)
      let repetition = Repetition(every: nanoseconds, as: .timer) { [subject] in
        subject.send(Date())
      }
      repetition.start(after: nanoseconds)
      return repetition
    }
  }

  /// A timer fired on the virtual clock until it is invalidated.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    _scheduledOnVirtualClock(withTimeInterval: interval, repeats: repeats, block: block)
  }

  /// `scheduledTimer(withTimeInterval:repeats:block:)` under a name Foundation does not declare:
  /// what an example's file calls when it imports Foundation itself, where the two
  /// `scheduledTimer`s would be ambiguous.
  public class func _scheduledOnVirtualClock(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    let nanoseconds = Swift.max(VirtualClock.nanoseconds(fromSeconds: interval), 1)
    func arm() {
      // Foundation's `invalidate()` cannot cancel the clock's work: an invalidated timer's next
      // firing stays scheduled, does nothing, and is no work left undone.
      VirtualClock.schedule(after: nanoseconds, as: .timer, while: { timer.isValid }) {
        guard timer.isValid else { return }
        block(timer)
        if repeats { arm() } else { timer.invalidate() }
      }
    }
    arm()
    return timer
  }
}
