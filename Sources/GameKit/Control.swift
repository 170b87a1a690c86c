/// One control a scene shows beside its canvas — a switch, a segmented control, a stepper, a
/// slider, a button or a read-only readout — and, with the same schema, one row of a game's
/// settings table (UIKit's `UISwitch`, `UISegmentedControl`, `UIStepper`, `UISlider`, `UIButton`,
/// `UILabel`).
///
/// A control is a value: its id, title, kind with the allowed range or options, default and
/// current value. `ControlPanel` holds a scene's controls and validates every change;
/// the shell renders them as HTML from the JSON the panel writes (docs/web-bridge.md, Controls).
///
///     .slider("slope", title: "Slope", range: -45...45, step: 1, value: 20, unit: "°")
///     .toggle("animate", title: "Animate the slope")
///     .button("drop", title: "Drop ball")
///     .readout("acceleration", title: "Acceleration")
public struct Control: Equatable, Sendable {
  /// What kind of control it is, with what it allows.
  public enum Kind: Equatable, Sendable {
    /// An on/off switch.
    case toggle
    /// One choice among options.
    case segmented([Option])
    /// A number changed in steps with − and + buttons, within a range.
    case stepper(ClosedRange<Double>, step: Double)
    /// A number dragged within a range, snapped to `step` (0: continuous).
    case slider(ClosedRange<Double>, step: Double)
    /// A button that runs the scene's reaction each time it is pressed.
    case button
    /// Text the scene shows and the user cannot change.
    case readout
    /// One line of text the user types, at most `maxLength` characters (UIKit's `UITextField`).
    case textField(maxLength: Int)
    /// The player's name (a valid ``PlayerName``, or empty before there is one): the shell fills it with
    /// the name the app keeps for every game and shows no field for it, so a run that carries the name
    /// in its settings is played under the one name the player gave.
    case playerName
  }

  /// One choice of a segmented control.
  public struct Option: Equatable, Sendable {
    /// What the value is (letters, digits, `-`, `_`, `.`).
    public var id: String
    /// What the user reads.
    public var title: String

    /// Creates an option.
    public init(_ id: String, title: String) {
      precondition(Control.isValidID(id), "option ids use letters, digits, -, _ and .")
      self.id = id
      self.title = title
    }
  }

  /// A control's value: which case depends on the kind.
  public enum Value: Equatable, Sendable {
    /// A switch's state.
    case bool(Bool)
    /// A stepper's or slider's number.
    case number(Double)
    /// A segmented control's chosen option id.
    case option(String)
    /// A readout's text.
    case text(String)
    /// A button has no value.
    case none
  }

  /// Identifies the control in its panel and on the wire (letters, digits, `-`, `_`, `.`).
  public let id: String
  /// The label shown beside the control.
  public var title: String
  /// The kind, with its range or options.
  public let kind: Kind
  /// The value it starts with and returns to on reset.
  public let defaultValue: Value
  /// The current value, always valid for the kind.
  public internal(set) var value: Value
  /// Text after a number, such as `°` or ` pt/s²` (empty for none).
  public var unit: String
  /// Whether the user may change it now.
  public var isEnabled = true
  /// Whether the shell leaves it out (a section of the scene that is not showing); hidden controls take no input.
  public var isHidden = false
  /// The group the control belongs to in a settings table (its section header; empty for none).
  public var section = ""
  /// A device permission the shell must obtain when the user turns the switch on (nil for none).
  public var request: Permission?

  /// A device capability a control needs the browser's permission for.
  public enum Permission: String, Equatable, Sendable {
    /// The device's motion sensors (tilt), as `DeviceMotionEvent` reports them.
    case motion
  }

  private init(id: String, title: String, kind: Kind, value: Value, unit: String) {
    precondition(Control.isValidID(id), "control ids use letters, digits, -, _ and .")
    self.id = id
    self.title = title
    self.kind = kind
    self.unit = unit
    let valid = Control.validate(value, for: kind) ?? Control.fallback(for: kind)
    self.value = valid
    self.defaultValue = valid
  }

  // MARK: Making controls

  /// A switch, off unless `isOn`.
  public static func toggle(_ id: String, title: String, isOn: Bool = false) -> Control {
    Control(id: id, title: title, kind: .toggle, value: .bool(isOn), unit: "")
  }

  /// A segmented control choosing one of `options` (at least one), `selected` at first.
  public static func segmented(_ id: String, title: String, options: [Option], selected: String) -> Control {
    precondition(!options.isEmpty, "a segmented control needs options")
    return Control(id: id, title: title, kind: .segmented(options), value: .option(selected), unit: "")
  }

  /// A stepper over `range` (finite) in steps of `step` (> 0).
  public static func stepper(
    _ id: String, title: String, range: ClosedRange<Double>, step: Double = 1, value: Double, unit: String = ""
  ) -> Control {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite && step.isFinite && step > 0)
    return Control(id: id, title: title, kind: .stepper(range, step: step), value: .number(value), unit: unit)
  }

  /// A slider over `range` (finite), snapped to `step` (0: continuous).
  public static func slider(
    _ id: String, title: String, range: ClosedRange<Double>, step: Double = 0, value: Double, unit: String = ""
  ) -> Control {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite && step.isFinite && step >= 0)
    return Control(id: id, title: title, kind: .slider(range, step: step), value: .number(value), unit: unit)
  }

  /// A button.
  public static func button(_ id: String, title: String) -> Control {
    Control(id: id, title: title, kind: .button, value: .none, unit: "")
  }

  /// A one-line text field holding at most `maxLength` (≥ 1) characters, `text` at first.
  public static func textField(_ id: String, title: String, maxLength: Int, text: String = "") -> Control {
    precondition(maxLength >= 1)
    return Control(id: id, title: title, kind: .textField(maxLength: maxLength), value: .text(text), unit: "")
  }

  /// The player's name, filled by the shell (see ``Kind/playerName``); empty until it is.
  public static func playerName(_ id: String) -> Control {
    Control(id: id, title: "", kind: .playerName, value: .text(""), unit: "")
  }

  /// A read-only line of text.
  public static func readout(_ id: String, title: String, text: String = "") -> Control {
    Control(id: id, title: title, kind: .readout, value: .text(text), unit: "")
  }

  /// The same control, shown under the section header `name` in a settings table.
  public func inSection(_ name: String) -> Control {
    var copy = self
    copy.section = name
    return copy
  }

  /// The same control, asking for `permission` when the user turns it on.
  public func requesting(_ permission: Permission) -> Control {
    var copy = self
    copy.request = permission
    return copy
  }

  // MARK: Reading the value

  /// A switch's state (false for other kinds).
  public var isOn: Bool { if case .bool(let b) = value { b } else { false } }
  /// A stepper's or slider's number (0 for other kinds).
  public var number: Double { if case .number(let x) = value { x } else { 0 } }
  /// A segmented control's chosen option id (empty for other kinds).
  public var selectedOption: String { if case .option(let o) = value { o } else { "" } }
  /// A readout's, text field's or player name's text (empty for other kinds).
  public var text: String { if case .text(let t) = value { t } else { "" } }
  /// True for the kinds whose value is a setting worth saving (not buttons or readouts).
  public var holdsSetting: Bool {
    switch kind {
    case .toggle, .segmented, .stepper, .slider, .textField, .playerName: true
    case .button, .readout: false
    }
  }

  // MARK: Validation

  /// `candidate` made valid for this control: numbers clamped to the range and snapped to the
  /// step, options checked; nil when it cannot be (wrong case, unknown option, NaN).
  public func validated(_ candidate: Value) -> Value? {
    Control.validate(candidate, for: kind)
  }

  private static func validate(_ candidate: Value, for kind: Kind) -> Value? {
    switch (kind, candidate) {
    case (.toggle, .bool), (.readout, .text), (.button, .none):
      return candidate
    case (.textField(let maxLength), .text(let text)):
      return .text(singleLine(text, maxLength: maxLength))
    case (.playerName, .text(let text)):
      // A name is taken whole or not at all: never cut to fit.
      guard !text.isEmpty else { return candidate }
      return (try? PlayerName(validating: text)).map { .text($0.text) }
    case (.segmented(let options), .option(let id)):
      return options.contains { $0.id == id } ? candidate : nil
    case (.stepper(let range, let step), .number(let x)), (.slider(let range, let step), .number(let x)):
      guard !x.isNaN else { return nil }
      return .number(snap(x, to: range, step: step))
    default:
      return nil
    }
  }

  /// The value `text` (as the shell sends it) stands for, validated; nil for garbage.
  ///
  /// Switches read `1`/`0`, `true`/`false`, `on`/`off`; segmented controls an option id; steppers and
  /// sliders a decimal number (`-12.5`, `1e3`; out of range is clamped); buttons anything.
  public func value(parsing text: Substring) -> Value? {
    switch kind {
    case .toggle:
      switch text {
      case "1", "true", "on": return .bool(true)
      case "0", "false", "off": return .bool(false)
      default: return nil
      }
    case .segmented:
      return validated(.option(String(text)))
    case .stepper, .slider:
      return DecimalText.parse(text).flatMap { validated(.number($0)) }
    case .button:
      return Value.none
    case .readout:
      return nil
    case .textField, .playerName:
      return validated(.text(String(text)))
    }
  }

  /// `text` cut to its first line and to `maxLength` characters.
  private static func singleLine(_ text: String, maxLength: Int) -> String {
    let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return String(line.prefix(maxLength))
  }

  private static func snap(_ x: Double, to range: ClosedRange<Double>, step: Double) -> Double {
    let clamped = min(max(x, range.lowerBound), range.upperBound)
    guard step > 0 else { return clamped }
    let steps = ((clamped - range.lowerBound) / step).rounded()
    let snapped = range.lowerBound + steps * step
    if snapped <= range.upperBound { return snapped }
    return range.lowerBound + ((range.upperBound - range.lowerBound) / step).rounded(.down) * step
  }

  private static func fallback(for kind: Kind) -> Value {
    switch kind {
    case .toggle: .bool(false)
    case .segmented(let options): .option(options[0].id)
    case .stepper(let range, _), .slider(let range, _): .number(range.lowerBound)
    case .button: .none
    case .readout, .textField, .playerName: .text("")
    }
  }

  static func isValidID(_ id: String) -> Bool {
    !id.isEmpty
      && id.utf8.allSatisfy { c in
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F
          || c == 0x2E
      }
  }
}
