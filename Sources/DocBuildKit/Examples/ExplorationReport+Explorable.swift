import EngineInterface

extension ExplorationReport {
  /// An example worth exploring: its UI offers at least one action.
  var isExplorable: Bool { !edges.isEmpty }
}
