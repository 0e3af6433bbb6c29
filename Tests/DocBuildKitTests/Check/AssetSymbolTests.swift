import Testing

@testable import DocBuildKit

/// Asset-catalog image symbols a block uses: `Image(.x)`, `ImageResource.x`, and `.x` given to
/// a property the block types `ImageResource`; other implicit members are not symbols.
struct AssetSymbolTests {
  @Test func symbolsOfEveryWrittenFormAreFound() {
    let code = """
      struct 사진: View {
        let 그림: ImageResource
        var body: some View { Image(그림).padding(.all) }
      }
      let 앨범 = [ImageResource.고양이, ImageResource.강아지]
      let 표지 = 사진(그림: .고양이)
      let 배경 = Image(.바다)
      let 종류 = ImageResource.self
      """
    #expect(AssetSymbol.symbols(in: code) == ["고양이", "강아지", "바다"])
  }

  @Test func implicitMembersOfOtherTypesAreNoSymbols() {
    let code = """
      struct 卡片: View {
        let 颜色: Color
        var body: some View { Text("猫").foregroundStyle(颜色).font(.title) }
      }
      let 样例 = 卡片(颜色: .red)
      """
    #expect(AssetSymbol.symbols(in: code).isEmpty)
  }
}
