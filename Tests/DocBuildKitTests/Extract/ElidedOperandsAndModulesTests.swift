import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse for what the note left out or misspelt says so, and names the
  /// modules docbuild lacks that the block needs besides: fixing the syntax alone would not run it.
  @Suite struct ElidedOperandsAndModulesTests {
    func syntaxProblem(_ code: String) -> SyntaxProblem? {
      guard
        case .invalid(let problem) = SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 10))
      else { return nil }
      return problem
    }

    /// `a && ...`: more conditions left out, said as an elision in each language.
    @Test func conditionsElidedAfterAnOperatorAreSaid() throws {
      let code = """
        extension Order {
            var isReady: Bool { hasItems && ... }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedOperands(line: 12, written: "hasItems && ..."))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("elides the rest of the condition"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
      #expect(NotRunReason.block(.invalid(problem)).text(in: .ko).contains("조건의 나머지"))
      #expect(NotRunReason.block(.invalid(problem)).text(in: .zh).contains("条件的其余部分"))
    }

    /// A range's `...` between two operands is Swift, not an elision.
    @Test func aRangeIsNoElidedCondition() throws {
      let code = """
        let steps = 1...5 &&
        """
      let problem = try #require(syntaxProblem(code))
      if case .elidedOperands = problem.cause { Issue.record("\(problem)") }
    }

    /// `gaurd let`: a binding's keyword misspelt, named instead of the parser's "expected `;`".
    @Test func aMisspeltGuardIsNamed() throws {
      let code = """
        gaurd let 이름 = 이름들.first else {
            return
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .misspeltKeyword(line: 11, written: "gaurd", meant: "guard"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("`gaurd` 是 `guard` 的笔误"), "\(zh)")
    }

    /// An elided view that imports a module docbuild lacks and uses UIKit's image: both named.
    @Test func modulesTheBlockNeedsAreSaidBesidesTheElision() throws {
      let code = """
        import MapKit

        struct PinView: View {
            var photo: UIImage
        ...
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.foreignModules == ["MapKit", "UIKit"])
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.hasSuffix("; it also needs `MapKit`, `UIKit`, modules docbuild does not have"), "\(en)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("docbuild에 없는 모듈 `MapKit`, `UIKit`이(가) 필요합니다"), "\(ko)")
    }

    /// Prose in a fence needs no module, whatever names it mentions.
    @Test func proseNamesNoModules() throws {
      let code = """
        이 화면은 UIKit의 UIImage로 사진을 그립니다.
        let x = 1
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.foreignModules.isEmpty)
    }
  }
}
