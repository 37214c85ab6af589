/// The Android API levels PushSim's version-dependent rules compare
/// ``DeviceOptions/androidApiLevel`` with, under the names of `android.os.Build.VERSION_CODES`
/// (developer.android.com/reference/android/os/Build.VERSION_CODES); only those a rule uses.
enum AndroidVersionCodes {
  /// `O`, Android 8.0: the oldest release a scenario may give (notification channels).
  static let o = 26
  /// `Q`, Android 10: background activity starts are restricted.
  static let q = 29
  /// `S`, Android 12: OneSignal draws no background image.
  static let s = 31
  /// `UPSIDE_DOWN_CAKE`, Android 14: the system's autogroup summary inherits `FLAG_AUTO_CANCEL`.
  static let upsideDownCake = 34
  /// `VANILLA_ICE_CREAM`, Android 15: the default of ``DeviceOptions/androidApiLevel``.
  static let vanillaIceCream = 35
  /// `BAKLAVA`, Android 16: the newest release a scenario may give.
  static let baklava = 36
}
