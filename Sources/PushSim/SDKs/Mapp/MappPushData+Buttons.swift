extension MappPushData {
  /// The action buttons the Android SDK adds to its notification (`NotificationFactory.addButtons`,
  /// mapp-digital/Mapp-Engage-Android-SDK `internal/ui/push/base/NotificationFactory.kt`): one per
  /// button of the category `category` names (``MappCategory/named(_:)``), with the category's
  /// title, paired by position with ``foregroundActions``. A destructive category button
  /// dismisses (the SDK's dismiss broadcast, whatever its `fgAction`): its one action is
  /// `dismiss`. Another runs its foreground action, or none (the app opens) when there is no
  /// `fgAction` at its position. No category the SDK knows: no buttons. `bgAction`s take no part.
  public var notificationButtons: [APXPushNotificationActionButton] {
    guard let category = MappCategory.named(category) else { return [] }
    return category.buttons.enumerated().map { index, button in
      let foreground = index < foregroundActions.count ? foregroundActions[index] : nil
      let actions = button.isDestructive ? [APXPushNotificationActionButtonAction(todo: .dismiss)] : foreground.map { [$0] } ?? []
      return APXPushNotificationActionButton(index: index, title: button.title, actions: actions)
    }
  }

  /// Whether the notification's button at `index` is one of its category's destructive buttons.
  func isDestructiveButton(_ index: Int) -> Bool {
    MappCategory.named(category)?.buttons.indices.contains(index) == true
      && MappCategory.named(category)?.buttons[index].isDestructive == true
  }
}
