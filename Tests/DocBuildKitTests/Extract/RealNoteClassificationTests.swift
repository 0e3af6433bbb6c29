import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Classifies every Swift block of the shared real notes (seeds and corpus). The expectations were
  /// checked by reading each block; blocks are named by their note and the line of their opening fence.
  @Suite struct RealNoteClassificationTests {
    let categories: [String: SwiftBlockCategory]

    init() throws {
      var categories: [String: SwiftBlockCategory] = [:]
      for note in try NoteFenceScanner.realNotes() {
        for block in NoteFenceScanner.codeBlocks(in: note.text) where FenceAttributes.isSwift(block)
        {
          categories["\(note.path):\(block.range.start.line)"] = SwiftBlockClassifier.classify(
            block)
        }
      }
      self.categories = categories
    }

    func category(_ note: String, fence line: Int) throws -> SwiftBlockCategory {
      let matches = categories.filter { $0.key.hasPrefix(note) && $0.key.hasSuffix(":\(line)") }
      try #require(matches.count == 1, "no single Swift block at \(note):\(line)")
      return matches.first!.value
    }

    @Test func findsEverySwiftFenceSpelling() {
      // 139 fences: `swift`, `Swift`; the seeds' Korean note 004 has no fences at all.
      #expect(categories.count == 139)
    }

    @Test func apiListingsAreExactlyTheInterfaceDumps() throws {
      let listings = categories.filter { $0.value == .apiListing }.keys.sorted()
      #expect(
        listings == [
          "corpus/en/WeZZard__Gatsblog__content___posts__2022-08-19-using-functional-binding-to-observe-in-swiftui__index.md:80",
          "seeds/000_8f574505d319a902.txt:6",  // `@frozen @propertyWrapper struct StateObject` with no body
          "seeds/001_948b554be7e943b0.txt:6",
          "seeds/003_8c7974960815d0bf.txt:160",  // `public init(wrappedValue:)` without a body
          "seeds/003_8c7974960815d0bf.txt:280",
          "seeds/003_8c7974960815d0bf.txt:50",  // `@available` protocol
          "seeds/003_8c7974960815d0bf.txt:68",  // `{ get }` in an extension
          "seeds/003_8c7974960815d0bf.txt:78",
        ])
    }

    @Test func consoleLogsAreExactlyTheLogsAndDebuggerSessions() throws {
      let logs = categories.filter { $0.value == .consoleLog }.keys.sorted()
      #expect(
        logs == [
          "corpus/zh/fatbobman__PublishThemeForFatbobmanBlog__Content__posts__stateobject.md:125",
          "seeds/003_8c7974960815d0bf.txt:423",  // `type:Observed id:537 init`
          "seeds/003_8c7974960815d0bf.txt:512",  // `(lldb) p student`
          "seeds/003_8c7974960815d0bf.txt:527",
          "seeds/003_8c7974960815d0bf.txt:538",
        ])
    }

    @Test func fragmentsOfTheStateObjectSeed() throws {
      let seed = "seeds/000_8f574505d319a902.txt"
      #expect(try category(seed, fence: 90) == .fragment(.body))
      #expect(try category(seed, fence: 108) == .fragment(.viewExpression))  // `MyInitializableView(…).id(name)`
      #expect(try category(seed, fence: 120) == .fragment(.members))  // top-level `var hash: Int { … }`
      #expect(try category(seed, fence: 18) == .program)
      #expect(try category(seed, fence: 65) == .program)
    }

    @Test func otherFragmentKindsInTheCorpus() throws {
      let fruit = "corpus/zh/YiGuan-z"
      #expect(try category(fruit, fence: 58) == .fragment(.members))  // a lone `@State var users`
      #expect(try category(fruit, fence: 294) == .fragment(.modifierChain))  // `.onAppear(…)` alone
      #expect(try category(fruit, fence: 360) == .fragment(.viewExpression))  // a bare `List { … }`
      #expect(try category(fruit, fence: 48) == .program)
      #expect(try category("corpus/ko/Glsme", fence: 130) == .fragment(.snippet))  // `viewModel.$items.sink`
      #expect(try category("corpus/ko/cestbonciel", fence: 87) == .fragment(.members))  // `@Binding var`
      #expect(try category("seeds/003_8c7974960815d0bf.txt", fence: 634) == .fragment(.members))  // property and init
    }

    @Test func programsIncludeDeclarationsWithAViewExpressionAndPreviews() throws {
      #expect(try category("seeds/003_8c7974960815d0bf.txt", fence: 262) == .program)  // a view, then `VStack { … }`
      #expect(try category("corpus/zh/YiGuan-z", fence: 9) == .program)  // ends in `#Preview`
      #expect(try category("corpus/en/mecid", fence: 16) == .program)  // an `@main` App
    }

    @Test func brokenSwiftIsInvalidWithItsNotePosition() throws {
      // `...` standing for omitted members, in the Korean seed about @State.
      guard case .invalid(let elided) = try category("seeds/002_b7aa7c0fdafa7c4a.txt", fence: 54)
      else {
        Issue.record("expected a syntax error")
        return
      }
      #expect(elided.position == SourcePosition(line: 62, column: 5))
      #expect(elided.message.contains("..."))
      // A ✅ emoji after a declaration.
      guard case .invalid(let emoji) = try category("corpus/en/mdb1", fence: 77) else {
        Issue.record("expected a syntax error")
        return
      }
      #expect(emoji.position == SourcePosition(line: 79, column: 53))
      // An unterminated string literal.
      guard case .invalid(let unterminated) = try category("corpus/en/k-stannard", fence: 230)
      else {
        Issue.record("expected a syntax error")
        return
      }
      #expect(unterminated.position.line == 242)
    }

    @Test func tallyOfRealNotes() {
      var tally: [String: Int] = [:]
      for category in categories.values { tally[category.name, default: 0] += 1 }
      #expect(
        tally == [
          "program": 89, "fragment (members)": 8, "fragment (view expression)": 10,
          "fragment (body)": 1,
          "fragment (modifier chain)": 1, "fragment (snippet)": 2, "API listing": 8,
          "console log": 5,
          "syntax error": 15,
        ])
    }
  }
}
