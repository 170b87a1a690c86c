/// The bodies, by slot (Box2D's body array with its solver set's sims and states): where each is
/// and how it responds (`sims`), what the solver changes (`states`), bookkeeping (`infos`,
/// `mobility`), the slots free for reuse, and the lists of what moves.
final class BodyStore {
  var sims = DenseArray<BodySim>()
  var states = DenseArray<BodyState>()
  var infos = DenseArray<BodyInfo>()
  /// Each body's `Mobility`, kept with its inverse mass and inertia (`PhysicsWorld.updateMass`).
  var mobility = DenseArray<Mobility>()
  /// Slots of destroyed bodies, for reuse.
  var free = DenseArray<Int32>()
  /// The bodies that move (dynamic and kinematic, awake), in slot order.
  var moving = DenseArray<Int32>()
  /// The shapes of `moving`, and for each body its only shape (−1 when it has none or several).
  var movingShapes = DenseArray<Int32>()
  var soleShape = DenseArray<Int32>()
  /// Set when a body was added, removed, woken or put to sleep: the lists are rebuilt before the next step.
  var listsAreStale = true

  /// Lists the bodies that move and their shapes, in slot order.
  func rebuildLists() {
    moving.removeAll()
    movingShapes.removeAll()
    soleShape.removeAll()
    for i in infos.indices {
      let info = infos[i]
      soleShape.append(info.shapes.count == 1 ? info.shapes[0] : -1)
      guard info.isAlive && info.type != .static && info.isAwake else { continue }
      moving.append(Int32(i))
      movingShapes.append(contentsOf: info.shapes)
    }
    listsAreStale = false
  }
}
