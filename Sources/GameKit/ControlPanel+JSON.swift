extension ControlPanel {
  /// Writes the panel as the shell reads it (docs/web-bridge.md, Controls):
  /// `{"revision":3,"presentation":"beside","controls":[{"id":"slope","kind":"slider","title":"Slope","enabled":true,
  /// "value":20,"default":20,"min":-45,"max":45,"step":1,"unit":"°"},…]}`.
  public func write(to json: inout JSONWriter, revision shownRevision: Int32? = nil) {
    json.object { o in
      o.field("revision") { $0.number(Int(shownRevision ?? revision)) }
      o.field("presentation") { $0.string(presentation.rawValue) }
      o.field("controls") { list in
        list.array { a in
          for control in controls where !control.isHidden { a.element { control.write(to: &$0) } }
        }
      }
    }
  }
}

extension Control {
  /// The kind's name on the wire.
  var kindName: String {
    switch kind {
    case .toggle: "switch"
    case .segmented: "segmented"
    case .stepper: "stepper"
    case .slider: "slider"
    case .button: "button"
    case .readout: "readout"
    case .textField: "text"
    case .playerName: "playerName"
    }
  }

  /// Writes the control as one JSON object.
  func write(to json: inout JSONWriter) {
    json.object { o in
      o.field("id") { $0.string(id) }
      o.field("kind") { $0.string(kindName) }
      o.field("title") { $0.string(title) }
      o.field("enabled") { $0.bool(isEnabled) }
      if !section.isEmpty { o.field("section") { $0.string(section) } }
      if let request { o.field("requests") { $0.string(request.rawValue) } }
      if holdsSetting || kind == .readout {
        o.field("value") { Control.write(value, to: &$0) }
      }
      if holdsSetting {
        o.field("default") { Control.write(defaultValue, to: &$0) }
      }
      switch kind {
      case .segmented(let options):
        o.field("options") { list in
          list.array { a in
            for option in options {
              a.element { e in
                e.object { f in
                  f.field("id") { $0.string(option.id) }
                  f.field("title") { $0.string(option.title) }
                }
              }
            }
          }
        }
      case .stepper(let range, let step), .slider(let range, let step):
        o.field("min") { $0.number(range.lowerBound) }
        o.field("max") { $0.number(range.upperBound) }
        o.field("step") { $0.number(step) }
        o.field("unit") { $0.string(unit) }
      case .textField(let maxLength):
        o.field("maxLength") { $0.number(maxLength) }
      case .toggle, .button, .readout, .playerName:
        break
      }
    }
  }

  private static func write(_ value: Value, to json: inout JSONWriter) {
    switch value {
    case .bool(let b): json.bool(b)
    case .number(let x): json.number(x)
    case .option(let o): json.string(o)
    case .text(let t): json.string(t)
    case .none: json.null()
    }
  }
}
