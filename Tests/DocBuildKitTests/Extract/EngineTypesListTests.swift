import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// `Assets/engine-types.txt` holds every top-level public type the engine declares, so that a
  /// reason never calls one of them a platform type the engine lacks.
  @Suite struct EngineTypesListTests {
    @Test func theListMatchesTheEnginesSources() throws {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      let engine = root.appendingPathComponent("Sources/StateEngine")
      let files = try #require(FileManager.default.enumerator(atPath: engine.path))
      var declared: Set<String> = []
      let declaration =
        #/(?m)^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_]\w*)/#
      for case let file as String in files where file.hasSuffix(".swift") {
        let source = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
        for match in source.matches(of: declaration) { declared.insert(String(match.1)) }
      }
      #expect(declared.contains("VectorArithmetic"))
      let stale = declared.filter { !PlatformAPI.shared.engineDeclares($0) }.sorted()
      #expect(stale.isEmpty, "run .ci/api/generate-engine-types.py: \(stale)")
      let listed = EmbeddedAssets.engineTypesTxt.split(separator: "\n")
        .filter { !$0.hasPrefix("#") }.map(String.init)
      #expect(Set(listed) == declared, "run .ci/api/generate-engine-types.py")
    }
  }
}
