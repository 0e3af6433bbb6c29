/// How a gauge draws. The system's styles leave the gauge as the engine draws it (a bar with its
/// labels); a style of the note's own draws it with `makeBody(configuration:)`, passed down the
/// environment as the control styles are (see `StyleStack`).
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style draws from: where the value lies in the bounds (0...1) and the labels.
public struct GaugeStyleConfiguration {
  public typealias Label = StyleConfigurationPart
  public typealias CurrentValueLabel = StyleConfigurationPart
  public typealias MarkedValueLabel = StyleConfigurationPart
  public typealias MarkedValueLabels = StyleConfigurationPart

  /// The value's place between the gauge's bounds, from 0 to 1.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MarkedValueLabel?
  public var maximumValueLabel: MarkedValueLabel?
  public var markedValueLabels: MarkedValueLabels
}

extension Gauge
where
  Label == GaugeStyleConfiguration.Label,
  CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
  BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel,
  MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabels
{
  /// The gauge a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: GaugeStyleConfiguration) {
    self.init(
      fraction: configuration.value, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel,
      minimumValueLabel: configuration.minimumValueLabel,
      maximumValueLabel: configuration.maximumValueLabel,
      markedValueLabels: configuration.markedValueLabels)
  }
}

extension Gauge: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: label),
      currentValueLabel: currentValueLabel.map { .init(content: $0) },
      minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
      maximumValueLabel: maximumValueLabel.map { .init(content: $0) },
      markedValueLabels: .init(content: markedValueLabels))
    return environment[styles: GaugeStyleConfiguration.self].body(for: configuration)
  }
}

/// The system's styles: the gauge as the engine draws it, whatever its shape on a device.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Gauge(configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: Self { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: Self { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: Self { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: Self { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: Self { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: Self { .init() }
}

extension View {
  /// A style of the note's own draws the gauges in this view; the system's styles leave them as
  /// they are.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: GaugeStyleConfiguration.self,
      isSystem: style is DefaultGaugeStyle || style is AccessoryCircularGaugeStyle
        || style is AccessoryCircularCapacityGaugeStyle || style is AccessoryLinearGaugeStyle
        || style is AccessoryLinearCapacityGaugeStyle || style is LinearCapacityGaugeStyle
    ) { style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
