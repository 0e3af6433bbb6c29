#!/usr/bin/env bash
# Benchmarks of the state engine, release build:
#  1. mounting a 200-view tree and one tap that re-runs half of it (median of 101 runs);
#  2. one tap re-running one leaf in trees of 200, 1,000 and 10,000 views (median of 101 taps each),
#     with its ratio to the 200-view figure: a step should cost what it re-runs, and the
#     time to read that step's snapshot (its HTML is joined from shared pieces when read);
#  3. compiling a typical tutorial example against the engine, against a bare swiftc of a
#     program of the same size that does not import it (median of 5 each).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
swift build -c release --product EngineBenchmark >/dev/null
swift build -c release --product SwiftUIEngine >/dev/null
bin=$(swift build -c release --show-bin-path)
# Each figure is followed by its ratio to the one recorded in baselines.json.
"$bin/EngineBenchmark" 101 | python3 .ci/bench/baseline.py --lines engine.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/example.swift" <<'SWIFT'
import SwiftUI
import Combine

final class Basket: ObservableObject {
  @Published var items = 0
  init() { print("Basket init") }
}

struct BasketRow: View {
  @ObservedObject var basket: Basket
  var body: some View { Text("Items: \(basket.items)") }
}

struct ShopView: View {
  @StateObject private var basket = Basket()
  @State private var visits = 0
  var body: some View {
    VStack {
      Text("Visits: \(visits)")
      Button("Add") { basket.items += 1 }
      BasketRow(basket: basket)
    }
  }
}
SWIFT
cat > "$work/bare.swift" <<'SWIFT'
final class Basket {
  var items = 0
  init() { print("Basket init") }
}
struct ShopView {
  var basket = Basket()
  var visits = 0
  func body() -> String { "Visits: \(visits) Items: \(basket.items)" }
}
print(ShopView().body())
SWIFT
engine_flags=(-module-alias SwiftUI=StateEngine -module-alias Combine=EngineCombine -I "$bin/Modules"
  -Xcc "-fmodule-map-file=$bin/COpenCombineHelpers.build/module.modulemap" -L "$bin" -lSwiftUIEngine
  -Xlinker -rpath -Xlinker "$bin" -parse-as-library)
median() { sort -n | sed -n "$(( ($1 + 1) / 2 ))p"; }
time_of() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | awk '{ printf "%.3f\n", $1 - $3 }'; }
printf '@main enum M { static func main() { _ = ShopView() } }\n' >> "$work/example.swift"
ex=$(for _ in 1 2 3 4 5; do time_of swiftc -swift-version 5 -Onone "${engine_flags[@]}" "$work/example.swift" -o "$work/ex"; done | median 5)
bare=$(for _ in 1 2 3 4 5; do time_of swiftc -swift-version 5 -Onone "$work/bare.swift" -o "$work/bare"; done | median 5)
{
  echo "compile example against engine  median ${ex} s"
  echo "compile same-size bare program  median ${bare} s"
} | python3 .ci/bench/baseline.py --lines engine.sh
