import Foundation
import StateEngine

/// Times the engine on the tree of issue 3's target: mounting 200 views, then one tap that
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

@main
enum EngineBenchmark {
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
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let total = zip(mounts, taps).map { $0 + $1 }
    Swift.print(String(format: "mount 200 views      median %.3f ms", median(mounts)))
    Swift.print(String(format: "tap re-running 101   median %.3f ms", median(taps)))
    Swift.print(
      String(format: "mount + tap          median %.3f ms (%d runs)", median(total), runs))
  }
}
