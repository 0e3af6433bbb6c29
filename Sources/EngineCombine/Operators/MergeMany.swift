import OpenCombine

extension Publishers {
  /// The elements of any number of publishers of one type as they come, interleaved; it finishes
  /// when all have finished, and fails when any fails ("A publisher created by applying the merge
  /// function to an arbitrary number of upstream publishers", Apple's documentation of
  /// `Publishers.MergeMany`). OpenCombine lacks it: a flat map over the publishers. The merges of
  /// two to eight publishers of different types subscribe through it.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
        .flatMap { $0 }
        .receive(subscriber: subscriber)
    }

    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}
