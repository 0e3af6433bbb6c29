// `import SwiftUI` (aliased to this module) brings what SwiftUI re-exports: Foundation, Observation
// and Combine (EngineCombine re-exports Foundation), and URLSession, which Linux keeps in
// FoundationNetworking.
@_exported import EngineCombine
@_exported import Observation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
