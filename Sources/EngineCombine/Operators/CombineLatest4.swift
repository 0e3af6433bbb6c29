import OpenCombine

extension Publishers {
  /// The latest element of each of four publishers, as a quadruple, once all have published
  /// (Apple's documentation of `Publishers.CombineLatest4`): three combined, then the fourth.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest3(a, b, c), d)
        .map { triple, fourth in (triple.0, triple.1, triple.2, fourth) }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
    combineLatest(publisher1, publisher2, publisher3).map(transform)
  }
}
