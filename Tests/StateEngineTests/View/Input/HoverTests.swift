import Testing

@testable import EngineHost
@testable import StateEngine

private struct Hovering: View {
  @State private var hovered = false

  var body: some View {
    VStack {
      Text(hovered ? "hovered" : "resting")
        .hoverEffect(.lift)
        .onHover { hovered = $0 }
      Button("Card") {}.hoverEffect()
    }
    .onContinueUserActivity("com.example.today") { _ in hovered = true }
    .userActivity("com.example.today") { activity in activity.title = "Today" }
  }
}

extension Engine {
  /// `onHover(perform:)` "adds an action to perform when the user moves the pointer over or away
  /// from the view's frame", `hoverEffect(_:isEnabled:)` applies "a pointer hover effect"; and
  /// `onContinueUserActivity(_:perform:)` "registers a handler to invoke in response to a user
  /// activity" (Apple's documentation of each). A page has no pointer and no Handoff: the actions
  /// never run, and the views show as they are.
  @Suite struct Hovers {
    @Test func nothingHoversAndNoActivityContinues() throws {
      let host = ViewHost(Hovering())
      try host.tap("Card")
      #expect(host.snapshotHTML().contains(">resting<"))
    }

    @Test func anActivityKeepsItsTypeAndMergesItsUserInfo() {
      let activity = NSUserActivity(activityType: "com.example.today")
      activity.addUserInfoEntries(from: ["day": 1])
      activity.addUserInfoEntries(from: ["day": 2, "week": 3])
      #expect(activity.activityType == "com.example.today")
      #expect(activity.userInfo?["day"] as? Int == 2 && activity.userInfo?["week"] as? Int == 3)
    }
  }
}
