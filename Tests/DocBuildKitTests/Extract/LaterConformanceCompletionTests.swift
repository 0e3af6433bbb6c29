import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A type declared conforming to a protocol whose requirement a later block's extension of it
  /// adds compiles with that extension; when only the extension's code fails, the type is sound.
  @Suite struct LaterConformanceCompletionTests {
    // A Korean note: the kinds of a badge nested in an extension of `Text`, identified further
    // down, in an extension that also gives each a label.
    let kinds = fencedBlock(
      """
      extension Text {
        enum 무게: Identifiable, CaseIterable {
          case 가벼움, 무거움
        }
      }

      """, fenceLine: 1)
    let identity = fencedBlock(
      """
      extension Text.무게 {
        var id: Self { self }
        var 이름: String { self == .가벼움 ? "가볍게" : "무겁게" }
      }

      """, fenceLine: 10)
    let list = fencedBlock(
      """
      struct 무게목록: View {
        var body: some View {
          ForEach(Text.무게.allCases) { 무게 in Text(무게.이름) }
        }
      }

      """, fenceLine: 20)

    /// The kinds' block without the extension fails on its head (note line 3).
    private func assemble(extensionFailsAt lines: Set<Int>) -> [Notebook.Entry] {
      let blocks = [kinds, identity, list].map { ($0, FenceAttributes.parse($0, path: "n.md").0) }
      func takesExtension(_ entry: Notebook.Entry) -> Bool {
        entry.unit?.source.contains("extension Text.무게") ?? false
      }
      return Notebook.assemble(
        blocks,
        compiles: { entry in
          switch entry.blockIndex {
          case 0: takesExtension(entry) && lines.isEmpty
          case 1: lines.isEmpty
          default: true
          }
        },
        errorLines: { entry in
          switch entry.blockIndex {
          case 0: takesExtension(entry) ? lines : [3]
          case 1: lines
          default: []
          }
        })
    }

    @Test func theLaterExtensionCompletesTheConformance() throws {
      let entries = assemble(extensionFailsAt: [])
      let unit = try #require(entries[0].unit)
      #expect(unit.source.contains("var id: Self { self }"), "\(unit.source)")
      #expect(entries[0].failsOnlyInBlocks.isEmpty)
    }

    @Test func failingOnlyInTheExtensionLeavesTheTypeSound() throws {
      // The extension's label (note line 13) does not compile.
      let entries = assemble(extensionFailsAt: [13])
      #expect(entries[0].unit?.source.contains("extension Text.무게") == true)
      #expect(entries[0].failsOnlyInBlocks == [10])
      // The extension and the list are compiled with the sound enum.
      for entry in entries.dropFirst() {
        let unit = try #require(entry.unit)
        #expect(unit.source.contains("enum 무게: Identifiable"), "\(unit.source)")
      }
    }

    @Test func anErrorOfItsOwnBesidesKeepsTheTypeBroken() throws {
      // Compiled with the extension, the kinds' block still fails on its own line 3.
      let entries = assemble(extensionFailsAt: [3, 13])
      #expect(entries[0].failsOnlyInBlocks.isEmpty)
      #expect(entries[0].unit?.source.contains("extension Text.무게") == false)
      #expect(entries[1].unit?.source.contains("enum 무게") == false)
    }

    @Test func qualifiedNamesReachNestedTypes() {
      let inExtension = Declaration(
        names: ["Text.무게"], identifiers: [], memberNames: ["무게"], extendedType: "Text")
      #expect(inExtension.qualifiedNames == ["Text.무게"])
      let inType = Declaration(
        names: ["Card"], isType: true, identifiers: [], memberNames: ["Kind"])
      #expect(inType.qualifiedNames == ["Card", "Card.Kind"])
      let function = Declaration(names: ["show"], isFunctionOrValue: true, identifiers: [])
      #expect(function.qualifiedNames.isEmpty)
    }
  }
}
