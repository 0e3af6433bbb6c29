import Foundation

/// An animated effect on an SF Symbol. Animations are not drawn: the effects are accepted.
public protocol SymbolEffect {}

public struct BounceSymbolEffect: SymbolEffect, Sendable {
  public var up: BounceSymbolEffect { self }
  public var down: BounceSymbolEffect { self }
  public var byLayer: BounceSymbolEffect { self }
  public var wholeSymbol: BounceSymbolEffect { self }
}
public struct PulseSymbolEffect: SymbolEffect, Sendable {
  public var byLayer: PulseSymbolEffect { self }
  public var wholeSymbol: PulseSymbolEffect { self }
}
public struct VariableColorSymbolEffect: SymbolEffect, Sendable {
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
  public var reversing: VariableColorSymbolEffect { self }
}
public struct ScaleSymbolEffect: SymbolEffect, Sendable {
  public var up: ScaleSymbolEffect { self }
  public var down: ScaleSymbolEffect { self }
}
public struct AppearSymbolEffect: SymbolEffect, Sendable {}
public struct DisappearSymbolEffect: SymbolEffect, Sendable {}
public struct ReplaceSymbolEffect: SymbolEffect, Sendable {}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

public struct SymbolEffectOptions: Hashable, Sendable {
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var `repeating`: SymbolEffectOptions { SymbolEffectOptions() }
  public static var nonRepeating: Self { Self() }
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  public func symbolEffect<T: SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    accepted("symbolEffect")
  }
  public func symbolEffect<T: SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    accepted("symbolEffect")
  }
}
