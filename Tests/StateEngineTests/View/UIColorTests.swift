import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// `Color(_:)` and `Color(uiColor:)` "create a color from a UIKit color" (Apple's documentation
  /// of `Color`): the standard colours have UIKit's documented components (`green` is "0.0, 1.0,
  /// 0.0 and alpha value is 1.0"), the system and semantic ones those of an iPhone in light mode.
  @Suite struct UIKitColors {
    @Test func aUIKitColourBecomesAColourByItsComponents() {
      let html = ViewHost(
        VStack {
          Color(.green)
          Text("Card").background(Color(.systemBackground))
          Text("Note").foregroundStyle(Color(uiColor: .secondaryLabel))
        }
      ).snapshotHTML()
      #expect(html.contains("data-color=\"rgb(0, 255, 0)\""))
      #expect(html.contains("data-background=\"rgb(255, 255, 255)\""))
      #expect(html.contains("rgba(61, 61, 66, 0.6)"))
      #expect(Color(.systemBlue) == Color(red: 0, green: 0.48, blue: 1))
      #expect(
        Color(UIColor.red.withAlphaComponent(0.5)) == Color(red: 1, green: 0, blue: 0, opacity: 0.5)
      )
    }

    /// A colour literal takes the type `_ColorLiteralType` names, which UIKit names `UIColor`, and
    /// `UIColor` adopts `_ExpressibleByColorLiteral` (`init(_colorLiteralRed:green:blue:alpha:)` in
    /// Apple's documentation of `UIColor`); `Color(_:)` then takes it as any UIKit colour.
    @Test func aColourLiteralIsAUIKitColour() {
      let literal = #colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75)
      #expect(type(of: literal) == UIColor.self)
      #expect(
        Color(#colorLiteral(red: 0.25, green: 0.5, blue: 1, alpha: 0.75))
          == Color(red: 0.25, green: 0.5, blue: 1, opacity: 0.75))
    }
  }
}
