extension WonderPushNotification.Alert {
  /// The `Notification.CATEGORY_*` constants of `android.app.Notification`, by field name
  /// without its prefix, with their values (the `@SystemApi` car categories included, as
  /// `Class.getFields` lists them).
  static let androidCategoryConstants: [(name: String, value: String)] = [
    ("ALARM", "alarm"), ("CALL", "call"), ("CAR_EMERGENCY", "car_emergency"), ("CAR_INFORMATION", "car_information"),
    ("CAR_WARNING", "car_warning"), ("EMAIL", "email"), ("ERROR", "err"), ("EVENT", "event"),
    ("LOCATION_SHARING", "location_sharing"), ("MESSAGE", "msg"), ("MISSED_CALL", "missed_call"),
    ("NAVIGATION", "navigation"), ("PROGRESS", "progress"), ("PROMO", "promo"), ("RECOMMENDATION", "recommendation"),
    ("REMINDER", "reminder"), ("SERVICE", "service"), ("SOCIAL", "social"), ("STATUS", "status"),
    ("STOPWATCH", "stopwatch"), ("SYSTEM", "sys"), ("TRANSPORT", "transport"), ("WORKOUT", "workout"),
  ]

  /// The category the Android SDK keeps for the alert's `category` (WP-A `AlertModel.setCategory`):
  /// a `Notification.CATEGORY_*` value as it is (`"msg"`); else the value of the constant the
  /// text names, in any case (`"message"` and `"MESSAGE"` are `CATEGORY_MESSAGE`, `"msg"`;
  /// `"Call"` is `"call"`); else the text as given (Android then reads it as no category it
  /// knows).
  public static func androidCategory(_ category: String) -> String {
    if androidCategoryConstants.contains(where: { $0.value == category }) { return category }
    let name = category.uppercased()
    return androidCategoryConstants.first { $0.name == name }?.value ?? category
  }
}
