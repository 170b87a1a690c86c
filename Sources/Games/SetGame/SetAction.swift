import GameKit

/// Set's own actions.
public enum SetAction: String, CaseIterable, GameSpecificAction {
  /// Deal three more cards.
  case deal
  /// Outline a set on the table.
  case hint
  /// Move every card on the table to another place.
  case rearrange
}
