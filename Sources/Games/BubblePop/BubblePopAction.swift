import GameKit

/// BubblePop's own action.
public enum BubblePopAction: String, CaseIterable, GameSpecificAction {
  /// Start the run (its countdown): what the Start button does, as a record's start lines carry it.
  case start
}
