import OpenCombine

// Merges of two to eight publishers of different types but one output and failure, delivering
// "an interleaved sequence of elements" and finishing when all have finished (Apple's
// documentation of `Publishers.Merge` … `Publishers.Merge8`). OpenCombine lacks them: each
// subscribes through `MergeMany` over its publishers, erased to one type.
extension Publishers {
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
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
    }
  }

  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
    public typealias Output = A.Output
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
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()).receive(
        subscriber: subscriber)
    }
  }

  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
    A.Output == D.Output, A.Failure == D.Failure
  {
    public typealias Output = A.Output
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
      MergeMany(
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
        d.eraseToAnyPublisher()
      ).receive(subscriber: subscriber)
    }
  }

  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>:
    Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
    A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
        d.eraseToAnyPublisher(), e.eraseToAnyPublisher()
      ).receive(subscriber: subscriber)
    }
  }

  public struct Merge6<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
  >: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
    A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
    A.Output == F.Output, A.Failure == F.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
        d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher()
      ).receive(subscriber: subscriber)
    }
  }

  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
    A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
    A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
        d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        g.eraseToAnyPublisher()
      ).receive(subscriber: subscriber)
    }
  }

  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher
  >: Publisher
  where
    A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
    A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure,
    A.Output == F.Output, A.Failure == F.Failure, A.Output == G.Output, A.Failure == G.Failure,
    A.Output == H.Output, A.Failure == H.Failure
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(
        a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(),
        d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(),
        g.eraseToAnyPublisher(), h.eraseToAnyPublisher()
      ).receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  public func merge<B: Publisher>(with other: B)
    -> Publishers.Merge<Self, B>
  where B.Output == Output, B.Failure == Failure {
    Publishers.Merge(self, other)
  }

  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }

  public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D)
    -> Publishers.Merge4<Self, B, C, D>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure
  {
    Publishers.Merge4(self, b, c, d)
  }

  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E
  )
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
    with b: B, _ c: C, _ d: D, _ e: E, _ f: F
  )
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
    F.Output == Output, F.Failure == Failure
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
    F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  public func merge<
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher
  >(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
    D.Output == Output, D.Failure == Failure, E.Output == Output, E.Failure == Failure,
    F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure,
    H.Output == Output, H.Failure == Failure
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }
}
