import Testing

@testable import PushSim

/// `IncomingPush.notificationHasVisibleContent` reads the three fields in place and must answer
/// as `notification.hasVisibleContent`: a title, a subtitle or a body that is not empty.
struct NotificationVisibleContentTests {
  @Test func inPlaceAgreesWithTheNotification() {
    let choices: [String?] = [nil, "", "x"]
    for title in choices {
      for subtitle in choices {
        for body in choices {
          var notification = PushNotification(id: "n")
          notification.title = title
          notification.subtitle = subtitle
          notification.body = body
          let push = IncomingPush(
            platform: .iOS, dialect: .apns, kind: .alert, notification: notification, headers: ValidatedPushHeaders(),
            size: 0, warnings: [], payload: nil, remoteMessage: nil, webPushText: nil)
          let expected = [title, subtitle, body].contains { !($0 ?? "").isEmpty }
          #expect(notification.hasVisibleContent == expected)
          #expect(push.notificationHasVisibleContent == expected)
        }
      }
    }
  }
}
