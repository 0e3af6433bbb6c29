import Foundation
import OpenCombine

/// Foundation's coders are Combine's top-level coders in Apple's Combine, so `decode(type:decoder:)`
/// and `encode(encoder:)` take them; OpenCombine keeps these conformances in a module examples do
/// not import.
extension JSONDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
