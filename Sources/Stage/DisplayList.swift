import Geometry

/// One frame's drawing commands, as a flat buffer of opcodes and numbers plus a string table — the
/// format the browser shell draws (see docs/web-bridge.md).
///
/// A display list is a snapshot: Stage writes it from the view tree each frame, the shell reads it
/// through typed arrays, and nothing in it refers back to a view.
public struct DisplayList: Sendable {
  /// Opcodes of the commands.
  public enum Op: Float, CaseIterable, Sendable {
    case save = 1
    case restore, transform, alpha, clipRect, fillRect, strokeRect, fillEllipse
    case beginPath, moveTo, lineTo, quadTo, cubicTo, closePath, fillPath, strokePath, text, shadow
    case clipPath

    /// How many numbers follow the opcode.
    public var argumentCount: Int {
      switch self {
      case .save, .restore, .beginPath, .closePath, .clipPath: 0
      case .alpha: 1
      case .moveTo, .lineTo: 2
      case .quadTo, .fillPath: 4
      case .clipRect, .strokePath: 5
      case .transform, .cubicTo: 6
      case .shadow: 7
      case .fillEllipse: 8
      case .fillRect: 9
      case .strokeRect: 10
      case .text: 13
      }
    }
  }

  /// Opcodes and arguments.
  public private(set) var floats: [Float] = []
  /// UTF-8 bytes of every string the TEXT commands use.
  public private(set) var strings: [UInt8] = []

  /// Creates an empty list.
  public init() {}

  /// Empties the list, keeping its storage.
  public mutating func removeAll() {
    floats.removeAll(keepingCapacity: true)
    strings.removeAll(keepingCapacity: true)
  }

  /// Appends a command with its arguments (non-finite numbers become 0).
  public mutating func append(_ op: Op, _ args: Double...) {
    floats.append(op.rawValue)
    for a in args { floats.append(a.isFinite ? Float(a) : 0) }
  }

  /// Appends a colour's four components.
  private mutating func append(_ c: Color) {
    floats.append(Float(c.red))
    floats.append(Float(c.green))
    floats.append(Float(c.blue))
    floats.append(Float(c.alpha))
  }

  /// Fills a rectangle with rounded corners.
  public mutating func fillRect(_ r: Rect, cornerRadius: Double, color: Color) {
    append(.fillRect, r.minX, r.minY, r.width, r.height, cornerRadius)
    append(color)
  }

  /// Strokes a rectangle with rounded corners.
  public mutating func strokeRect(_ r: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
    append(.strokeRect, r.minX, r.minY, r.width, r.height, cornerRadius, lineWidth)
    append(color)
  }

  /// Fills the ellipse inscribed in `r`.
  public mutating func fillEllipse(in r: Rect, color: Color) {
    append(.fillEllipse, r.minX, r.minY, r.width, r.height)
    append(color)
  }

  /// Sets a shadow for the following fills, until the enclosing restore.
  public mutating func shadow(_ s: Shadow) {
    append(.shadow, s.offset.dx, s.offset.dy, s.blur)
    append(s.color)
  }

  /// Adds a path's outline as the current path.
  public mutating func path(_ p: Path) {
    append(.beginPath)
    for e in p.elements {
      switch e {
      case .move(let q): append(.moveTo, q.x, q.y)
      case .line(let q): append(.lineTo, q.x, q.y)
      case .quad(let q, let c): append(.quadTo, c.x, c.y, q.x, q.y)
      case .cubic(let q, let c1, let c2): append(.cubicTo, c1.x, c1.y, c2.x, c2.y, q.x, q.y)
      case .close: append(.closePath)
      }
    }
  }

  /// Clips the following drawing, until the enclosing restore, to the inside of the current path
  /// (non-zero winding rule).
  public mutating func clipToPath() {
    append(.clipPath)
  }

  /// Fills the current path.
  public mutating func fillPath(_ color: Color) {
    append(.fillPath)
    append(color)
  }

  /// Strokes the current path.
  public mutating func strokePath(lineWidth: Double, color: Color) {
    append(.strokePath, lineWidth)
    append(color)
  }

  /// Draws a line of text in `box`.
  public mutating func text(_ t: Text, in box: Rect) {
    let offset = strings.count
    strings.append(contentsOf: t.string.utf8)
    append(.text, box.minX, box.minY, box.width, box.height, t.size, Double(t.weight), Double(t.alignment.rawValue))
    append(t.color)
    floats.append(Float(offset))
    floats.append(Float(strings.count - offset))
  }
}
