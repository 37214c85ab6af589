import Foundation
import PushSim
import Testing

/// `DecisionRule`: every row id the device can emit has an explanation.
struct DecisionRuleTests {
  /// Ids are unique, and each explanation names its source in SEMANTICS.md.
  @Test func idsAreUniqueAndExplanationsCiteTheirSource() {
    let ids = DecisionRule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in DecisionRule.all {
      #expect(rule.explanation.contains("R-") || rule.explanation.contains("§") || rule.explanation.contains("["), "\(rule.id)")
    }
    #expect(DecisionRule.named("nope") == nil)
  }

  /// Every row the decision tables return, over every kind, state and the knobs that change the
  /// row, has an explanation.
  @Test func everyDecisionTableRowIsExplained() {
    var rows: Set<String> = []
    let kinds: [PushKind] = [.alert, .alertMutableContent, .alertContentAvailable, .background, .badgeSound]
    for kind in kinds {
      for state in Platform.iOS.appStates {
        for (bfu, nse, permission) in [(false, false, true), (true, true, true), (false, true, false)] {
          var options = DeviceOptions()
          options.notificationPermission = permission
          rows.insert(
            IOSDeliveryRules.decide(
              kind: kind, state: state, beforeFirstUnlock: bfu, hasServiceExtension: nse, options: options,
              mutableContent: nse
            ).row)
        }
      }
    }
    for kind in [
      PushKind.notification, .notificationAndData, .data, .deletedMessages, .fcmNoUI, .fcmSendEvent, .fcmSendError,
      .fcmUnknownMessageType,
    ] {
      for state in Platform.android.appStates {
        for (locked, permission) in [(false, true), (true, true), (false, false)] {
          var options = DeviceOptions()
          options.notificationPermission = permission
          rows.insert(AndroidDeliveryRules.decide(kind: kind, state: state, locked: locked, options: options).row)
        }
      }
    }
    for state in Platform.web.appStates {
      for host in DeviceOptions.WebHost.allCases {
        var options = DeviceOptions()
        options.webHost = host
        rows.insert(WebDeliveryRules.arrival(state: state, options: options).row)
      }
    }
    for wrapper in Wrapper.allCases {
      for platform in [Platform.iOS, .android] {
        for kind in kinds + [.notification, .notificationAndData, .data] {
          for state in platform.appStates {
            for (ran, uiLoaded, contentAvailable, noCache, entryPoint) in [
              (true, true, true, false, true), (false, false, true, false, false), (true, false, true, true, false),
              (true, true, false, false, false), (false, true, false, false, true),
            ] {
              rows.insert(
                WrapperOverlay.decide(
                  WrapperOverlay.Receipt(
                    wrapper: wrapper, platform: platform, kind: kind, state: state, nativeAppCodeRan: ran,
                    appUILoaded: uiLoaded, dataContentAvailable: contentAvailable, dataNoCache: noCache,
                    dartEntryPoint: entryPoint)
                ).row)
            }
          }
          for coldStart in [true, false] {
            for byWrapper in [true, false] {
              rows.insert(
                WrapperOverlay.decide(
                  WrapperOverlay.Tap(wrapper: wrapper, platform: platform, kind: kind, coldStart: coldStart, displayedByWrapper: byWrapper)
                ).row)
            }
          }
        }
      }
      rows.insert(WrapperOverlay.decideCachedDelivery(wrapper: wrapper, registration: .atLaunch).row)
    }
    rows.remove("-")
    #expect(rows.count >= 50)
    for row in rows.sorted() {
      #expect(DecisionRule.named(row) != nil, "row \(row) has no explanation")
    }
  }

  /// Every `rule` in the bundled scenarios' golden traces has an explanation.
  @Test func everyRuleInTheGoldenTracesIsExplained() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".trace.jsonl") }
    #expect(files.count > 100)
    var rules: Set<String> = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let rule = try JSONDocument(String(line)).root["rule"]?.stringValue { rules.insert(rule) }
      }
    }
    #expect(rules.contains("i14") && rules.contains("xc11"))
    for rule in rules.sorted() {
      #expect(DecisionRule.named(rule) != nil, "rule \(rule) has no explanation")
    }
  }
}
