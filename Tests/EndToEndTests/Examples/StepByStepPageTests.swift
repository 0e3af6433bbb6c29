import Testing

@testable import DocBuildKit

/// A page that builds an API step by step, then shows the whole listing: each step compiles with
/// its own and the earlier steps' versions of its names, never beside a later step's or the
/// listing's copy of them, and each error lands at the block that makes it.
@Suite struct StepByStepPageTests {
  /// A protocol grown a requirement at a time, its extension, an environment key built on both,
  /// accessors on `EnvironmentValues`, then the whole listing made `public`.
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    protocol Tinted {}
    ```

    ```swift
    protocol Tinted {
      init()
    }
    ```

    ```swift
    extension Tinted {
      static var fallback: Self { .init() }
    }
    ```

    ```swift
    protocol Tinted {
      init()
      typealias Key = TintKey<Self>
    }

    struct TintKey<T: Tinted>: EnvironmentKey {
      static var defaultValue: T { T.fallback }
    }
    ```

    \(caption)

    ```swift
    extension EnvironmentValues {
      func tint<T: Tinted>() -> T { self[T.Key.self] }
      mutating func setTint<T: Tinted>(_ value: T) { self[T.Key.self] = value }
    }
    ```

    ```swift
    public protocol Tinted {
      init()
      typealias Key = TintKey<Self>
    }

    public extension Tinted {
      static var fallback: Self { .init() }
    }

    public struct TintKey<T: Tinted>: EnvironmentKey {
      public static var defaultValue: T { T.fallback }
    }

    public extension EnvironmentValues {
      func tint<T: Tinted>() -> T { self[T.Key.self] }
      mutating func setTint<T: Tinted>(_ value: T) { self[T.Key.self] = value }
    }

    struct Badge: Tinted {
      var label = "new"
    }

    func storedBadge() -> Badge {
      var values = EnvironmentValues()
      values.setTint(Badge(label: "hot"))
      return values.tint()
    }

    struct BadgeView: View {
      var body: some View {
        Text(storedBadge().label)
      }
    }
    ```

    """
  }

  private static func expectEveryStepCompiles(_ report: [String], _ path: String) {
    #expect(
      report == [
        "\(path):3: compiled only",
        "\(path):7: compiled only [context 2: line 7 declares `Tinted` again]",
        "\(path):13: compiled only [context 2: line 7 declares `Tinted` again]",
        "\(path):19: compiled only [context 3: line 19 declares `Tinted` again]",
        "\(path):32: compiled only [context 3: line 19 declares `Tinted` again]",
        "\(path):39: run [context 4: line 39 declares `EnvironmentValues.setTint(_:)`, `EnvironmentValues.tint()`, `TintKey`, `Tinted`, `Tinted.fallback` again]",
      ])
  }

  @Test func englishStepsKeepTheExtensionOfTheProtocolTheyGrow() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/tint.md", Self.note("Tints, step by step", "Accessors that use the key:"))
    Self.expectEveryStepCompiles(report, "en/tint.md")
  }

  @Test func koreanStepsNeverMeetTheListingsPublicCopies() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/tint.md", Self.note("색조를 한 단계씩", "키를 쓰는 접근자:"))
    Self.expectEveryStepCompiles(report, "ko/tint.md")
  }

  @Test func chineseStepsCompileWithTheirOwnVersions() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/tint.md", Self.note("逐步定义色调", "使用这个键的访问器："))
    Self.expectEveryStepCompiles(report, "zh/tint.md")
  }
}
