/// The Lab's experiments, in the order its picker shows them; an action names one to show it
/// (``GameAction/section(_:)``), so the names belong to the action vocabulary.
public enum LabSectionName: String, CaseIterable, Sendable {
  /// Balls on an inclined plane.
  case incline
  /// Animation examples.
  case animation
}
