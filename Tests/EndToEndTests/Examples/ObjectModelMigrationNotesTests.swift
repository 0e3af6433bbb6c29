import SwiftSyntax
import Testing

@testable import DocBuildKit

/// A migration note shows a model before (`ObservableObject`, `@Published`, `@ObservedObject`)
/// and after (`@Observable`, `@State`, `@Bindable`) under the same names. Each view is compiled
/// with the version of the model its wrappers want: a later view taken for a parent is the
/// version fitting the parent's model, and a before-view shown after the new model gets the old
/// one back.
@Suite struct ObjectModelMigrationNotesTests {
  static let note = #"""
    # From ObservableObject to @Observable

    Before:

    ```swift
    import SwiftUI

    class Tally: ObservableObject {
      @Published var count = 0
    }
    ```

    After:

    ```swift
    @Observable class Tally {
      var count = 0
    }
    ```

    The screen keeps the tally in a `@State` now:

    ```swift
    struct TallyScreen: View {
      @State private var tally = Tally()
      var body: some View {
        TallyRow(tally: tally)
      }
    }
    ```

    The row before:

    ```swift
    struct TallyRow: View {
      @ObservedObject var tally: Tally
      var body: some View {
        Button("Tapped \(tally.count) times") { tally.count += 1 }
      }
    }
    ```

    The row after:

    ```swift
    struct TallyRow: View {
      @Bindable var tally: Tally
      var body: some View {
        Stepper("Count: \(tally.count)", value: $tally.count)
      }
    }
    ```

    """#

  @Test func eachViewCompilesWithTheVersionOfTheModelItsWrappersWant() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote("en/migration.md", Self.note)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report == [
        "en/migration.md:5: ran as part of the example at line 34",
        "en/migration.md:15: ran as part of the example at line 23 [context 2: line 15 declares `Tally` again]",
        "en/migration.md:23: run [context 2: line 15 declares `Tally` again]",
        "en/migration.md:34: run",
        "en/migration.md:45: run (completed) [context 3: line 45 declares `TallyRow` again]",
      ], "\(report)")
  }

  @Test func aClassKnowsItsKindOfObjectModelAndAViewWhatItWants() throws {
    let tree = try #require(
      SwiftSource.parse(
        """
        @Observable class Tally { var count = 0 }
        class Store: ObservableObject { @Published var items: [String] = [] }
        struct Row: View {
          @Bindable var tally: Tally
          @EnvironmentObject var store: Store
          @StateObject private var cache = Cache()
          var body: some View { Text("\\(tally.count)") }
        }
        """))
    let decls = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
    #expect(decls.map(ObjectModelVersions.kind(of:)) == [.observable, .observableObject, nil])
    let wanted = ObjectModelVersions.wanted(by: decls[2])
    #expect(
      wanted == ["Tally": .observable, "Store": .observableObject, "Cache": .observableObject])
    let row = Declaration(names: ["Row"], wantedObjectModels: wanted, identifiers: [])
    #expect(ObjectModelVersions.fits(row, ["Tally": .observable]))
    #expect(!ObjectModelVersions.fits(row, ["Tally": .observableObject]))
  }
}
