import Testing

@testable import PushSim

/// How iOS names a communication notification's sender or caller who is not one of the user's
/// contacts: a contact suggestion (`INPerson.isContactSuggestion`) is shown as a guess,
/// "Maybe: Dana"; anyone else by the intent's name as it is (docs/ModellingChoices/iOS.md).
struct CommunicationSenderNameTests {
  static let dana = SendMessageIntent(sender: "dana@example.com", senderName: "Dana", senderIsContactSuggestion: true)

  /// A contact suggestion's name is a guess; a person who is not one keeps the intent's name.
  @Test func aContactSuggestionIsShownAsAGuess() {
    #expect(CommunicationIntent.shownName("Dana", handle: "dana@example.com", suggested: true) == "Maybe: Dana")
    #expect(CommunicationIntent.shownName("Dana", handle: "dana@example.com", suggested: false) == nil)
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

  /// A suggestion whose intent names it by its handle has no display name for iOS
  /// (`contactFromINPerson:` keeps none equal to the handle), so it is shown by the handle, not as
  /// a guess: no `shownName`, for a message's sender and a call's caller alike.
  @Test func aSuggestionNamedByItsHandleIsNoGuess() {
    let message = SendMessageIntent(sender: "+15550100", senderName: "+15550100", senderIsContactSuggestion: true)
    #expect(message.traceValue == .object(["sender": "+15550100", "senderName": "+15550100"]))
    let call = StartCallIntent(caller: "+15550100", callerName: "+15550100", callerIsContactSuggestion: true)
    #expect(call.traceValue == .object(["call": "missed", "caller": "+15550100", "callerName": "+15550100"]))
    let named = StartCallIntent(caller: "+15550100", callerName: "Dana", callerIsContactSuggestion: true)
    #expect(named.traceValue["shownName"] == "Maybe: Dana")
  }
}
