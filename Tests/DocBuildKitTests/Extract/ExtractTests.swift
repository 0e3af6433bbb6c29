import Testing

/// The tests of the extract stage, grouped so `swift test --filter Extract` selects them.
@Suite enum ExtractTests {}
