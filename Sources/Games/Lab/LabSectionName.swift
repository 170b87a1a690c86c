/// The Lab's experiments, in the order its picker shows them; an action names one to show it
/// (``LabAction/show(_:)``), so the names are among the Lab's action names.
public enum LabSectionName: String, CaseIterable, Sendable {
  /// Balls on an inclined plane.
  case incline
  /// Animation examples.
  case animation
}
