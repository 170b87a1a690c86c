import Geometry

extension PhysicsWorld {
  /// True when `id` names a living shape.
  public func isValid(_ id: ShapeID) -> Bool {
    id.index >= 0 && Int(id.index) < shapes.count && shapes[Int(id.index)].isAlive
      && shapes[Int(id.index)].generation == id.generation
  }

  /// The slot of a living shape. A stale or unknown id is a programmer error: it stops the
  /// program rather than read or change another shape that took the slot over.
  @inline(__always)
  func slot(_ id: ShapeID) -> Int {
    require(isValid(id), "stale or unknown ShapeID")
    return Int(id.index)
  }

  /// The id of the shape in slot `s` now.
  func shapeID(_ s: Int32) -> ShapeID { ShapeID(index: s, generation: shapes[Int(s)].generation) }

  /// Adds a shape to a body and updates the body's mass; returns the shape's id.
  @discardableResult
  @_optimize(size)
  public func addShape(_ def: ShapeDefinition, to id: BodyID) -> ShapeID {
    let b = slot(id)
    let geometry = CollisionGeometry(def.geometry)
    var record = ShapeRecord(
      body: id.index, kind: .circle, density: max(0, def.density), friction: max(0, def.friction),
      restitution: min(1, max(0, def.restitution)), filter: def.filter, userData: def.userData)
    record.isStatic = bodies.infos[b].type == .static
    var vertices: [Vector] = []
    var normals: [Vector] = []
    switch geometry {
    case .circle(let center, let radius):
      record.center = center
      record.radius = radius
    case .polygon(let poly):
      record.kind = .polygon
      vertices = poly.vertices
      normals = poly.normals
    case .segment(let a, let b):
      record.kind = .segment
      let e = (b - a).normalized
      vertices = [a, b]
      normals = [Vector(dx: e.dy, dy: -e.dx), Vector(dx: -e.dy, dy: e.dx)]
    }
    let index: Int32
    if let reused = shapes.free.popLast() {
      index = reused
      let old = shapes[Int(index)]
      record.generation = old.generation &+ 1
      // The slot's vertex storage is kept when the new outline fits in it.
      record.polygonStart = vertices.count <= Int(old.polygonCount) ? old.polygonStart : Int32(shapes.localPoints.count)
      shapes[Int(index)] = record
      shapes.mass[Int(index)] = (geometry, record.density)
      shapes.reporting[Int(index)] = def.reportsContacts
      broadPhase.shapeStamps[Int(index)] = 0
    } else {
      index = Int32(shapes.count)
      record.polygonStart = Int32(shapes.localPoints.count)
      shapes.records.append(record)
      shapes.mass.append((geometry, record.density))
      shapes.reporting.append(def.reportsContacts)
      broadPhase.shapeStamps.append(0)
    }
    storeOutline(Int(index), vertices, normals)
    updateShapeCache(Int(index))
    wake(b)
    bodies.listsAreStale = true
    bodies.infos[b].shapes.append(index)
    if record.isStatic { broadPhase.staticsChanged = true }
    updateMass(b)
    return ShapeID(index: index, generation: record.generation)
  }

  /// Writes a shape's local vertices and normals at its `polygonStart`, growing the arrays when it
  /// is at their end.
  private func storeOutline(_ s: Int, _ vertices: [Vector], _ normals: [Vector]) {
    let start = Int(shapes[s].polygonStart)
    let end = start + vertices.count
    if end > shapes.localPoints.count {
      shapes.localPoints.resize(to: end, filling: .zero)
      shapes.localNormals.resize(to: end, filling: .zero)
      shapes.worldPoints.resize(to: end, filling: .zero)
      shapes.worldNormals.resize(to: end, filling: .zero)
    }
    for k in vertices.indices {
      shapes.localPoints[start + k] = vertices[k]
      shapes.localNormals[start + k] = normals[k]
    }
    shapes[s].polygonCount = Int32(vertices.count)
  }

  /// Marks shape slot `s` dead; its slot is reused after the next step.
  func retire(_ s: Int32) {
    shapes[Int(s)].isAlive = false
    shapes.retired.append(s)
  }

  /// Makes the slots retired before this step reusable (called when a step ends).
  func recycleRetiredShapes() {
    shapes.free.append(contentsOf: shapes.retired.buffer)
    shapes.retired.removeAll()
  }

  /// Removes every shape of a body.
  public func removeShapes(of id: BodyID) {
    let b = slot(id)
    for s in bodies.infos[b].shapes { retire(s) }
    // Static and sleeping bodies' shapes live in the static grid, which must forget them.
    if bodies.infos[b].type == .static || !bodies.infos[b].isAwake { broadPhase.staticsChanged = true }
    bodies.infos[b].shapes = []
    bodies.listsAreStale = true
    updateMass(b)
  }

  /// Removes one shape from its body.
  public func removeShape(_ id: ShapeID) {
    let s = slot(id)
    wakeNeighbours(ofShape: id.index)
    retire(id.index)
    let b = Int(shapes[s].body)
    wake(b)
    bodies.infos[b].shapes.removeAll { $0 == id.index }
    bodies.listsAreStale = true
    if shapes[s].isStatic { broadPhase.staticsChanged = true }
    broadPhase.sweepAndPrune.isStale = true
    updateMass(b)
  }

  /// Changes a shape's material and filter, updating its body's mass when the density changed.
  public func updateShape(
    _ id: ShapeID, density: Double, friction: Double, restitution: Double, filter: CollisionFilter
  ) {
    let s = slot(id)
    let densityChanged = shapes[s].density != density
    wake(Int(shapes[s].body))
    shapes[s].friction = max(0, friction.isFinite ? friction : 0)
    shapes[s].restitution = min(1, max(0, restitution.isFinite ? restitution : 0))
    shapes[s].filter = filter
    if densityChanged {
      shapes[s].density = max(0, density)
      shapes.mass[s].density = shapes[s].density
      updateMass(Int(shapes[s].body))
    }
  }

  /// The body a shape belongs to.
  public func body(ofShape id: ShapeID) -> BodyID {
    let b = shapes[slot(id)].body
    return BodyID(index: b, generation: bodies.infos[Int(b)].generation)
  }

  /// The owner's number stored with a shape.
  public func userData(ofShape id: ShapeID) -> UInt64 { shapes[slot(id)].userData }
}
