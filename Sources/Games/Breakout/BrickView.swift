import Stage

/// The view of one standing brick and the collision boundary that stands for it, so a contact
/// finds its brick by the boundary it touched.
struct BrickView {
  /// The brick's id in the wall.
  let id: Int
  /// The identifier of the brick's boundary in the scene's collision behavior.
  let boundary: String
  /// The brick on screen.
  let view: View

  /// The view of brick `id`, with a boundary identifier no other brick's shares.
  init(id: Int, view: View) {
    self.id = id
    self.boundary = "brick-" + String(id)
    self.view = view
  }
}
