import Geometry

// Sleeping (Box2D's islands, simplified): after each step, dynamic bodies that touch or are
// jointed are grouped with a union-find; a group whose every body has moved slower than
// `sleepThreshold` for `timeToSleep` seconds goes to sleep. Sleeping bodies are left out of
// integration and solving; their shapes join the static grid, so an awake body that reaches one
// finds it and wakes its whole group.

extension PhysicsWorld {
  /// True unless the body sleeps.
  public func isAwake(_ id: BodyID) -> Bool { isValid(id) && infos[Int(id.index)].isAwake }

  /// Wakes a body (and everything it rests with), or puts it to sleep at once.
  public func setAwake(_ awake: Bool, of id: BodyID) {
    guard isValid(id), infos[Int(id.index)].type == .dynamic else { return }
    if awake {
      wake(Int(id.index))
    } else if infos[Int(id.index)].isAwake {
      putToSleep(Int(id.index), island: id.index)
      bodiesChanged = true
      staticsChanged = true
    }
  }

  /// The number of dynamic bodies that are awake.
  public var awakeBodyCount: Int {
    infos.buffer.reduce(0) { $0 + ($1.isAlive && $1.type == .dynamic && $1.isAwake ? 1 : 0) }
  }

  /// Wakes body `i` and every body that fell asleep with it.
  func wake(_ i: Int) {
    guard infos[i].isAlive, !infos[i].isAwake else { return }
    let island = infos[i].sleepIsland
    for k in infos.indices where !infos[k].isAwake && infos[k].sleepIsland == island {
      infos[k].isAwake = true
      infos[k].sleepTime = 0
      states[k] = BodyState()
    }
    bodiesChanged = true
    staticsChanged = true
  }

  /// Wakes the bodies touching `shape`, or any shape of `body`, and those jointed to `body`
  /// (before the shape or body moves or goes away).
  @_optimize(size)
  func wakeNeighbours(ofShape shape: Int32? = nil, body: Int32? = nil) {
    var boxes: [AABB] = []
    if let shape { boxes.append(shapes[Int(shape)].aabb) }
    if let body { boxes += infos[Int(body)].shapes.map { shapes[Int($0)].aabb } }
    for c in previousContacts.buffer where c.shapeA == shape || c.shapeB == shape || c.bodyA == body || c.bodyB == body
    {
      wake(Int(c.bodyA))
      wake(Int(c.bodyB))
    }
    // Sleeping bodies have no contacts: find them by their bounds.
    for box in boxes {
      let reach = box.expanded(by: speculativeDistance + linearSlop)
      for s in shapes.indices where shapes[s].isAlive && !infos[Int(shapes[s].body)].isAwake {
        if shapes[s].aabb.overlaps(reach) { wake(Int(shapes[s].body)) }
      }
    }
    guard let body else { return }
    for j in joints.buffer where j.isAlive && (j.bodyA == body || j.bodyB == body) {
      wake(Int(j.bodyA))
      if j.bodyB >= 0 { wake(Int(j.bodyB)) }
    }
  }

  /// Counts rest time, groups touching and jointed bodies, and puts groups at rest to sleep.
  /// Flat arrays indexed by body (no dictionaries): it runs after every step over every moving body.
  /// Compiled for size, as bookkeeping that takes no measurable share of a step.
  @inline(never)
  @_optimize(size)
  func updateSleep(dt: Double) {
    guard enableSleep else { return }
    if sleepParent.count != infos.count {
      sleepParent.resize(to: infos.count, filling: 0)
      sleepRest.resize(to: infos.count, filling: 0)
    }
    countRestTime(dt: dt)
    uniteTouchingBodies()
    // No group can rest long enough unless one of its bodies has.
    guard movingBodies.buffer.contains(where: { infos[Int($0)].sleepTime >= timeToSleep }) else { return }
    for j in joints.buffer where j.isAlive && j.bodyB >= 0 {
      let a = Int(j.bodyA)
      let b = Int(j.bodyB)
      if infos[a].type == .dynamic && infos[b].type == .dynamic && infos[a].isAwake && infos[b].isAwake { unite(a, b) }
    }
    for b in movingBodies.buffer { sleepRest[Int(b)] = .infinity }
    for b in movingBodies.buffer where infos[Int(b)].type == .dynamic {
      let root = Int(find(Int(b)))
      sleepRest[root] = min(sleepRest[root], infos[Int(b)].sleepTime)
    }
    var slept = false
    for b in movingBodies.buffer where infos[Int(b)].type == .dynamic {
      let root = find(Int(b))
      guard sleepRest[Int(root)] >= timeToSleep else { continue }
      putToSleep(Int(b), island: root)
      slept = true
    }
    if slept {
      bodiesChanged = true
      staticsChanged = true
    }
  }

  /// Resets each moving body's union-find parent, and adds `dt` to the rest time of dynamic
  /// bodies slower than `sleepThreshold` (at their farthest shape's reach), zeroing the others'.
  private func countRestTime(dt: Double) {
    for b in movingBodies.buffer {
      let i = Int(b)
      sleepParent[i] = b
      guard infos[i].type == .dynamic else { continue }
      let s = states[i]
      var extent = 0.0
      for k in infos[i].shapes {
        extent = max(extent, 0.5 * max(shapes[Int(k)].aabb.width, shapes[Int(k)].aabb.height))
      }
      if s.v.length + extent * abs(s.w) > sleepThreshold {
        infos[i].sleepTime = 0
      } else {
        infos[i].sleepTime += dt
      }
    }
  }

  /// Groups dynamic bodies that touch; a moving kinematic body keeps what it touches awake.
  private func uniteTouchingBodies() {
    for k in contacts.indices {
      let a = Int(contacts[k].bodyA)
      let b = Int(contacts[k].bodyB)
      let typeA = infos[a].type
      let typeB = infos[b].type
      if typeA == .dynamic && typeB == .dynamic {
        unite(a, b)
      } else if typeA == .kinematic || typeB == .kinematic {
        let (kinematic, other) = typeA == .kinematic ? (a, b) : (b, a)
        if states[kinematic].v != .zero || states[kinematic].w != 0 { infos[other].sleepTime = 0 }
      }
    }
  }

  /// Puts body `i` to sleep as a member of `island` (the caller marks the body lists changed).
  private func putToSleep(_ i: Int, island: Int32) {
    infos[i].isAwake = false
    infos[i].sleepIsland = island
    states[i] = BodyState()
  }

  private func find(_ i: Int) -> Int32 {
    var root = Int(sleepParent[i])
    while Int(sleepParent[root]) != root { root = Int(sleepParent[root]) }
    var k = i
    while Int(sleepParent[k]) != root {
      let next = Int(sleepParent[k])
      sleepParent[k] = Int32(root)
      k = next
    }
    return Int32(root)
  }

  private func unite(_ a: Int, _ b: Int) {
    let ra = find(a)
    let rb = find(b)
    if ra != rb { sleepParent[Int(max(ra, rb))] = min(ra, rb) }
  }
}
