// `import SwiftUI` (aliased to this module) brings what SwiftUI re-exports: Foundation, Observation
// and Combine (EngineCombine re-exports Foundation).
@_exported import EngineCombine
@_exported import Observation
