import Testing

@testable import DocBuildKit

/// A modifier chain shown after a view that reads its `GeometryReader`'s proxy: the chain reads
/// that closure's parameter, so it continues the earlier block's closure; it is never called a
/// name the note forgot.
@Suite struct ClosureParameterFragmentTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    struct Banner: View {
        @State private var breadth: CGFloat = 0

        var body: some View {
            GeometryReader { box in
                Color.orange
                    .onAppear {
                        breadth = box.size.width
                    }
            }
            .frame(height: breadth / 3)
        }
    }
    ```

    \(prose)

    ```swift
    .task(id: box.size.width) {
        breadth = box.size.width
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/banner.md", "배너", "크기가 바뀔 때도 읽으려면:", "3행 블록의 코드를 이어서 보여 줍니다: box은(는) 그 블록에 있는 클로저의 매개변수"),
    ("zh/banner.md", "横幅", "尺寸变化时也要读取：", "它接续第 3 行代码块中的代码：box 是那里一个闭包的参数"),
    (
      "en/banner.md", "Banner", "To read it when the size changes too:",
      "it continues the block at line 3: box is the parameter of a closure there"
    ),
  ])
  func theChainContinuesTheEarlierClosure(
    path: String, title: String, prose: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let chain = try #require(report.first { $0.contains(":23:") }, "\(report)")
    #expect(!chain.contains("never declares"), "\(chain)")
    #expect(page.contains(expected), "\(report)")
  }

  /// A view the continuing code makes, which the note never declares, is said beside the
  /// closure's parameter.
  @Test func aTypeTheContinuationMakesIsSaid() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/dogs.md",
      """
      # Dogs

      ```swift
      struct Kennel: View {
        let names = ["Rex", "Bo"]
        var body: some View {
          List(names, id: \\.self) { dog in
            Text(dog)
          }
        }
      }
      ```

      ```swift
      DogCard(dog)
        .padding()
      ```

      """)
    #expect(
      report.last
        == "en/dogs.md:14: not run (fragment (view expression)): a view expression: belongs inside a view's `body`; it continues the block at line 3: `dog` is the parameter of a closure there, which exists only inside that closure, and it uses `DogCard`, which the note never declares"
    )
  }

  /// A fragment opening closures of its own (`ScrollViewReader { proxy in … }`) is an example of
  /// its own: the earlier row's parameter it reads, and an upper-case value passed to `.id`, are
  /// names the note leaves out, not a continuation of that row.
  @Test func aFragmentWithItsOwnClosureParametersStandsAlone() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/dogs.md",
      """
      # 강아지 목록

      ```swift
      struct 견사: View {
        let 이름들 = ["Rex", "Bo"]
        var body: some View {
          List(이름들, id: \\.self) { dog in
            Text(dog)
          }
        }
      }
      ```

      맨 위로 이동하는 예:

      ```swift
      ScrollViewReader { proxy in
        ScrollView {
          Text(dog).id(TopID)
          Button("맨 위로") { proxy.scrollTo(TopID) }
        }
      }
      ```

      """)
    #expect(
      report.last
        == "ko/dogs.md:16: not run (excerpt): uses `TopID`, `dog`, which the note never declares"
    )
  }
}
