import OpenCombine

extension Publishers {
  /// The elements of two publishers as they come, interleaved; it finishes when both have
  /// finished, and fails when either fails ("A publisher created by applying the merge function to
  /// two upstream publishers", Apple's documentation of `Publishers.Merge`). OpenCombine lacks it:
  /// here it is a flat map over the two.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(
        sequence: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]
      )
      .flatMap { $0 }
      .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
