import Testing

@testable import DocBuildKit

/// Functions waiting with `await` in their own body without being `async`.
@Suite struct AwaitOutsideAsyncTests {
  @Test func aTaskOrAnAsyncFunctionMayAwait() throws {
    let found = AwaitOutsideAsync.found(
      in: """
        func start() {
            Task { await load() }
        }

        func load() async {
            await fetch()
        }

        @MainActor
        func save() {
            let count = 1
            print(count)
            await store(count)
        }
        """)
    #expect(found.map(\.function) == ["save"])
    #expect(found.map(\.line) == [13])
  }
}
