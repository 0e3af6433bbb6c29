/// A fixed-seed generator so examples that use randomness give the same page on every build.
package enum SeededRandom {
  package static var defaultSeed: UInt64 { 0x5EED_2024 }

  static var state: UInt64 = defaultSeed

  /// Restarts the sequence; a host does this when it mounts a root view.
  package static func reset(seed: UInt64 = defaultSeed) {
    state = seed
  }

  // SplitMix64: small, fast and good enough for example data.
  static func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func unitInterval() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }

  static func integer(lower: Int, count: UInt64) -> Int {
    precondition(count > 0, "Range cannot be empty")
    return lower &+ Int(truncatingIfNeeded: next() % count)
  }
}

extension Int {
  public static func random(in range: Range<Int>) -> Int {
    let count = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
    return SeededRandom.integer(lower: range.lowerBound, count: count)
  }

  public static func random(in range: ClosedRange<Int>) -> Int {
    let count = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if count == 0 { return Int(truncatingIfNeeded: SeededRandom.next()) }
    return SeededRandom.integer(lower: range.lowerBound, count: count)
  }
}

extension Double {
  public static func random(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * SeededRandom.unitInterval()
  }

  public static func random(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * SeededRandom.unitInterval()
  }
}

extension CGFloat {
  public static func random(in range: Range<CGFloat>) -> CGFloat {
    range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(SeededRandom.unitInterval())
  }

  public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
    range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(SeededRandom.unitInterval())
  }
}

extension Float {
  public static func random(in range: Range<Float>) -> Float {
    range.lowerBound + (range.upperBound - range.lowerBound) * Float(SeededRandom.unitInterval())
  }

  public static func random(in range: ClosedRange<Float>) -> Float {
    range.lowerBound + (range.upperBound - range.lowerBound) * Float(SeededRandom.unitInterval())
  }
}

extension Bool {
  public static func random() -> Bool {
    SeededRandom.next() & 1 == 1
  }
}

extension Collection {
  public func randomElement() -> Element? {
    guard !isEmpty else { return nil }
    let offset = SeededRandom.integer(lower: 0, count: UInt64(count))
    return self[index(startIndex, offsetBy: offset)]
  }
}
