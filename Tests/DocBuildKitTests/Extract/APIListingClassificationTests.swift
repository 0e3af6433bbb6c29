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

    /// A class whose methods have no bodies, implemented by another type of the block, is a
    /// design sketch (a protocol written as a class), not a listing of API.
    @Test func aBodilessClassImplementedBesideItIsADesignSketch() {
      let code = """
        struct Book {
          let 제목: String
          ...
        }
        class BookStore {
          func book(named 제목: String) -> Book?
          func add(_ book: Book)
        }
        class LocalBookStore: BookStore {
          func book(named 제목: String) -> Book? { nil }
          func add(_ book: Book) {}
        }
        """
      var lines = HiddenLines(code: code)
      _ = lines.completeElisions()
      let found = SwiftBlockClassifier.analyze(fencedBlock(code, fenceLine: 1), hiddenLines: lines)
        .category
      #expect(found == .plainText(.designSketch))
      #expect(
        NotRunReason.block(found).text(in: .ko).hasPrefix("설계 스케치입니다"))
    }

    /// Apple's listing of a type's methods implements none of them: still an API listing.
    @Test func bodilessMethodsNobodyImplementsAreStillAListing() {
      #expect(
        category(
          """
          struct Binding<Value> {
            func animation(_ animation: Animation?) -> Binding<Value>
          }
          """) == .apiListing)
    }

    /// SwiftUI's protocol and its configuration copied short (its associated type left out):
    /// shown to explain SwiftUI's API, as its fuller twin would be.
    @Test func anAbridgedCopyOfSwiftUIsOwnTypesIsAnAPIListing() {
      #expect(
        category(
          """
          public protocol ToggleStyle {
              @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
              typealias Configuration = ToggleStyleConfiguration
          }

          public struct ToggleStyleConfiguration {
              public let label: ToggleStyleConfiguration.Label
              public var isOn: Bool
          }
          """) == .apiListing)
    }

    /// The note's own public type beside it, or SwiftUI's name declared without `public`, is
    /// code of the note's, not a copy of SwiftUI's.
    @Test func theNotesOwnTypesAreNoCopy() {
      #expect(
        category(
          """
          public protocol ToggleStyle {}
          public struct 开关面板 {
              public var 打开 = false
          }
          """) != .apiListing)
      #expect(
        category(
          """
          struct ToggleStyleConfiguration {
              let isOn: Bool
          }
          """) != .apiListing)
    }

    /// Signatures written as documentation lists them, a comment over each, parameters given by
    /// type alone or a name in backticks: an API listing, not a syntax error.
    @Test func documentedSignaturesWithBareTypesAreAnAPIListing() {
      #expect(
        category(
          """
          /// 关闭提示的按钮
          static func dismiss((() -> Void)?) -> Alert.Button
          /// 带标签的按钮
          static func dismiss(_ label: Text, action: (() -> Void)?) -> Alert.Button
          /// 普通按钮
          static func `default`(Text, action: (() -> Void)?) -> Alert.Button
          init(Text, role: ButtonRole?)
          """) == .apiListing)
    }

    /// A protocol under SwiftUI's name sketches SwiftUI's, even with a body it cannot have.
    @Test func aSketchOfSwiftUIsProtocolIsAnAPIListing() {
      #expect(
        category(
          """
          protocol ViewModifier {
              func body(content: Content) -> some View {
                  return // 꾸민 내용
              }
          }
          """) == .apiListing)
    }

    /// A static stored property needs a value: written with its type alone, it is a constant as
    /// documentation lists it (`static let date: DatePickerComponents`).
    @Test func staticPropertiesWithATypeAloneAreAnAPIListing() {
      #expect(
        category(
          """
          // 只显示月和日
          static let 月日: 日期部分
          static var 全部: 日期部分
          """) == .apiListing)
      #expect(
        category(
          """
          struct 设置 {
              static let 默认 = 设置()
          }
          """) != .apiListing)
    }
  }
}
