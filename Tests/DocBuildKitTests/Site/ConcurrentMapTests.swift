import Foundation
import Testing

@testable import DocBuildKit

@Suite struct ConcurrentMapTests {
  /// How many transforms are inside at once, and the most there ever were.
  final class Occupancy: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var most = 0

    func enter() {
      lock.withLock {
        inside += 1
        most = max(most, inside)
      }
    }

    func leave() { lock.withLock { inside -= 1 } }
  }

  @Test func aWidthRunsThatManyAtOnceWhateverTheCoresAndKeepsTheOrder() {
    let occupancy = Occupancy()
    let items = Array(0..<12)
    let results = ConcurrentMap.map(items, width: 5) { item -> String in
      occupancy.enter()
      // Waiting, as a sandboxed run mostly does: the threads overlap whatever the cores.
      usleep(150_000)
      occupancy.leave()
      return "item \(item)"
    }
    #expect(results == items.map { "item \($0)" })
    #expect(occupancy.most == 5)
  }

  @Test func aWidthBeyondTheItemsStartsOneThreadPerItem() {
    let occupancy = Occupancy()
    let results = ConcurrentMap.map([3, 1], width: 8) { item -> Int in
      occupancy.enter()
      usleep(100_000)
      occupancy.leave()
      return item * 2
    }
    #expect(results == [6, 2])
    #expect(occupancy.most == 2)
    #expect(ConcurrentMap.map([Int](), width: 4) { $0 }.isEmpty)
  }
}
