import Testing

@testable import EngineHost
@testable import StateEngine

private struct Receipt: View {
  let radius: CGFloat?
  let inNavigation: Bool
  @State private var showing = false

  var body: some View {
    Button("Receipt") { showing = true }
      .sheet(isPresented: $showing) {
        if inNavigation {
          NavigationStack {
            Text("Paid").navigationTitle("Total")
          }
          .presentationCornerRadius(radius)
        } else {
          Text("Paid").presentationCornerRadius(radius)
        }
      }
  }
}

extension Engine {
  /// `presentationCornerRadius(_:)` "requests that the presentation have a specific corner
  /// radius"; nil "to use the system's default corner radius" (Apple's documentation of `View`):
  /// the preview rounds the sheet around the content, which is drawn as it was.
  @Suite struct PresentationCornerRadius {
    @Test func theSheetCarriesTheRadiusItsContentAsks() throws {
      let host = ViewHost(Receipt(radius: 32, inNavigation: false))
      try host.tap("Receipt")
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-sheet\" data-presentation-corner-radius=\"32\"><p class=\"ui-text\">Paid</p>"
        ))
    }

    @Test func aRadiusBelowTheSheetsRootIsFound() throws {
      let host = ViewHost(Receipt(radius: 12.5, inNavigation: true))
      try host.tap("Receipt")
      let html = host.snapshotHTML()
      #expect(html.contains("<div class=\"ui-sheet\" data-presentation-corner-radius=\"12.5\">"))
      #expect(
        html.contains(
          "<div class=\"ui-sheet\" data-presentation-corner-radius=\"12.5\"><div class=\"ui-navigation\">"
        ))
    }

    @Test func nilKeepsTheSystemsCorners() throws {
      let host = ViewHost(Receipt(radius: nil, inNavigation: false))
      try host.tap("Receipt")
      let html = host.snapshotHTML()
      #expect(html.contains("<div class=\"ui-sheet\"><p class=\"ui-text\">Paid</p>"))
    }
  }
}
