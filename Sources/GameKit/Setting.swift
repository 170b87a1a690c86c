/// One row of a game's settings table: a number the player sets with a stepper or a slider, with
/// its id, title, range, step, default, unit and section. The control schema (``control``), the
/// panel's fallback (``value(in:)``), the settings' defaults (``defaultValue``) and their clamping
/// (``clamped(_:)-(Double)``) all read the row, so each number is written once.
public struct NumberSetting: Sendable {
  /// How the player changes the number.
  public enum Style: Sendable {
    /// − and + buttons.
    case stepper
    /// A slider.
    case slider
  }

  /// The control's id.
  public let id: String
  /// The label shown beside the control.
  public let title: String
  /// The allowed values.
  public let range: ClosedRange<Double>
  /// The step between values (a slider's 0: continuous).
  public let step: Double
  /// The value a game starts with, and what a non-finite value becomes.
  public let defaultValue: Double
  /// Text after the number, such as ` s` (empty for none).
  public let unit: String
  /// The section header the control goes under (empty for none).
  public let section: String
  /// Stepper or slider.
  public let style: Style

  /// A whole number changed with a stepper, in steps of `step`.
  public static func stepper(
    _ id: String, title: String, range: ClosedRange<Int>, step: Int = 1, default value: Int, unit: String = "",
    section: String = ""
  ) -> NumberSetting {
    NumberSetting(
      id: id, title: title, range: Double(range.lowerBound)...Double(range.upperBound), step: Double(step),
      defaultValue: Double(value), unit: unit, section: section, style: .stepper)
  }

  /// A number dragged with a slider, snapped to `step` (0: continuous).
  public static func slider(
    _ id: String, title: String, range: ClosedRange<Double>, step: Double = 0, default value: Double,
    unit: String = "", section: String = ""
  ) -> NumberSetting {
    NumberSetting(
      id: id, title: title, range: range, step: step, defaultValue: value, unit: unit, section: section,
      style: .slider)
  }

  /// The control the settings panel shows for the row.
  public var control: Control {
    let control: Control =
      switch style {
      case .stepper: .stepper(id, title: title, range: range, step: step, value: defaultValue, unit: unit)
      case .slider: .slider(id, title: title, range: range, step: step, value: defaultValue, unit: unit)
      }
    return section.isEmpty ? control : control.inSection(section)
  }

  /// The range of a whole number's row.
  public var integerRange: ClosedRange<Int> { Int(range.lowerBound)...Int(range.upperBound) }
  /// The default of a whole number's row.
  public var defaultInteger: Int { Int(defaultValue) }

  /// `x` kept within the range; the default when `x` is not finite.
  public func clamped(_ x: Double) -> Double {
    x.isFinite ? min(max(x, range.lowerBound), range.upperBound) : defaultValue
  }

  /// `x` kept within the range of a whole number's row.
  public func clamped(_ x: Int) -> Int {
    min(max(x, Int(range.lowerBound)), Int(range.upperBound))
  }

  /// The number `panel` shows for the row, or the default when the panel has no such control.
  public func value(in panel: ControlPanel) -> Double {
    panel[id]?.number ?? defaultValue
  }

  /// The whole number `panel` shows for the row, or the default when the panel has no such control.
  public func integer(in panel: ControlPanel) -> Int {
    Int(value(in: panel))
  }
}

/// One row of a game's settings table that is on or off: a switch, with its id, title, default and
/// section, read by the control schema (``control``) and the panel's fallback (``value(in:)``).
public struct ToggleSetting: Sendable {
  /// The control's id.
  public let id: String
  /// The label shown beside the switch.
  public let title: String
  /// Whether the setting starts on.
  public let defaultValue: Bool
  /// The section header the control goes under (empty for none).
  public let section: String
  /// A device permission the shell obtains when the player turns it on (nil for none).
  public let request: Control.Permission?

  /// A switch, on at first when `isOn`.
  public init(
    _ id: String, title: String, isOn: Bool = false, section: String = "", request: Control.Permission? = nil
  ) {
    self.id = id
    self.title = title
    self.defaultValue = isOn
    self.section = section
    self.request = request
  }

  /// The control the settings panel shows for the row.
  public var control: Control {
    var control = Control.toggle(id, title: title, isOn: defaultValue)
    if let request { control = control.requesting(request) }
    return section.isEmpty ? control : control.inSection(section)
  }

  /// Whether `panel` shows the setting on, or the default when the panel has no such control.
  public func value(in panel: ControlPanel) -> Bool {
    panel[id]?.isOn ?? defaultValue
  }
}

/// One row of a game's settings table that picks one of a few values: a segmented control whose
/// options each stand for a value, with its id, title, default option and section, read by the
/// control schema (``control``), the settings' default (``defaultValue``) and the panel's fallback
/// (``value(in:)``).
public struct ChoiceSetting<Value: Sendable>: Sendable {
  /// One option: its id, its title and the value it stands for.
  public struct Choice: Sendable {
    /// The option's id (letters, digits, `-`, `_`, `.`).
    public let id: String
    /// What the player reads.
    public let title: String
    /// The value the option stands for.
    public let value: Value

    /// An option `id`, reading `title`, standing for `value`.
    public init(_ id: String, title: String, value: Value) {
      self.id = id
      self.title = title
      self.value = value
    }
  }

  /// The control's id.
  public let id: String
  /// The label shown beside the control.
  public let title: String
  /// The options, in the order the control shows them (at least one).
  public let choices: [Choice]
  /// The option chosen at first (one of `choices`).
  public let defaultChoice: Choice
  /// The section header the control goes under (empty for none).
  public let section: String

  /// A segmented control of `choices` with `selected` chosen at first.
  public init(_ id: String, title: String, choices: [Choice], selected: String, section: String = "") {
    guard let chosen = choices.first(where: { $0.id == selected }) else {
      preconditionFailure("the default option is one of the choices")
    }
    self.id = id
    self.title = title
    self.choices = choices
    self.defaultChoice = chosen
    self.section = section
  }

  /// The value the default option stands for.
  public var defaultValue: Value { defaultChoice.value }

  /// The control the settings panel shows for the row.
  public var control: Control {
    let control = Control.segmented(
      id, title: title, options: choices.map { Control.Option($0.id, title: $0.title) }, selected: defaultChoice.id)
    return section.isEmpty ? control : control.inSection(section)
  }

  /// The value of the option `panel` shows chosen, or the default when it shows none of these.
  public func value(in panel: ControlPanel) -> Value {
    let chosen = panel[id]?.selectedOption
    return choices.first { $0.id == chosen }?.value ?? defaultValue
  }
}
