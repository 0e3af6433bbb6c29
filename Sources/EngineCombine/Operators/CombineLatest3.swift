import OpenCombine

extension Publishers {
  /// The latest element of each of three publishers, as a triple, each time any of them publishes
  /// once all have ("A publisher that receives and combines the latest elements from three
  /// publishers", Apple's documentation of `Publishers.CombineLatest3`). OpenCombine lacks it: here
  /// the first two are paired, then paired with the third.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), c)
        .map { pair, third in (pair.0, pair.1, third) }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where P.Failure == Failure, Q.Failure == Failure {
    combineLatest(publisher1, publisher2).map(transform)
  }
}
