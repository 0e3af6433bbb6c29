import Foundation

#if !canImport(CoreGraphics)
  // CoreGraphics describes its geometry types for debugging as their numbers in parentheses
  // (`(0.0, 0.0)`); Linux's Foundation declares the types without that description.
  extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
  }

  extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
  }

  extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String {
      "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
  }
#endif
