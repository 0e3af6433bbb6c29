// Examples write `import Combine`: OpenCombine's publishers and operators, with the surface where
// Apple's Combine behaves differently owned here (objects, `@Published`, schedulers, timers).
// Declarations of this module shadow OpenCombine's and Dispatch's of the same name in examples.
@_exported import Foundation
@_exported import OpenCombine
