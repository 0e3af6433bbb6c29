import Foundation

/// Handoff and Spotlight's activities (Foundation's `NSUserActivity`, which Linux lacks): what an
/// app advertises and continues. An example is never handed an activity, so
/// `onContinueUserActivity`'s action never runs and `userActivity`'s update is never called.
open class NSUserActivity {
  public let activityType: String
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open var webpageURL: URL?
  open var isEligibleForHandoff = true
  open var isEligibleForSearch = false

  public init(activityType: String) { self.activityType = activityType }

  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
  }
}

extension View {
  public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    accepted("onContinueUserActivity")
  }

  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    accepted("userActivity")
  }
}
