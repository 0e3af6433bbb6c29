import OpenCombine

extension Publishers {
  /// The latest element of each of two publishers, as a pair, each time either publishes once both
  /// have ("A publisher that receives and combines the latest elements from two publishers",
  /// Apple's documentation of `Publishers.CombineLatest`). OpenCombine lacks it: here it merges
  /// the two and keeps the latest of each.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      typealias Latest = (A.Output?, B.Output?)
      let left = a.map { value -> Latest in (value, nil) }
      let right = b.map { value -> Latest in (nil, value) }
      left.merge(with: right)
        .scan((nil, nil)) { latest, next -> Latest in (next.0 ?? latest.0, next.1 ?? latest.1) }
        .compactMap { latest -> Output? in
          guard let first = latest.0, let second = latest.1 else { return nil }
          return (first, second)
        }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    combineLatest(other).map(transform)
  }
}
