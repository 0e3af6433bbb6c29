import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// A row of glass badges: the default capsule, each variant, a tint taken back, and a shape given.
private struct Badges: View {
  var body: some View {
    VStack {
      Text("Default").padding().glassEffect()
      Text("Clear").glassEffect(.clear)
      Text("Tinted").glassEffect(.regular.tint(.orange).interactive())
      Text("Untinted").glassEffect(Glass.regular.tint(.orange).tint(nil))
      Text("Plain").glassEffect(.identity.tint(.orange))
      Text("Card").glassEffect(.regular, in: RoundedRectangle(cornerRadius: 12))
    }
  }
}

/// Two glass buttons in a container; the second appears when the first is used, its glass tied to
/// the first's by an identity, a union and a transition.
private struct Palette: View {
  @State private var isOpen = false
  @Namespace private var glass

  var body: some View {
    GlassEffectContainer(spacing: 20) {
      HStack {
        Button(isOpen ? "Close" : "Open") { isOpen.toggle() }
          .glassEffect()
          .glassEffectID("toggle", in: glass)
          .glassEffectUnion(id: 1, namespace: glass)
        if isOpen {
          Text("Brush")
            .glassEffect()
            .glassEffectID("brush", in: glass)
            .glassEffectUnion(id: 1, namespace: glass)
            .glassEffectTransition(.materialize)
        }
      }
    }
  }
}

/// iOS 26's glass button styles act as the system's other styles do.
private struct Votes: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(count) votes")
      Button("Up") { count += 1 }.buttonStyle(.glass)
      Button("Down") { count -= 1 }.buttonStyle(.glassProminent)
      Button("Reset") { count = 0 }.buttonStyle(.glass(.clear.tint(.red)))
    }
    .toolbar {
      ToolbarItem(placement: .bottomBar) { Text("Left") }
      ToolbarSpacer(.fixed, placement: .bottomBar)
      ToolbarItem(placement: .bottomBar) { Text("Right") }
    }
  }
}

extension Engine {
  /// "Renders a shape anchored behind a view with the Liquid Glass material"; "SwiftUI uses the
  /// regular variant by default along with a Capsule shape" (Apple's documentation of
  /// `glassEffect(_:in:)`); the `identity` variant leaves "your content … unaffected as if no glass
  /// effect was applied" (`Glass.identity`). The engine paints glass as a material behind the view.
  @Suite struct GlassEffects {
    @Test func glassIsAMaterialShapeBehindTheView() {
      let html = ViewHost(Badges()).reports[0].snapshot
      func glass(_ paint: String, _ shape: String, behind text: String) -> String {
        "<div class=\"ui-layered\" data-alignment=\"center\"><div class=\"ui-layer\">"
          + "<div class=\"ui-modified\" data-fill=\"\(paint)\"><div class=\"ui-shape ui-\(shape)\">"
          + "</div></div></div>\(text)"
      }
      #expect(
        html.contains(
          glass(
            "regularMaterial", "capsule",
            behind: "<div class=\"ui-modified\" data-padding><p class=\"ui-text\">Default")),
        "\(html)")
      #expect(
        html.contains(glass("ultraThinMaterial", "capsule", behind: "<p class=\"ui-text\">Clear")))
      #expect(html.contains(glass("orange", "capsule", behind: "<p class=\"ui-text\">Tinted")))
      #expect(
        html.contains(glass("regularMaterial", "capsule", behind: "<p class=\"ui-text\">Untinted")))
      #expect(html.contains(glass("clear", "capsule", behind: "<p class=\"ui-text\">Plain")))
      #expect(
        html.contains(
          glass("regularMaterial", "roundedrectangle", behind: "<p class=\"ui-text\">Card")))
    }

    /// "You do not use this type directly. Instead, SwiftUI creates this shape on your behalf"
    /// (Apple's documentation of `DefaultGlassEffectShape`, "a capsule"): its outline is one.
    @Test func theDefaultShapeIsACapsule() {
      let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
      #expect(
        DefaultGlassEffectShape().path(in: rect).svgElement()
          == Capsule().path(in: rect).svgElement())
    }

    /// A container "combines multiple Liquid Glass shapes into a single shape" (Apple's
    /// documentation of `GlassEffectContainer`): with no layout its content shows as a group, and
    /// the identities, unions and transitions that steer the morphing change nothing the view does.
    @Test func aContainersGlassViewsKeepTheirState() throws {
      let host = ViewHost(Palette())
      #expect(!host.snapshotHTML().contains("Brush"))
      try host.tap("Open")
      let html = host.snapshotHTML()
      #expect(html.contains(">Close</button>"), "\(html)")
      #expect(html.contains("<p class=\"ui-text\">Brush</p>"))
      #expect(!html.contains("glassEffect"))
      try host.tap("Close")
      #expect(!host.snapshotHTML().contains("Brush"))
    }

    /// `.glass` and `.glassProminent` are system styles ("similar to the bordered style",
    /// Apple's documentation of `glassProminent`): the buttons act as any button does. A toolbar
    /// spacer "creates visual breaks in the toolbar between items" (`ToolbarSpacer`).
    @Test func glassButtonsActAndASpacerSitsBetweenItems() throws {
      let host = ViewHost(Votes())
      try host.tap("Up")
      try host.tap("Up")
      try host.tap("Down")
      #expect(host.snapshotHTML().contains(">1 votes<"))
      try host.tap("Reset")
      let html = host.snapshotHTML()
      #expect(html.contains(">0 votes<"))
      #expect(html.contains("<button class=\"ui-button\">Reset</button>"), "\(html)")
      #expect(
        html.contains(
          "<div class=\"ui-toolbar\"><p class=\"ui-text\">Left</p><span class=\"ui-spacer\"></span>"
            + "<p class=\"ui-text\">Right</p></div>"), "\(html)")
    }
  }
}
