/// One row of a game's settings table: a number set with a stepper or a slider, a switch, or a
/// choice among options that each stand for a number, with its id, title, range, step, default,
/// unit and section. The control schema (``control``), the settings' defaults (``defaultValue``),
/// their clamping (``clamped(_:)-(Double)``) and the panel's fallbacks (``value(in:)``) all read the
/// row, so each setting is written once.
///
/// A row is plain data (its texts are static strings, its fields constants), so each row of a table is
/// laid out in the program's data rather than built by code when first read, and code that reads a
/// row is handed its address. One type serves every kind of row.
public final class Setting: Sendable {
  /// How the player sets the row.
  public enum Kind: Sendable {
    /// A whole number, with − and + buttons.
    case stepper
    /// A number, with a slider.
    case slider
    /// On (1) or off (0), with a switch.
    case toggle
    /// One of a few options, with a segmented control; the row's number is the chosen option's.
    case choice
  }

  /// One option of a choice: its id, its title and the number it stands for.
  public struct Choice: Sendable {
    /// The option's id (letters, digits, `-`, `_`, `.`).
    public let id: StaticString
    /// What the player reads.
    public let title: StaticString
    /// The number the option stands for.
    public let value: Double

    /// An option `id`, reading `title`, standing for `value`. Always inlined, so that a table's
    /// options are laid out as data too (a call left in a table's initializer makes it code).
    @inline(__always)
    public init(_ id: StaticString, title: StaticString, value: Double) {
      self.id = id
      self.title = title
      self.value = value
    }
  }

  private let key: StaticString
  private let title: StaticString
  /// How the player sets the row.
  public let kind: Kind
  /// The allowed numbers (a switch's 0...1; a choice's, from its first option's to its last).
  public var range: ClosedRange<Double> {
    guard let choices, let first = choices.first, let last = choices.last else { return bounds }
    return first.value...last.value
  }
  private let bounds: ClosedRange<Double>
  /// The step between numbers (a slider's 0: continuous).
  public let step: Double
  /// The number a game starts with, and what a number that is not finite becomes (a switch's 1 for
  /// on, a choice's the number of its option chosen at first).
  public let defaultValue: Double
  private let unit: StaticString
  private let section: StaticString
  private let permission: Control.Permission?
  /// A choice's options; nil for other rows (an empty array would keep the row from being data).
  private let choices: [Choice]?

  private init(
    _ key: StaticString, title: StaticString, kind: Kind, range: ClosedRange<Double>, step: Double,
    defaultValue: Double, unit: StaticString, section: StaticString, permission: Control.Permission? = nil,
    choices: [Choice]? = nil
  ) {
    self.key = key
    self.title = title
    self.kind = kind
    self.bounds = range
    self.step = step
    self.defaultValue = defaultValue
    self.unit = unit
    self.section = section
    self.permission = permission
    self.choices = choices
  }

  /// A whole number changed with a stepper, in steps of `step`.
  public static func stepper(
    _ id: StaticString, title: StaticString, range: ClosedRange<Int>, step: Int = 1, default value: Int,
    unit: StaticString = "", section: StaticString = ""
  ) -> Setting {
    Setting(
      id, title: title, kind: .stepper, range: Double(range.lowerBound)...Double(range.upperBound), step: Double(step),
      defaultValue: Double(value), unit: unit, section: section)
  }

  /// A number dragged with a slider, snapped to `step` (0: continuous).
  public static func slider(
    _ id: StaticString, title: StaticString, range: ClosedRange<Double>, step: Double = 0, default value: Double,
    unit: StaticString = "", section: StaticString = ""
  ) -> Setting {
    Setting(
      id, title: title, kind: .slider, range: range, step: step, defaultValue: value, unit: unit, section: section)
  }

  /// A switch, on at first when `isOn`, asking for `permission` (nil for none) when turned on.
  public static func toggle(
    _ id: StaticString, title: StaticString, isOn: Bool = false, section: StaticString = "",
    request permission: Control.Permission? = nil
  ) -> Setting {
    Setting(
      id, title: title, kind: .toggle, range: 0...1, step: 1, defaultValue: isOn ? 1 : 0, unit: "", section: section,
      permission: permission)
  }

  /// A segmented control of `choices` (at least one, in increasing order of their numbers), the one
  /// standing for `value` chosen at first.
  public static func choice(
    _ id: StaticString, title: StaticString, choices: [Choice], default value: Double, section: StaticString = ""
  ) -> Setting {
    Setting(
      id, title: title, kind: .choice, range: 0...0, step: 0,
      defaultValue: value, unit: "", section: section, choices: choices)
  }

  /// The control's id.
  public var id: String { Setting.text(key) }

  /// The control the settings panel shows for the row, at its default.
  public var control: Control {
    let id = self.id
    let title = Setting.text(self.title)
    var control: Control
    switch kind {
    case .stepper:
      control = .stepper(id, title: title, range: range, step: step, value: defaultValue, unit: Setting.text(unit))
    case .slider:
      control = .slider(id, title: title, range: range, step: step, value: defaultValue, unit: Setting.text(unit))
    case .toggle:
      control = .toggle(id, title: title, isOn: defaultValue != 0)
    case .choice:
      let choices = self.choices ?? []
      guard let chosen = choices.first(where: { $0.value == defaultValue }) else {
        preconditionFailure("the default is one of the choices' numbers")
      }
      let options = choices.map { Control.Option(Setting.text($0.id), title: Setting.text($0.title)) }
      control = .segmented(id, title: title, options: options, selected: Setting.text(chosen.id))
    }
    control.section = Setting.text(section)
    control.request = permission
    return control
  }

  /// The range of a whole number's row.
  public var integerRange: ClosedRange<Int> { Int(range.lowerBound)...Int(range.upperBound) }
  /// The default of a whole number's row.
  public var defaultInteger: Int { Int(defaultValue) }
  /// Whether a switch starts on.
  public var isOnByDefault: Bool { defaultValue != 0 }

  /// `x` kept within the range; the default when `x` is not finite.
  public func clamped(_ x: Double) -> Double {
    x.isFinite ? min(max(x, range.lowerBound), range.upperBound) : defaultValue
  }

  /// `x` kept within the range of a whole number's row.
  public func clamped(_ x: Int) -> Int { Int(clamped(Double(x))) }

  /// The number `panel` shows for the row (a switch's 1 or 0, a choice's chosen option's), or the
  /// default when the panel has no such control.
  ///
  /// Never inlined: a game reads each of its rows with it, and each copy would carry the whole
  /// reading.
  @inline(never)
  public func value(in panel: ControlPanel) -> Double {
    switch panel[id]?.value {
    case .number(let x): x
    case .bool(let isOn): isOn ? 1 : 0
    case .option(let chosen): choices?.first { Setting.text($0.id) == chosen }?.value ?? defaultValue
    default: defaultValue
    }
  }

  /// The whole number `panel` shows for the row, or the default when the panel has no such control.
  public func integer(in panel: ControlPanel) -> Int { Int(value(in: panel)) }

  /// Whether `panel` shows the switch on, or the default when the panel has no such control.
  public func isOn(in panel: ControlPanel) -> Bool { value(in: panel) != 0 }

  /// Never inlined: the decoding is the same for every text of every row.
  @inline(never)
  private static func text(_ string: StaticString) -> String {
    string.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  }
}
