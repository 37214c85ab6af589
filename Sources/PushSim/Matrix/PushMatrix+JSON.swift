extension PushMatrix {
  /// The matrix as JSON, keys in a fixed order (docs/Matrix.md describes the format):
  /// `sdk`, `platforms` (each with `platform`, `sdk`, `dialect`, `kind`, `warnings`, `errors`),
  /// `skipped`, `cells`, and `rules` (each decision row a cell names, with its explanation).
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["sdk"] = requestedSDK.map { .string($0.rawValue) } ?? .null
    object["platforms"] = .array(
      sections.map { section in
        .object([
          "platform": .string(section.platform.rawValue), "sdk": .string(section.sdk.rawValue),
          "dialect": .string(section.dialect.rawValue), "kind": .string(section.kind.rawValue),
          "warnings": .array(section.warnings.map(\.jsonValue)), "errors": .array(section.errors.map(\.jsonValue)),
        ])
      })
    object["skipped"] = .array(
      skipped.map { .object(["platform": .string($0.platform.rawValue), "reason": .string($0.reason)]) })
    object["cells"] = .array(cells.map(\.jsonValue))
    object["rules"] = .array(rules.map { .object(["id": .string($0.id), "explanation": .string($0.explanation)]) })
    return .object(object)
  }
}

extension MatrixCell {
  /// The cell as JSON (docs/Matrix.md).
  public var jsonValue: JSONValue {
    var object = JSONObject()
    object["platform"] = .string(platform.rawValue)
    object["sdk"] = .string(sdk.rawValue)
    object["wrapper"] = .string(wrapper.rawValue)
    object["state"] = .string(state.rawValue)
    object["rule"] = .string(rule)
    object["delivery"] = .string(delivery.name)
    object["deliveryReason"] = delivery.reason.map(JSONValue.string) ?? .null
    // Only for a held cell: what the hold keeps back (the summary's is the notification only).
    object["heldPart"] = heldPart.map { .string($0.rawValue) }
    // Only for a notification held for the Scheduled Summary: other cells keep their keys.
    object["heldUntil"] = heldUntil.map(JSONValue.string)
    object["shown"] = .bool(shownBy != nil)
    object["shownBy"] = shownBy.map(JSONValue.string) ?? .null
    object["notShownReason"] = notShownReason.map(JSONValue.string) ?? .null
    // Only for an ActivityKit push the system applied: other cells keep their keys.
    if !liveActivity.isEmpty { object["liveActivity"] = .array(liveActivity.map(JSONValue.string)) }
    object["willPresentAnsweredBy"] = willPresentAnsweredBy.map(JSONValue.string) ?? .null
    object["callbacks"] = .array(callbacks.map(JSONValue.string))
    object["missed"] = .array(missed.map(\.jsonValue))
    object["app"] = .string(app.rawValue)
    object["serviceExtension"] = .string(serviceExtension.rawValue)
    // Only for a timed-out extension that handed a best attempt: other cells keep their keys.
    object["bestAttempt"] = bestAttempt.map { .string($0.rawValue) }
    object["tap"] = tap.map { tap in
      .object([
        "app": .string(tap.app.rawValue), "callbacks": .array(tap.callbacks.map(JSONValue.string)),
        "missed": .array(tap.missed.map(\.jsonValue)), "opens": tap.opens.map(JSONValue.string) ?? .null,
      ])
    } ?? .null
    object["wrapperRules"] = .array(wrapperRules.map(JSONValue.string))
    return .object(object)
  }
}

extension MatrixCell.MissedCallback {
  /// `{"method": …, "reason": …, "rule": …}`.
  public var jsonValue: JSONValue {
    .object(["method": .string(method), "reason": .string(reason), "rule": rule.map(JSONValue.string) ?? .null])
  }
}
