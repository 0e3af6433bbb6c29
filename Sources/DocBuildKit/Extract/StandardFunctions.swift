/// Global functions of Swift's standard library, its concurrency and Observation modules and
/// Foundation (with the C math it re-exports) that notes about SwiftUI call: the compiler has
/// them, so a block calling one without declaring it does not lack it. Only used to decide that
/// a function a block calls is one the note never shows, which must never be said of these.
enum StandardFunctions {
  static let names: Set<String> = [
    // Swift
    "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence",
    "repeatElement", "type", "swap", "precondition", "preconditionFailure", "assert",
    "assertionFailure", "fatalError", "readLine", "numericCast", "unsafeBitCast",
    "withExtendedLifetime", "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes",
    "isKnownUniquelyReferenced", "withTaskGroup", "withThrowingTaskGroup",
    "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup", "withCheckedContinuation",
    "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    "withTaskCancellationHandler", "withObservationTracking",
    // Foundation and its C math
    "sqrt", "pow", "exp", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
    "atan2", "sinh", "cosh", "tanh", "floor", "ceil", "round", "trunc", "fmod", "hypot", "fabs",
    "arc4random", "arc4random_uniform", "sleep", "usleep", "autoreleasepool",
  ]
}
