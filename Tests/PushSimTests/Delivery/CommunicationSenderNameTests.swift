import Testing

@testable import PushSim

/// How iOS names a communication notification's sender or caller who is not one of the user's
/// contacts: a contact suggestion (`INPerson.isContactSuggestion`) is shown as a guess,
/// "Maybe: Dana"; anyone else by the intent's name as it is (docs/ModellingChoices/iOS.md).
struct CommunicationSenderNameTests {
  static let dana = SendMessageIntent(sender: "dana@example.com", senderName: "Dana", senderIsContactSuggestion: true)

  /// A contact suggestion's name is a guess; a person who is not one keeps the intent's name.
  @Test func aContactSuggestionIsShownAsAGuess() {
    #expect(CommunicationIntent.shownName("Dana", suggested: true) == "Maybe: Dana")
    #expect(CommunicationIntent.shownName("Dana", suggested: false) == nil)
    #expect(Self.dana.traceValue == .object(["sender": "dana@example.com", "senderName": "Dana", "shownName": "Maybe: Dana"]))
    let call = StartCallIntent(caller: "dana@example.com", callerName: "Dana", avatar: "d.jpg", callerIsContactSuggestion: true)
    #expect(
      call.traceValue
        == .object([
          "call": "missed", "caller": "dana@example.com", "callerName": "Dana", "shownName": "Maybe: Dana", "avatar": "d.jpg",
        ]))
    #expect(SendMessageIntent(sender: "a", senderName: "A").traceValue == .object(["sender": "a", "senderName": "A"]))
  }

  /// On the device the guess is shown, and the Focus treats the suggestion as any sender: not in
  /// the People list, silenced.
  @Test func theDeviceShowsTheGuessAndTheFocusIsUnchanged() throws {
    let device = try CommunicationGroupAndCallTests().device(CommunicationGroupAndCallTests.options()) {
      $0.updating(from: Self.dana)
    }
    let shown = try #require(device.events(named: "notification.displayed").first)
    #expect(shown["communication"]?["shownName"] == "Maybe: Dana")
    #expect(shown["focus"] == "silenced")
  }

  /// `contactSuggestion` loads on both intents and must be a boolean.
  @Test func contactSuggestionIsLoaded() throws {
    let script = ServiceExtensionScriptLoadingTests()
    let message = try script.loaded(#"{"messageIntent": {"sender": "d", "senderName": "D", "contactSuggestion": true}}"#)
    #expect(message.messageIntent?.senderIsContactSuggestion == true)
    let call = try script.loaded(#"{"callIntent": {"caller": "d", "callerName": "D", "contactSuggestion": true}}"#)
    #expect(call.callIntent?.callerIsContactSuggestion == true)
    let wrong = loadError(script.text(#"{"messageIntent": {"sender": "d", "senderName": "D", "contactSuggestion": "yes"}}"#))
    #expect(wrong?.hasSuffix(#""contactSuggestion" in messageIntent of serviceExtension of "app" of device "phone" must be true or false, not "yes""#) == true)
  }
}
