import Foundation

/// The run loop mode UIKit uses while a scroll view tracks a touch, which Linux's Foundation lacks.
/// Timers run on the virtual clock whatever their mode.
extension RunLoop.Mode {
  public static var tracking: RunLoop.Mode { RunLoop.Mode("UITrackingRunLoopMode") }
}
