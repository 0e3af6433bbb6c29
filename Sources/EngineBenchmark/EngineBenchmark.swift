import EngineHost
import Foundation
import StateEngine

/// Times the engine on a tree of 200 views: mounting them, then one tap that
/// re-runs half of them. Run it in a release build: `.ci/bench/engine.sh`.
struct Row: View {
  let index: Int
  let value: Int
  var body: some View { Text("\(index): \(value)") }
}

struct Board: View {
  @State var tick = 0

  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      ForEach(0..<200) { index in
        Row(index: index, value: index.isMultiple(of: 2) ? tick : 0)
      }
    }
  }
}

/// A leaf with state of its own: tapping its button re-runs its body and no other.
struct Counter: View {
  let index: Int
  @State var count = 0

  var body: some View {
    HStack {
      Text("\(index): \(count)")
      Button("Tap \(index)") { count += 1 }
    }
  }
}

struct CounterList: View {
  let size: Int

  var body: some View {
    VStack {
      ForEach(0..<size, id: \.self) { index in Counter(index: index) }
    }
  }
}

@main
enum EngineBenchmark {
  static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

  static func milliseconds(from start: Dispatch.DispatchTime) -> Double {
    Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
  }

  static func main() throws {
    let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 101
    var mounts: [Double] = []
    var taps: [Double] = []
    for _ in 0..<runs {
      let start = Dispatch.DispatchTime.now()
      let host = ViewHost(Board())
      let mounted = Dispatch.DispatchTime.now()
      try host.tap("Tick")
      let tapped = Dispatch.DispatchTime.now()
      precondition(host.reports[1].bodies.count == 101, "the tap must re-run 101 bodies")
      mounts.append(Double(mounted.uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
      taps.append(Double(tapped.uptimeNanoseconds - mounted.uptimeNanoseconds) / 1e6)
    }
    let total = zip(mounts, taps).map { $0 + $1 }
    Swift.print(String(format: "mount 200 views      median %.3f ms", median(mounts)))
    Swift.print(String(format: "tap re-running 101   median %.3f ms", median(taps)))
    Swift.print(
      String(format: "mount + tap          median %.3f ms (%d runs)", median(total), runs))
    try leafTaps(runs: runs)
  }

  /// One tap re-running one leaf, in trees of 200, 1,000 and 10,000 leaves: a step should
  /// cost what it re-runs, not the size of the tree.
  static func leafTaps(runs: Int) throws {
    var smallest: Double?
    for size in [200, 1_000, 10_000] {
      let host = ViewHost(CounterList(size: size))
      var taps: [Double] = []
      for run in 0..<runs {
        let index = (run * 7919) % size
        let start = Dispatch.DispatchTime.now()
        try host.tap("Tap \(index)")
        taps.append(milliseconds(from: start))
        precondition(host.reports.last?.bodies.count == 1, "the tap must re-run one body")
      }
      let figure = median(taps)
      let ratio = figure / (smallest ?? figure)
      smallest = smallest ?? figure
      Swift.print(
        String(
          format: "tap re-running 1 of %5d  median %.3f ms (%.2f× the 200-view figure)",
          size, figure, ratio))
      // What the step left for later: joining the screen's HTML when the report is written.
      var reads: [Double] = []
      for _ in 0..<runs {
        let start = Dispatch.DispatchTime.now()
        let length = host.reports.last?.snapshot.utf8.count ?? 0
        reads.append(milliseconds(from: start))
        precondition(length > 0, "the snapshot must hold the screen")
      }
      Swift.print(String(format: "  reading that step's snapshot  median %.3f ms", median(reads)))
    }
  }
}
