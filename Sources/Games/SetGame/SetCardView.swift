import Geometry
import Motion
import Stage

/// One Set card on screen: its face drawn from our paths (the symbols with their shading and
/// colour, redrawn crisply whenever the card changes size), or its back while face down; a
/// border shows the selection, a hint or a mismatch.
package final class SetCardView: View {
  /// Where a card is in its life on the table.
  package enum Phase: String {
    /// Face down and out of sight, waiting for its turn to be dealt.
    case waiting
    /// Flying face down from the deck to its slot.
    case dealing
    /// In its slot (turning over just after it lands): it follows the grid when the table is rearranged.
    case placed
  }

  /// What the card's border says.
  enum Highlight {
    /// Nothing.
    case none
    /// The player chose it.
    case selected
    /// It belongs to the set a hint shows.
    case hinted
    /// It is one of three chosen cards that are not a set.
    case mismatched
  }

  /// The card shown.
  package let card: SetCard
  /// Where the card is in its life on the table.
  package var phase = Phase.waiting {
    didSet { updateAccessibility() }
  }
  /// Where the grid wants the card, in the table's coordinates.
  var slot = Rect.zero
  /// The rearrangement of the table carrying the card to a new place (nil: none); the steps of
  /// an older one stop when a newer one takes the card over.
  var rearrangement: Int?
  /// True while a rearrangement draws the card into the middle of the table: it flies to its
  /// slot only after.
  var isGathering = false
  /// What the border says.
  var highlight = Highlight.none {
    didSet { if highlight != oldValue { drawSide() } }
  }
  /// True while the face shows.
  package private(set) var isFaceUp: Bool

  /// A view of `card` occupying `frame`, face up or down.
  init(card: SetCard, faceUp: Bool, frame: Rect) {
    self.card = card
    isFaceUp = faceUp
    super.init(frame: frame)
    drawSide()
  }

  /// Shows the face or the back.
  func setFaceUp(_ faceUp: Bool) {
    guard faceUp != isFaceUp else { return }
    isFaceUp = faceUp
    drawSide()
  }

  /// The symbols are drawn for the card's size, so they stay crisp as it grows and shrinks.
  override package func layoutSubviews() { drawSide() }

  private func drawSide() {
    let b = bounds
    let short = min(b.width, b.height)
    Animation.performWithoutAnimation {
      cornerRadius = short * 0.08
      if isFaceUp {
        drawFace(in: b, short: short)
      } else {
        drawBack(in: b, short: short)
      }
    }
    updateAccessibility()
  }

  /// A card is read once it lies face up in its slot: its name, whether it is chosen, and what a
  /// hint or a mismatch says of it.
  private func updateAccessibility() {
    isAccessibilityElement = isFaceUp && phase == .placed
    accessibilityLabel = card.spokenName
    accessibilityTraits = highlight == .selected || highlight == .mismatched ? [.button, .selected] : .button
    accessibilityValue =
      switch highlight {
      case .hinted: "part of the hint"
      case .mismatched: "not a set"
      case .none, .selected: nil
      }
  }

  /// The diamond in the middle of a card's back (and the deck's), for a card occupying `bounds`.
  static func backMotif(in bounds: Rect) -> ViewContent {
    let side = min(bounds.width, bounds.height) * 0.55
    let motif = Rect(center: bounds.center, size: Size(width: side, height: side))
    return .path(SetSymbolPath.diamond(in: motif), fill: .color(SetStyle.backAccent), stroke: nil, lineWidth: 0)
  }

  private func drawFace(in b: Rect, short: Double) {
    backgroundColor = SetStyle.face
    let ink = SetStyle.ink(card.color)
    let line = max(1, short * 0.022)
    let fill: Fill? =
      switch card.shading {
      case .solid: .color(ink)
      case .striped:
        .stripes(
          Stripes(
            color: ink, lineWidth: max(0.75, line * 0.6), spacing: max(2, short * 0.04),
            angle: b.height >= b.width ? Trig.pi / 2 : 0))
      case .open: nil
      }
    content = .path(SetCardFace.symbolsPath(for: card, in: b), fill: fill, stroke: ink, lineWidth: line)
    switch highlight {
    case .none:
      borderWidth = 1
      borderColor = SetStyle.faceEdge
    case .selected, .hinted, .mismatched:
      borderWidth = max(3, short * 0.05)
      borderColor =
        highlight == .selected ? SetStyle.selected : highlight == .hinted ? SetStyle.hinted : SetStyle.mismatched
    }
  }

  private func drawBack(in b: Rect, short: Double) {
    backgroundColor = SetStyle.back
    content = SetCardView.backMotif(in: b)
    borderWidth = max(2, short * 0.05)
    borderColor = SetStyle.backEdge
  }
}
