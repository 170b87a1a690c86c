/// A scene's controls and their current values: the schema the shell renders, the one place
/// every change is validated, and a revision that tells the shell when to redraw them.
///
/// The user's changes arrive as text (`id=value`, one per line, from the shell or a saved
/// settings string); each is parsed, clamped to its control's range and applied, and garbage is
/// ignored. The scene's own changes (a readout's text, a slider the scene animates) go through the
/// same validation. Every effective change bumps `revision`.
///
///     let controls = ControlPanel([
///       .slider("slope", title: "Slope", range: -45...45, step: 1, value: 20, unit: "°"),
///       .readout("acceleration", title: "Acceleration"),
///     ])
///     controls.apply("slope=90")      // slope becomes 45
///     controls.setText("acceleration", "512 pt/s²")
public final class ControlPanel {
  /// The controls, in the order the shell shows them.
  public private(set) var controls: [Control]
  /// Grows by one with every change of a value, title or enabled state.
  public private(set) var revision: Int32 = 0
  /// Where the shell shows the controls.
  public let presentation: Presentation

  /// Where the shell shows a panel.
  public enum Presentation: String, Sendable {
    /// Beside the canvas, always in view (the lab's slider, BubblePop's name).
    case beside
    /// On a settings screen of its own, a grouped table reached from a "Settings" tab above the
    /// canvas; the game is paused while it shows and told `settingsClosed` after.
    case settingsScreen = "settings"
  }

  /// Creates a panel shown `presentation`; ids must be unique.
  public init(_ controls: [Control], presentation: Presentation = .beside) {
    for (i, c) in controls.enumerated() {
      precondition(!controls[..<i].contains { $0.id == c.id }, "duplicate control id")
    }
    self.controls = controls
    self.presentation = presentation
  }

  /// The control with `id`, if any.
  public subscript(id: String) -> Control? {
    controls.first { $0.id == id }
  }

  // MARK: The user's changes

  /// Applies `id=value` lines (a button's line may be just `id`); unknown ids, disabled
  /// controls, readouts and unreadable values are skipped. Returns the controls whose value changed
  /// and the buttons pressed, in input order, for the scene to react to.
  ///
  /// - Complexity: O(*n* · *m*) for *n* lines and *m* controls.
  @discardableResult
  public func apply(_ input: String) -> [Control] {
    var changed: [Control] = []
    for line in input.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let id = String(parts[0])
      let text = parts.count > 1 ? parts[1] : ""
      guard let index = controls.firstIndex(where: { $0.id == id }), controls[index].isEnabled,
        !controls[index].isHidden,
        let value = controls[index].value(parsing: text)
      else { continue }
      if controls[index].kind == .button {
        changed.append(controls[index])
      } else if store(value, at: index) {
        changed.append(controls[index])
      }
    }
    return changed
  }

  /// The settings' values as `id=value` lines, which `apply` reads back (buttons and readouts left out).
  public var savedValues: String {
    var lines: [String] = []
    for c in controls where c.holdsSetting {
      switch c.value {
      case .bool(let b): lines.append(c.id + "=" + (b ? "1" : "0"))
      case .number(let x): lines.append(c.id + "=\(x)")
      case .option(let o): lines.append(c.id + "=" + o)
      case .text(let t): lines.append(c.id + "=" + t)
      case .none: break
      }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: The scene's changes

  /// Sets a control's value, validated like the user's (numbers clamped); false when `id` is
  /// unknown, the value unusable or nothing changed.
  @discardableResult
  public func set(_ id: String, to value: Control.Value) -> Bool {
    guard let index = controls.firstIndex(where: { $0.id == id }),
      let valid = controls[index].validated(value)
    else { return false }
    return store(valid, at: index)
  }

  /// Sets a stepper's or slider's number (clamped to its range).
  @discardableResult
  public func setNumber(_ id: String, _ number: Double) -> Bool { set(id, to: .number(number)) }

  /// Sets a switch.
  @discardableResult
  public func setOn(_ id: String, _ isOn: Bool) -> Bool { set(id, to: .bool(isOn)) }

  /// Sets a readout's text.
  @discardableResult
  public func setText(_ id: String, _ text: String) -> Bool { set(id, to: .text(text)) }

  /// Lets the user change a control, or not.
  public func setEnabled(_ id: String, _ isEnabled: Bool) {
    guard let index = controls.firstIndex(where: { $0.id == id }), controls[index].isEnabled != isEnabled else {
      return
    }
    controls[index].isEnabled = isEnabled
    revision &+= 1
  }

  /// Shows or hides a control (hidden ones are left out of the shell and take no input).
  public func setHidden(_ id: String, _ isHidden: Bool) {
    guard let index = controls.firstIndex(where: { $0.id == id }), controls[index].isHidden != isHidden else {
      return
    }
    controls[index].isHidden = isHidden
    revision &+= 1
  }

  /// Changes a control's title.
  public func setTitle(_ id: String, _ title: String) {
    guard let index = controls.firstIndex(where: { $0.id == id }), controls[index].title != title else { return }
    controls[index].title = title
    revision &+= 1
  }

  /// Puts every control back to its default; returns the controls that changed.
  @discardableResult
  public func resetToDefaults() -> [Control] {
    var changed: [Control] = []
    for index in controls.indices where store(controls[index].defaultValue, at: index) {
      changed.append(controls[index])
    }
    return changed
  }

  private func store(_ value: Control.Value, at index: Int) -> Bool {
    guard controls[index].value != value else { return false }
    controls[index].value = value
    revision &+= 1
    return true
  }
}
