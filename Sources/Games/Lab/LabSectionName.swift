/// The Lab's experiments, in the order its picker shows them; the Lab's action of the same name
/// shows one (``LabAction/section``), so each name is one of the Lab's action names too.
public enum LabSectionName: String, CaseIterable, Sendable {
  /// Balls on an inclined plane.
  case incline
  /// Animation examples.
  case animation
}
