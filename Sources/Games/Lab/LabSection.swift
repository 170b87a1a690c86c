import GameKit
import Geometry
import Stage

/// One experiment of the Lab tab: its views, its controls (in the Lab's shared panel) and how it
/// runs. Only the section on show is updated; the other waits where it was.
public protocol LabSection: AnyObject {
  /// The section's views, sized to the canvas.
  var rootView: View { get }
  /// Lays the section out for a new canvas size, in points.
  func resize(to size: Size)
  /// Advances the section by `dt` seconds of frame time.
  func update(dt: Double)
  /// A key went down or up.
  func key(_ key: Key, isDown: Bool)
  /// Runs the Lab's `action`; false for one the section does not take.
  func perform(_ action: LabAction) -> Bool
  /// The user changed one of the section's controls, or pressed it.
  func controlChanged(_ control: Control)
  /// Adds the section's state to the Lab's JSON.
  func writeFields(to object: inout JSONWriter.ObjectWriter)
  /// One line a person reads.
  var summary: String { get }
  /// Mixes the section's simulation state into `hasher`.
  func hashState(into hasher: inout StateHasher)
}
