import EngineCombine
import Foundation
import Testing

@testable import StateEngine

private struct Post: Codable, Equatable {
  let id: Int
  let title: String
}

extension Engine {
  /// Apple's documentation of Combine's `TopLevelDecoder` and `TopLevelEncoder` lists
  /// `JSONDecoder`/`PropertyListDecoder` and `JSONEncoder`/`PropertyListEncoder` as conforming
  /// types: `decode(type:decoder:)` and `encode(encoder:)` take them.
  @Suite struct TopLevelCoders {
    @Test func publishersDecodeAndEncodeWithFoundationsCoders() throws {
      var decoded: [Post] = []
      _ = Just(Data(#"[{"id": 1, "title": "Hello"}]"#.utf8))
        .decode(type: [Post].self, decoder: JSONDecoder())
        .sink(receiveCompletion: { _ in }, receiveValue: { decoded = $0 })
      #expect(decoded == [Post(id: 1, title: "Hello")])

      var roundTrip: Post?
      _ = Just(Post(id: 2, title: "Plist"))
        .encode(encoder: PropertyListEncoder())
        .decode(type: Post.self, decoder: PropertyListDecoder())
        .sink(receiveCompletion: { _ in }, receiveValue: { roundTrip = $0 })
      #expect(roundTrip == Post(id: 2, title: "Plist"))
    }
  }
}
