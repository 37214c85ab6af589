extension DeviceOptions {
  /// The API level of ``androidApiLevel`` when a scenario gives none: 35, Android 15, the
  /// release PushSim's rules were written against.
  public static let defaultAndroidApiLevel = AndroidVersionCodes.vanillaIceCream
  /// The API levels ``androidApiLevel`` accepts: 26 (Android 8.0) to 36 (Android 16).
  public static let androidApiLevels: ClosedRange<Int> = AndroidVersionCodes.o...AndroidVersionCodes.baklava
}
