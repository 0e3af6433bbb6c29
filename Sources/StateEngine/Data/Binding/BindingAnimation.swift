extension Binding {
  /// A binding whose changes animate. Changes are applied at once, animated or not (see
  /// `Animation`), so it writes through as this binding does.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
