import GameKit
import Geometry
import Stage

/// The Lab tab: experiments with the engine, one on show at a time, picked with a segmented
/// control above the others — the Incline (balls rolling down a tilting plane) and
/// Animation (live examples of curves, springs, flips and throws).
public final class LabScene: GameScene {
  /// The experiments, in the order the picker shows them.
  public typealias Section = LabSectionName

  /// The catalog id.
  public let gameID = "lab"
  /// Holds the section on show.
  public let rootView = View()
  /// The picker and every section's controls (those of hidden sections are hidden).
  public let controls: ControlPanel
  /// The Incline section.
  public let incline: InclineLab
  /// The Animation section.
  public let animation: AnimationLab
  /// The section on show.
  public private(set) var section = Section.incline

  /// Creates the Lab for `size` points, showing the Incline.
  public init(size: Size = Size(width: 390, height: 600)) {
    let picker = Control.segmented(
      "section", title: "Experiment",
      options: [Control.Option("incline", title: "Incline"), Control.Option("animation", title: "Animation")],
      selected: Section.incline.rawValue)
    controls = ControlPanel([picker] + InclineLab.controlSchema + AnimationLab.controlSchema)
    incline = InclineLab(size: size, controls: controls)
    animation = AnimationLab(size: size, controls: controls)
    rootView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    show(.incline)
  }

  /// The section object on show.
  var current: any LabSection { section == .incline ? incline : animation }

  /// Shows `section`: its views fill the canvas, its controls appear and the other's hide.
  public func show(_ section: Section) {
    self.section = section
    for sub in rootView.subviews { sub.removeFromSuperview() }
    rootView.addSubview(current.rootView)
    for c in InclineLab.controlSchema { controls.setHidden(c.id, section != .incline) }
    for c in AnimationLab.controlSchema { controls.setHidden(c.id, section != .animation) }
    _ = controls.set("section", to: .option(section.rawValue))
  }

  // MARK: GameScene

  /// Lays both sections out, so switching is instant.
  public func resize(to size: Size) {
    rootView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    incline.resize(to: size)
    animation.resize(to: size)
  }

  /// Runs the section on show; the other waits.
  public func update(dt: Double) { current.update(dt: dt) }

  /// Keys go to the section on show.
  public func key(_ key: Key, isDown: Bool) { current.key(key, isDown: isDown) }

  /// `incline` and `animation` switch sections; the Lab's other actions go to the section on show.
  public func perform(_ action: GameAction) -> Bool {
    guard let action = LabAction(action) else { return false }
    if let section = action.section {
      show(section)
      return true
    }
    return current.perform(action)
  }

  /// The picker switches sections; other controls go to the section on show.
  public func controlChanged(_ control: Control) {
    if control.id == "section" {
      show(Section(rawValue: control.selectedOption) ?? .incline)
    } else {
      current.controlChanged(control)
    }
  }

  /// The Lab raises no events.
  public func takeEvents() -> [GameEvent] { [] }

  /// Writes `{"game": "lab", "section": …}` and the section's own fields.
  public func writeState(to json: inout JSONWriter) {
    json.object { o in
      o.field("game") { $0.string(gameID) }
      o.field("section") { $0.string(section.rawValue) }
      current.writeFields(to: &o)
    }
  }

  /// The section and its summary.
  public var summary: String { section.rawValue + " " + current.summary }

  /// Mixes the section on show and both sections' states into `hasher`.
  public func hashState(into hasher: inout StateHasher) {
    hasher.combine(Int64(section == .incline ? 1 : 2))
    incline.hashState(into: &hasher)
    animation.hashState(into: &hasher)
  }
}
