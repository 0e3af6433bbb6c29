import Foundation
import Testing

@testable import DocBuildKit

/// Notes using iOS 16 and 17 API the engine gained for set 14: `ViewThatFits`, key-press handlers,
/// a scoped transaction and one keyed to a value, a text field titled by a localized key passed
/// on, and optional raw-representable `@AppStorage`. Each note runs its scenario.
@Suite struct FittingKeysAndScopedTransactionNotesTests {
  @Test func theFirstFittingChildShowsAndKeepsItsState() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/fits.md",
      """
      # 맞는 모양 고르기

      ```swift
      struct 넓은판: View {
        @State private var 점수 = 0

        var body: some View {
          HStack {
            Text("점수 \\(점수)")
            Button("한 점 더") { 점수 += 1 }
          }
        }
      }

      struct 점수판: View {
        var body: some View {
          ViewThatFits(in: .horizontal) {
            넓은판()
            Text("좁은 점수판")
          }
          .frame(maxWidth: 240)
        }
      }
      ```

      ```scenario
      tap "한 점 더"
      tap "한 점 더"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/fits.md:3: run"])
    #expect(page.contains("점수 2"))
    // The narrow child is only in the listing, never drawn.
    #expect(page.components(separatedBy: "좁은 점수판").count == 2)
  }

  @Test func keyHandlersAndScopedTransactionsCompileAndRun() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/keys.md",
      """
      # 按键与事务

      ```swift
      struct 计数器: View {
        @State private var 数 = 0
        @FocusState private var 聚焦: Bool

        var body: some View {
          VStack {
            Text("数 \\(数)")
              .focusable()
              .focused($聚焦)
              .focusEffectDisabled()
              .onKeyPress(.upArrow) { 数 += 1; return .handled }
              .onKeyPress(keys: [.downArrow], phases: .down) { 按键 in
                guard 按键.modifiers.isEmpty else { return .ignored }
                数 -= 1
                return .handled
              }
              .onKeyPress(characters: .letters) { _ in .ignored }
              .transaction { $0.animation = .linear } body: { 内容 in
                内容.opacity(数 > 0 ? 1 : 0.6)
              }
              .transaction(value: 数) { $0.animation = .easeIn }
            Button("加一") { 数 += 1 }
          }
        }
      }
      ```

      ```scenario
      tap "加一"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/keys.md:3: run"])
    #expect(page.contains("数 1"))
  }

  @Test func aLocalizedTitlePassedOnAndOptionalStoredChoicesRun() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/settings.md",
      """
      # Remembered choices

      ```swift
      enum Roast: String { case light, dark }

      struct LabeledEntry: View {
        let titleKey: LocalizedStringKey
        @Binding var text: String
        @State private var isEditing = false

        var body: some View {
          TextField(titleKey, text: $text, onEditingChanged: { isEditing = $0 })
            .padding(4)
            .border(isEditing ? Color.blue : Color.gray)
        }
      }

      struct CoffeeSettings: View {
        @AppStorage("roast") private var roast: Roast?
        @State private var name = ""

        var body: some View {
          VStack {
            LabeledEntry(titleKey: "Barista", text: $name)
            Text("Roast: \\(roast?.rawValue ?? "not chosen")")
            Button("Dark roast") { roast = .dark }
          }
        }
      }
      ```

      ```scenario
      type "Sam" into "Barista"
      tap "Dark roast"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/settings.md:3: run"])
    #expect(page.contains("Roast: dark"))
  }
}
