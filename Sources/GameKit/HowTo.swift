/// A game's how-to: a title and a few short sections of plain sentences (the goal, the controls,
/// what the special things mean). Each game builds it from the same constants its rules use, so the
/// text cannot drift from the rules; the shell shows it in a dialog (docs/web-bridge.md).
public struct HowTo: Equatable, Sendable {
  /// One heading and its sentences.
  public struct Section: Equatable, Sendable {
    /// The section's heading, e.g. "Controls".
    public var heading: String
    /// Its sentences, one per line.
    public var lines: [String]

    /// Creates a section.
    public init(_ heading: String, _ lines: [String]) {
      self.heading = heading
      self.lines = lines
    }
  }

  /// The dialog's title, e.g. "How to play Pong".
  public var title: String
  /// The sections, in reading order.
  public var sections: [Section]

  /// Creates a how-to.
  public init(title: String, sections: [Section]) {
    self.title = title
    self.sections = sections
  }

  /// Every heading and line, one per line (for searching and tests).
  public var plainText: String {
    var lines = [title]
    for section in sections {
      lines.append(section.heading)
      lines += section.lines
    }
    return lines.joined(separator: "\n")
  }

  /// Writes `{"title":…,"sections":[{"heading":…,"lines":[…]},…]}`.
  public func write(to json: inout JSONWriter) {
    json.object { o in
      o.field("title") { $0.string(title) }
      o.field("sections") { writeSections(to: &$0) }
    }
  }

  /// Writes the sections as `[{"heading":…,"lines":[…]},…]`.
  public func writeSections(to json: inout JSONWriter) {
    json.array { items in
      for section in sections {
        items.element { e in
          e.object { s in
            s.field("heading") { $0.string(section.heading) }
            s.field("lines") { lines in
              lines.array { each in
                for line in section.lines { each.element { $0.string(line) } }
              }
            }
          }
        }
      }
    }
  }
}
