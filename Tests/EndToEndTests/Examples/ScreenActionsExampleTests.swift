import Foundation
import Testing

@testable import DocBuildKit

/// A note whose scenario uses the actions of real screens: one of two identical buttons, a picker
/// by its label, a slider, a swiped list row, and a label written with escapes.
@Suite struct ScreenActionsExampleTests {
  @Test func realScreenActionsRunThroughTheEngine() throws {
    let note = #"""
      # Shop

      ```swift
      import SwiftUI

      struct ShopView: View {
        @State private var items = ["Milk", "Bread"]
        @State private var size = "S"
        @State private var amount = 0.0
        @State private var count = 0

        var body: some View {
          Form {
            Button("+") { print("first") }
            Button("+") { count += 1; print("second") }
            Button("Say \"hi\"") { print("hi") }
            Picker("Size", selection: $size) {
              Text("S").tag("S")
              Text("L").tag("L")
            }
            Slider(value: $amount) { Text("Amount") }
            ForEach(items, id: \.self) { Text($0) }
              .onDelete { items.remove(atOffsets: $0) }
          }
          .onChange(of: size) { print("size \(size)") }
          .onChange(of: amount) { print("amount \(amount)") }
        }
      }
      ```

      ```scenario
      tap "+" #2
      tap "Say \"hi\""
      pick "L" in "Size"
      drag "Amount" to 0.25
      swipe to delete "Milk"
      ```

      ```output
      -- tap "+" #2
      second
      -- tap "Say \"hi\""
      hi
      -- pick "L" in "Size"
      size L
      -- drag "Amount" to 0.25
      amount 0.25
      -- swipe to delete "Milk"
      ```

      """#
    let fixture = SiteFixture(["en/shop.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
    let page = fixture.page("en/shop.html")
    #expect(page.contains("Bread"))
  }
}
