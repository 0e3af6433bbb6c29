import Testing

/// The tests of the check stage, grouped so `swift test --filter Check` selects them.
@Suite enum CheckTests {}
