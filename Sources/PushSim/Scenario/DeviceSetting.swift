/// One named knob or condition with its value, as a scenario's `options` or `set` step writes it
/// (`"lowPowerMode": true`).
public struct DeviceSetting: Sendable, Equatable {
  /// The option name (``DeviceOptions/settingNames``).
  public var name: String
  /// The value.
  public var value: JSONValue

  /// Creates a setting.
  public init(name: String, value: JSONValue) {
    self.name = name
    self.value = value
  }
}
