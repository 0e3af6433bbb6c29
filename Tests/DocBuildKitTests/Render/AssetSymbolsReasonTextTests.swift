import Testing

@testable import DocBuildKit

/// An engine gap with asset symbols behind it says both, in each language.
struct AssetSymbolsReasonTextTests {
  @Test func symbolsAreSaidBesideTheEngineGap() {
    let lacks = NotRunReason.engineLacks(["ImageResource"])
    let one = NotRunReason.alsoAssetSymbols(lacks, symbols: ["cat"])
    #expect(
      one.text(in: .en)
        == lacks.text(in: .en)
        + "; it also uses `.cat`, an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
    )
    let two = NotRunReason.alsoAssetSymbols(lacks, symbols: ["cat", "dog"])
    #expect(two.text(in: .en).contains("`.cat`, `.dog`, image symbols Xcode generates"))
    #expect(two.text(in: .ko).hasPrefix(lacks.text(in: .ko) + ". 또한 `.cat`, `.dog`을(를) 씁니다"))
    #expect(two.text(in: .zh).contains("它们是 Xcode 根据项目的资源目录（asset catalog）生成的图像符号"))
    #expect(two.kind == lacks.kind)
  }
}
