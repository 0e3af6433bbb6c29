import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A call fits a version of a struct when one of its initializers takes the call's labels in
  /// order, gets every parameter without a default and has a closure for each trailing closure.
  @Suite struct InitializerFitTests {
    /// A picker of tabs that shows whatever it is given.
    let builderVersion = """
      struct TabStrip<Value: Hashable, Content: View>: View {
        @Namespace var underline
        @Binding var selection: Value
        var spacing: Double = 8
        @ViewBuilder let content: Content
        var body: some View { HStack(spacing: spacing) { content } }
      }
      """

    /// The same picker, taking its tabs as an array.
    let arrayVersion = """
      struct TabStrip<Value: Hashable>: View {
        @Binding var selection: Value
        let tabs: [(String, Value)]
        init(selection: Binding<Value>, tabs: [(String, Value)]) {
          self._selection = selection
          self.tabs = tabs
        }
        var body: some View { Text("\\(tabs.count)") }
      }
      """

    @Test func aTrailingClosureFitsOnlyAClosureParameter() throws {
      let call = try #require(
        InitializerFit.calls(
          of: "TabStrip", in: "let strip = TabStrip(selection: $tab) { Text(\"Home\") }"
        ).first)
      #expect(call == InitializerFit.Call(labels: ["selection"], trailingClosures: [nil]))
      let memberwise = try #require(InitializerFit.initializers(of: "TabStrip", in: builderVersion))
      // `@Namespace` makes its own value and `spacing` has a default: both are skipped.
      #expect(
        memberwise == [
          [
            .init(label: "underline", hasDefault: true, takesClosure: false),
            .init(label: "selection", hasDefault: false, takesClosure: false),
            .init(label: "spacing", hasDefault: true, takesClosure: false),
            .init(label: "content", hasDefault: false, takesClosure: true),
          ]
        ])
      #expect(InitializerFit.fits(call, anyOf: memberwise))
      let declared = try #require(InitializerFit.initializers(of: "TabStrip", in: arrayVersion))
      #expect(!InitializerFit.fits(call, anyOf: declared))
    }

    @Test func aViewBuilderParameterOfAnAliasedClosureTakesATrailingClosure() throws {
      let version = """
        struct Badge<Label: View>: View {
          typealias Maker = (Int) -> Label
          let make: Maker
          init(@ViewBuilder make: @escaping Maker) { self.make = make }
          var body: some View { make(3) }
        }
        """
      let initializers = try #require(InitializerFit.initializers(of: "Badge", in: version))
      #expect(initializers == [[.init(label: "make", hasDefault: false, takesClosure: true)]])
      let call = try #require(
        InitializerFit.calls(of: "Badge", in: "let badge = Badge { count in Text(\"\\(count)\") }")
          .first)
      #expect(InitializerFit.fits(call, anyOf: initializers))
    }

    @Test func aCallMustGiveEveryParameterWithoutADefaultInOrder() throws {
      let declared = try #require(InitializerFit.initializers(of: "TabStrip", in: arrayVersion))
      let code = """
        TabStrip(selection: $tab, tabs: [("Home", 0)])
        TabStrip(selection: $tab)
        TabStrip(tabs: [], selection: $tab)
        """
      let calls = InitializerFit.calls(of: "TabStrip", in: code)
      #expect(calls.map { InitializerFit.fits($0, anyOf: declared) } == [true, false, false])
      // Of another name, none.
      #expect(InitializerFit.calls(of: "Tab", in: code).isEmpty)
      #expect(InitializerFit.initializers(of: "Tab", in: arrayVersion) == nil)
    }

    @Test func aLabelledTrailingClosureGoesToItsParameter() throws {
      let card = """
        struct 카드<머리: View, 본문: View>: View {
          let 머리말: () -> 머리
          let 내용: () -> 본문
          var body: some View { VStack { 머리말(); 내용() } }
        }
        """
      let memberwise = try #require(InitializerFit.initializers(of: "카드", in: card))
      let calls = InitializerFit.calls(
        of: "카드",
        in: "카드 { Text(\"제목\") } 내용: { Text(\"본문\") }\n카드 { Text(\"제목\") } 머리말: { Text(\"본문\") }")
      #expect(calls.map { InitializerFit.fits($0, anyOf: memberwise) } == [true, false])
    }
  }
}
