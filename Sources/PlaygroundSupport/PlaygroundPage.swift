import StateEngine

/// A playground's page, as much of Apple's `PlaygroundSupport` as a note about SwiftUI uses: the
/// live view a page sets is the example's root. The harness mounts it once the page's code has
/// run, as a playground shows it beside the code.
/// (https://developer.apple.com/documentation/playgroundsupport/playgroundpage)
public final class PlaygroundPage {
  /// The page whose code is running.
  nonisolated(unsafe) public static let current = PlaygroundPage()

  /// The view the page shows; set by `setLiveView(_:)` or assigned.
  public var liveView: (any View)?
  /// Accepted: an example's run waits for its pending work anyway.
  public var needsIndefiniteExecution = false

  /// Shows `view` as the page's live view.
  public func setLiveView<Content: View>(_ view: Content) { liveView = view }

  /// Accepted: the run ends when the example's steps are done.
  public func finishExecution() {}
}
