import Geometry

/// One frame's drawing commands, as a flat buffer of opcodes and numbers plus a string table — the
/// format the browser shell draws (see docs/web-bridge.md).
///
/// A display list is a snapshot: Stage writes it from the view tree each frame, the shell reads it
/// through typed arrays, and nothing in it refers back to a view.
public struct DisplayList: Sendable {
  /// Opcodes of the commands, each followed in the list by its arguments (colours are r, g, b, a in
  /// 0…1); drawing state — transform, alpha, clip, shadow — nests with ``save`` and ``restore``.
  ///
  /// The shell reads the opcodes, their ``name``s and ``argumentCount``s from Web/protocol.js, which
  /// `make protocol` generates from this type.
  public enum Op: Float, CaseIterable, Sendable {
    /// Saves the drawing state. No arguments.
    case save = 1
    /// Restores the state of the matching ``save``. No arguments.
    case restore
    /// `a b c d tx ty`: multiplies the transform (`ctx.transform`).
    case transform
    /// `alpha`: multiplies the global alpha.
    case alpha
    /// `x y w h radius`: clips to a rounded rectangle.
    case clipRect
    /// `x y w h radius r g b a`: fills a rounded rectangle.
    case fillRect
    /// `x y w h radius lineWidth r g b a`: strokes a rounded rectangle.
    case strokeRect
    /// `x y w h r g b a`: fills the ellipse in the box.
    case fillEllipse
    /// Starts a new path. No arguments.
    case beginPath
    /// `x y`: starts a subpath.
    case moveTo
    /// `x y`: a line to the point.
    case lineTo
    /// `cx cy x y`: a quadratic curve to the point.
    case quadTo
    /// `c1x c1y c2x c2y x y`: a cubic curve to the point.
    case cubicTo
    /// Closes the subpath. No arguments.
    case closePath
    /// `r g b a`: fills the path.
    case fillPath
    /// `lineWidth r g b a`: strokes the path.
    case strokePath
    /// `x y w h size weight align r g b a offset length`: the string table's bytes `offset..<offset+length`
    /// in the box, vertically centred; align 0 left, 1 centre, 2 right; weight as CSS (400, 600, 700).
    case text
    /// `offsetX offsetY blur r g b a`: a shadow under what follows, until the enclosing ``restore``.
    case shadow
    /// Clips to the inside of the current path (non-zero winding) until the enclosing ``restore``; the
    /// path stays current. No arguments.
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

    /// The opcode's name on the wire (`FILL_RECT`): the shell's key for it, and what golden lists print.
    public var name: String {
      switch self {
      case .save: "SAVE"
      case .restore: "RESTORE"
      case .transform: "TRANSFORM"
      case .alpha: "ALPHA"
      case .clipRect: "CLIP_RECT"
      case .fillRect: "FILL_RECT"
      case .strokeRect: "STROKE_RECT"
      case .fillEllipse: "FILL_ELLIPSE"
      case .beginPath: "BEGIN_PATH"
      case .moveTo: "MOVE_TO"
      case .lineTo: "LINE_TO"
      case .quadTo: "QUAD_TO"
      case .cubicTo: "CUBIC_TO"
      case .closePath: "CLOSE_PATH"
      case .fillPath: "FILL_PATH"
      case .strokePath: "STROKE_PATH"
      case .text: "TEXT"
      case .shadow: "SHADOW"
      case .clipPath: "CLIP_PATH"
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
