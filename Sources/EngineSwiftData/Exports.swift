// `import SwiftData` (aliased to this module) brings Foundation and Observation, which the
// expansion of `@Model` names.
@_exported import Foundation
@_exported import Observation
