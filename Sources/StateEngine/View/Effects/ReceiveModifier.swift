/// `.onReceive`: the node subscribes once and keeps the subscription across body runs, calling the
/// latest version's action; a different publisher object replaces the subscription. (OpenSwiftUI's
/// `SubscriptionView` keeps one subscriber per view and re-subscribes only when the publisher changes.)
private struct ReceiveWork<Upstream: Publisher>: AttachedWork where Upstream.Failure == Never {
  let publisher: Upstream
  let action: (Upstream.Output) -> Void

  final class Subscription {
    let cancellable: AnyCancellable
    let publisher: ObjectIdentifier?

    init(cancellable: AnyCancellable, publisher: ObjectIdentifier?) {
      self.cancellable = cancellable
      self.publisher = publisher
    }
  }

  /// Publishers that are objects (subjects, timers) are told apart by identity; value publishers
  /// (`Just`, `$property`) count as the same one.
  private var identity: ObjectIdentifier? {
    type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
  }

  func start(on node: Node) {
    let cancellable = publisher.sink { [weak node] value in
      guard let node, !node.isDead, case .attached(let work)? = node.primitive,
        let current = work as? ReceiveWork
      else { return }
      current.action(value)
    }
    node.attachedState = Subscription(cancellable: cancellable, publisher: identity)
  }

  func update(on node: Node) {
    guard let subscription = node.attachedState as? Subscription,
      subscription.publisher != identity
    else { return }
    subscription.cancellable.cancel()
    start(on: node)
  }

  func stop(on node: Node) {
    (node.attachedState as? Subscription)?.cancellable.cancel()
    node.attachedState = nil
  }
}

extension View {
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    builtIn(.attached(ReceiveWork(publisher: publisher, action: action)))
  }
}
