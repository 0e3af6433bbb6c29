import Testing

@testable import DocBuildKit

/// Names Apple's frameworks declare are never called names the note forgot, even when the block
/// stops on a module docbuild lacks: AppKit's text and scroll views, Foundation's coder, and the
/// publisher every observable object inherits.
@Suite struct PlatformNamesReasonTests {
  /// An observable object over a package's property wrapper, refreshing its views by hand.
  static func packageStore(_ title: String) -> String {
    """
    # \(title)

    ```swift
    import ShelfKit

    final class Shelf: ObservableObject {
        @ShelfValue("count") var count = 0

        func refresh() {
            objectWillChange.send()
        }
    }
    ```

    """
  }

  @Test func theInheritedPublisherIsNotTheModules() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/shelf.md", Self.packageStore("书架"))
    #expect(report.count == 1)
    #expect(
      report.allSatisfy { $0.contains("`ShelfKit`") && !$0.contains("objectWillChange") },
      "\(report)")
    #expect(page.contains("需要 docbuild 没有的模块 ShelfKit"), "\(page)")
  }

  @Test func appKitsTextViewIsAppKits() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/editor.md",
      """
      # Editor

      ```swift
      import AppKit
      import SwiftUI

      struct PlainEditor: NSViewRepresentable {
          @Binding var text: String

          func makeNSView(context: Context) -> NSScrollView {
              let scroll = NSTextView.scrollableTextView()
              let editor = scroll.documentView as! NSTextView
              editor.string = text
              return scroll
          }

          func updateNSView(_ view: NSScrollView, context: Context) {}
      }
      ```

      """)
    #expect(
      report == [
        "en/editor.md:3: not run (foreign module): needs `AppKit`, a module docbuild does not have"
      ], "\(report)")
  }

  @Test func foundationsCoderIsNoNameTheNoteLacks() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/badge.md",
      """
      # 배지 뷰

      ```swift
      import AppKit

      final class BadgeView: NSView {
          var size = NSValue(size: .zero)

          required init?(coder: NSCoder) {
              fatalError("스토리보드는 쓰지 않습니다")
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/badge.md:3: not run (foreign module): needs `AppKit`, a module docbuild does not have"
      ], "\(report)")
    #expect(page.contains("docbuild에 없는 모듈 AppKit이(가) 필요합니다"), "\(page)")
  }

  /// A location model over a framework docbuild lacks: its C constant is the framework's, and
  /// the generic parameter of the `Optional` it extends is Swift's.
  @Test func aFrameworksConstantAndOptionalsParameterAreNotTheNotes() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/where.md",
      """
      # 위치

      ```swift
      import CoreLocation
      import SwiftUI

      final class Finder: NSObject, ObservableObject {
          private let manager = CLLocationManager()
          @Published var place: CLLocation?

          override init() {
              super.init()
              manager.desiredAccuracy = kCLLocationAccuracyBest
          }
      }

      extension Optional where Wrapped == CLLocation {
          var summary: String { self.map { String($0.coordinate.latitude) } ?? "-" }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.allSatisfy {
        $0.contains("`CoreLocation`") && !$0.contains("kCLLocationAccuracyBest")
          && !$0.contains("`Wrapped`")
      }, "\(report)")
    #expect(page.contains("CoreLocation"), "\(page)")
  }
}
