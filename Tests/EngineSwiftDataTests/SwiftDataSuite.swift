import Testing

/// The SwiftData stand-in's tests, one at a time: the views they mount share the engine's graph.
@Suite(.serialized) struct SwiftDataEngine {}
