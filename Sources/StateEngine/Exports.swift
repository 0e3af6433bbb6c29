// `import SwiftUI` (aliased to this module) brings what SwiftUI re-exports.
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
