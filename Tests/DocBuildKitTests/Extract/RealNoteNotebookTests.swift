import Foundation
import SwiftParser
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Assembles the shared real notes as notebooks.
  @Suite struct RealNoteNotebookTests {
    func entries(_ notePath: String) throws -> [Notebook.Entry] {
      let text = try String(
        contentsOf: NoteFenceScanner.sharedFolder.appendingPathComponent(notePath), encoding: .utf8)
      return notebook(NoteFenceScanner.codeBlocks(in: text).filter(FenceAttributes.isSwift))
    }

    @Test func everyAssembledUnitParses() throws {
      for note in try NoteFenceScanner.realNotes() {
        for entry in try entries(note.path) {
          guard let unit = entry.unit else { continue }
          #expect(
            !Parser.parse(source: unit.source).hasError,
            "\(note.path):\(entry.codeBlock.range.start.line)")
        }
      }
    }

    @Test func loneBodyOfTheStateObjectSeedUsesTheViewDeclaredAbove() throws {
      let page = try entries("seeds/000_8f574505d319a902.txt")
      let loneBody = try #require(page.first { $0.codeBlock.range.start.line == 90 })
      // The block adding `MySubView` mounts `MyView`, which uses it.
      let subview = try #require(page.first { $0.codeBlock.range.start.line == 49 }?.unit)
      #expect(subview.root == .type("MyView"))
      let unit = try #require(loneBody.unit)
      #expect(unit.root == .type("NoteExample"))
      #expect(unit.source.contains("struct MyInitializableView: View"))
      #expect(unit.source.contains("class DataModel: ObservableObject"))
      // `MyInitializableView(name: "Ravi")` is note line 93, column 9.
      let line = try #require(unit.line(containing: #"MyInitializableView(name: "Ravi")"#))
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: line, column: 9)
          == SourcePosition(line: 93, column: 9))
    }

    @Test func theChineseSeedsTest1UsesTheCounterViewsAndIsTheRoot() throws {
      let page = try entries("seeds/003_8c7974960815d0bf.txt")
      let test1 = try #require(page.first { $0.codeBlock.range.start.line == 400 }?.unit)
      #expect(test1.root == .type("Test1"))
      #expect(test1.source.contains("struct CountViewState:View"))
      #expect(test1.source.contains("class StateObjectClass:ObservableObject"))
      // The second `ContentView` (line 480 block) replaced the first (line 115 block) for later blocks.
      let counters = try #require(page.first { $0.codeBlock.range.start.line == 553 }?.unit)
      #expect(counters.source.components(separatedBy: "struct ContentView: View").count == 2)
      #expect(counters.source.contains("print(\"init\")"))
      #expect(!counters.source.contains("UserAuthentication()"))
    }
  }
}
