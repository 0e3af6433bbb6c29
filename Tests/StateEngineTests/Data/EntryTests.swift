import Testing

@testable import EngineHost
@testable import StateEngine

extension EnvironmentValues {
  @Entry var shelfTint: Color = .orange
  /// Without a written type, the value's type is the entry's.
  @Entry var shelfName = "Books"
  @Entry var shelfLimit: Int?
}

extension Transaction {
  @Entry var isUndo = false
}

extension FocusedValues {
  @Entry var focusedShelf: String?
}

private struct ShelfLabel: View {
  @Environment(\.shelfTint) private var tint
  @Environment(\.shelfName) private var name
  @Environment(\.shelfLimit) private var limit

  var body: some View {
    Text("\(name) in \(tint.description), limit \(limit.map(String.init) ?? "none")")
  }
}

private struct Shelves: View {
  var body: some View {
    VStack {
      ShelfLabel()
      ShelfLabel()
        .environment(\.shelfTint, .teal)
        .environment(\.shelfName, "Records")
        .environment(\.shelfLimit, 12)
    }
  }
}

extension Engine {
  /// `@Entry`: "Creates an environment values, transaction, container values, or focused values
  /// entry" from a property and its default value (Apple's documentation of `Entry()`); the
  /// expansion reads and writes the member through a key of its own, as OpenSwiftUI's `EntryMacro`
  /// does (`self[__Key_name.self]`).
  @Suite struct Entries {
    @Test func anEnvironmentEntryHasItsDefaultUntilAViewSetsIt() throws {
      let host = ViewHost(Shelves())
      let html = host.snapshotHTML()
      #expect(html.contains(">Books in orange, limit none<"))
      #expect(html.contains(">Records in teal, limit 12<"))
    }

    @Test func aTransactionEntryIsCarriedByTheTransaction() {
      var transaction = Transaction()
      #expect(!transaction.isUndo)
      transaction.isUndo = true
      withTransaction(transaction) {
        #expect(Transaction.current?.isUndo == true)
      }
    }

    @Test func aFocusedValuesEntryIsAbsentUntilSet() {
      var values = FocusedValues()
      #expect(values.focusedShelf == nil)
      values.focusedShelf = "Top"
      #expect(values.focusedShelf == "Top")
    }
  }
}
