import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A protocol as Apple's documentation lists it (`typealias Content` with no value) is an API
  /// listing, never a syntax error; a real mistake beside it still is one.
  @Suite struct APIListingClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func aProtocolWithValuelessTypealiasesIsAnAPIListing() {
      #expect(
        category(
          """
          public protocol 수정자 {
              associatedtype Body : View
              func body(content: Self.Content) -> Self.Body
              typealias Content
          }
          """) == .apiListing)
    }

    @Test func anotherSyntaxErrorBesideItIsStillOne() {
      let found = category(
        """
        protocol 修饰 {
            typealias Content
            func body(content: Content -> some View
        }
        """)
      guard case .invalid = found else {
        Issue.record("expected a syntax error, found \(found)")
        return
      }
    }
  }
}
