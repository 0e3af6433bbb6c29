import Testing

@testable import DocBuildKit

/// A block stopped by an engine gap (`ImageResource`) that also uses asset-catalog image symbols
/// says them too: the engine alone is not all that stops it.
@Suite struct AssetSymbolBesideEngineGapTests {
  /// A view showing an image resource, which the engine lacks.
  static let photoView = """
    struct PhotoView: View {
      let photo: ImageResource
      var body: some View { Image(photo).resizable() }
    }
    """

  @Test func theSymbolsAreSaidBesideTheGap() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/photo.md",
      """
      # 사진

      ```swift
      \(Self.photoView)

      #Preview {
        PhotoView(photo: .seaside)
      }
      ```

      """)
    let last = try #require(report.last)
    #expect(last.hasPrefix("ko/photo.md:3: not run (engine lacks): "))
    #expect(
      last.hasSuffix(
        "; it also uses `.seaside`, an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
      ))
    #expect(page.contains("또한 .seaside을(를) 씁니다"))
  }

  /// A gallery stopped by the same gap that shows the page's detail view, whose block does not
  /// compile either, says that view too.
  @Test func theFailingViewItShowsIsSaidToo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/gallery.md",
      """
      # 相册

      ```swift
      \(Self.photoView)
      ```

      ```swift
      struct GalleryView: View {
        let photos = [ImageResource.river]
        var body: some View {
          NavigationStack {
            List(photos, id: \\.self) { photo in
              NavigationLink(value: photo) { Text("照片") }
            }
            .navigationDestination(for: ImageResource.self) { photo in
              PhotoView(photo: photo)
            }
          }
        }
      }
      ```

      """)
    let last = try #require(report.last)
    #expect(last.hasPrefix("zh/gallery.md:10: not run (engine lacks): "))
    #expect(
      last.hasSuffix(
        "; it also uses `.river`, an image symbol Xcode generates from the project's asset catalog, which the note does not ship; it also uses `PhotoView` (line 3), declared in a block that does not compile"
      ))
    #expect(page.contains("此外还使用了在未能编译的代码块中声明的 PhotoView（第 3 行）"))
  }
}
