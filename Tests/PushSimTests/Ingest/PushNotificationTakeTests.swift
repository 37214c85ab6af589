import Testing

@testable import PushSim

/// `PushNotification.take(_:)` hands over the notification as it was and leaves an empty one.
struct PushNotificationTakeTests {
  @Test func takesEveryFieldAndLeavesAnEmptyNotification() {
    var notification = PushNotification(id: "n1")
    notification.title = "T"
    notification.body = "B"
    notification.badge = 3
    notification.tag = "t"
    let copy = notification
    let taken = PushNotification.take(&notification)
    #expect(String(describing: taken) == String(describing: copy))
    #expect(taken.id == "n1" && taken.title == "T" && taken.body == "B" && taken.badge == 3 && taken.tag == "t")
    #expect(String(describing: notification) == String(describing: PushNotification(id: "")))
  }
}
