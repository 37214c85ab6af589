import Foundation

/// The `rating` and `mapOpen` actions: each builds a URL and opens it as a `link` does, through
/// the app's deep-link delegate (``openingEffects(type:url:parameters:result:platform:)``);
/// PushSim records the URL and opens nothing.
///
/// - Android (`NotificationManager`): `handleRatingAction` opens `market://details?id=` and the
///   app's package name; `handleMapOpenAction` a `geo:` URI that `Uri.Builder` builds from the
///   action's `map.place` (``androidMapURL(place:)``). Each passes its URL to
///   `WonderPush.delegateUrlForDeepLink` and starts an `ACTION_VIEW` intent for the answer, or
///   nothing for `null`. An action without `map.place` opens nothing and asks nothing.
/// - iOS (`WonderPushConcreteAPI executeActionFollowUp:`): `rating` opens
///   `https://itunes.apple.com/us/app/calcfast/id<itunesAppID>?mt=8` (`ITUNES_APP_URL_FORMAT`)
///   through `openURL:` only when the app's Info.plist has `itunesAppID` (`WP_ITUNES_APP_ID`);
///   `mapOpen` opens `http://maps.apple.com/?ll=<lat>,<lon>` (`%f`: six decimals) when
///   `map.place.point` has both numbers. `openURL:` asks `wonderPushWillOpenURL:`.
/// - The web: recorded without a URL, as before (the delegate is for mobile apps).
extension WonderPushRuntime {
  /// WP-I `ITUNES_APP_URL_FORMAT` with the app's `itunesAppID`.
  static func iosRatingURL(itunesAppID: String) -> String { "https://itunes.apple.com/us/app/calcfast/id\(itunesAppID)?mt=8" }

  /// WP-A `handleRatingAction`: the Play Store page of the app.
  static func androidRatingURL(packageName: String) -> String { "market://details?id=" + packageName }

  /// WP-I `mapOpen`: `[NSString stringWithFormat:@"http://maps.apple.com/?ll=%f,%f", lat, lon]`.
  static func iosMapURL(latitude: Double, longitude: Double) -> String {
    String(format: "http://maps.apple.com/?ll=%f,%f", latitude, longitude)
  }

  /// WP-A `handleMapOpenAction`'s `geo:` URI for a `map.place` (`NotificationMapModel.Place`):
  /// with a `point` and a `name`, authority `0,0` and `q=<lat>,<lon>(<name>)`; with a `point`
  /// alone, authority `<lat>,<lon>` and `z=<zoom>` when the place has `zoom`; else with a
  /// `query`, authority `0,0` and `q=<query>`; else just `geo:`. `Uri.Builder` writes
  /// `geo://<authority>` and encodes the authority and the query values (`,` is `%2C`, a space
  /// `%20`); the numbers are Java's `Double.toString` (`48.85`, `2.0`) of `optDouble(…, 0.0)`.
  static func androidMapURL(place: JSONObject) -> String {
    func text(_ key: String) -> String? {
      guard let value = place[key], value != .null else { return nil }
      return OrgJSON.string(of: value)
    }
    func coordinate(_ point: JSONObject, _ key: String) -> String {
      let number: Double? =
        switch point[key] {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .string(let value): OrgJSON.javaDouble(value)
        default: nil
        }
      return OrgJSON.javaDoubleText(number ?? 0)
    }
    var authority: String?
    var query: [(String, String)] = []
    if let point = place["point"]?.objectValue {
      let lat = coordinate(point, "lat")
      let lon = coordinate(point, "lon")
      if let name = text("name") {
        authority = "0,0"
        query.append(("q", "\(lat),\(lon)(\(name))"))
      } else {
        authority = "\(lat),\(lon)"
        // `optInt("zoom", 0)` when the place has the key.
        // A JSON integer is a `Long` whose `intValue` wraps; a double or a string is clamped.
        if let zoom = place["zoom"] {
          let z: Int32 = if case .integer(let value) = zoom { Int32(truncatingIfNeeded: value) } else { Int32(clamping: OrgJSON.integer(of: zoom) ?? 0) }
          query.append(("z", String(z)))
        }
      }
    } else if let search = text("query") {
      authority = "0,0"
      query.append(("q", search))
    }
    var url = "geo:"
    if let authority { url += "//" + AndroidURI.encoded(authority) }
    if !query.isEmpty { url += "?" + query.map { AndroidURI.encoded($0.0) + "=" + AndroidURI.encoded($0.1) }.joined(separator: "&") }
    return url
  }

  /// What a `rating` action does on `platform` (see the extension's summary).
  func ratingEffects(platform: Platform) -> [SDKEffect] {
    let result = "store rating page recorded, not opened"
    switch platform {
    case .android:
      return openingEffects(type: "rating", url: WonderPushRuntime.androidRatingURL(packageName: packageName), result: result, platform: platform)
    case .iOS:
      guard let itunesAppID else {
        return [.action(type: "rating", parameters: JSONObject(), result: "not opened: the app's Info.plist has no itunesAppID")]
      }
      return openingEffects(type: "rating", url: WonderPushRuntime.iosRatingURL(itunesAppID: itunesAppID), result: result, platform: platform)
    default:
      return [.action(type: "rating", parameters: JSONObject(), result: result)]
    }
  }

  /// What a `mapOpen` action does on `platform` (see the extension's summary); `lat` and `lon`
  /// are recorded as read, next to the URL.
  func mapOpenEffects(_ action: WonderPushNotification.Action, platform: Platform) -> [SDKEffect] {
    let result = "map recorded, not opened"
    let parameters: JSONObject = [
      "lat": action.latitude.map(JSONValue.double) ?? .null, "lon": action.longitude.map(JSONValue.double) ?? .null,
    ]
    switch platform {
    case .android:
      guard let place = action.raw["map"]?.objectValue?["place"]?.objectValue else {
        return [.action(type: "mapOpen", parameters: parameters, result: "not opened: the action has no map.place")]
      }
      return openingEffects(
        type: "mapOpen", url: WonderPushRuntime.androidMapURL(place: place), parameters: parameters, result: result, platform: platform)
    case .iOS:
      guard let latitude = action.latitude, let longitude = action.longitude else {
        return [.action(type: "mapOpen", parameters: parameters, result: "not opened: map.place.point needs lat and lon")]
      }
      return openingEffects(
        type: "mapOpen", url: WonderPushRuntime.iosMapURL(latitude: latitude, longitude: longitude), parameters: parameters,
        result: result, platform: platform)
    default:
      return [.action(type: "mapOpen", parameters: parameters, result: result)]
    }
  }
}
