import Testing

@testable import DocBuildKit

/// Members a note's project adds in extensions it never shows are said as such, whatever the
/// receiver is written as: a generic parameter has its protocol's extensions.
@Suite struct UnshownExtensionMemberReasonTests {
  @Test func aMemberOnAGenericParameterIsItsProtocolsExtension() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/sheets.md",
      """
      # Sheets

      ```swift
      final class SheetModel: ObservableObject {
        @Published var content: AnyView?

        func present<Sheet: View>(_ sheet: Sheet) {
          content = sheet.erased()
        }
      }
      ```

      """)
    #expect(report.count == 1, "\(report)")
    let reason = try #require(report.first)
    #expect(reason.contains("`View.erased`"), "\(reason)")
    #expect(!reason.contains("value of type 'Sheet'"), "\(reason)")
  }

  /// `_counter` is the storage of a wrapped `counter`: a copy of the type that leaves the
  /// property out with `...` says so, not swiftc's "no member", even beside another type's
  /// `counter`.
  @Test func aWrappersStorageIsNoUndeclaredMember() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/storage.md",
      """
      # Storage

      ```swift
      final class Counter: ObservableObject {
        @Published var count = 0
      }

      struct CounterView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("\\(counter.count)") }
      }
      ```

      ```swift
      struct ParentView: View {
        @StateObject private var counter = Counter()
        var body: some View { CounterView(counter: counter) }
      }

      struct CounterView: View {
        init(counter: Counter) {
          self._counter = ObservedObject(wrappedValue: counter)
        }

        ...
      }
      ```

      """)
    let reason = try #require(report.first { $0.hasPrefix("en/storage.md:14:") })
    #expect(
      reason.contains(
        "`_counter` is the storage a property wrapper gives `counter`, which this code never declares (the note leaves the property out)"
      ), "\(reason)")
    #expect(!reason.contains("has no member"), "\(reason)")
  }
}
