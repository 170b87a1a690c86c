import Geometry

// Sleeping (Box2D's islands, simplified): after each step, dynamic bodies that touch or are
// jointed are grouped with a union-find; a group whose every body has moved slower than
// `sleepThreshold` for `timeToSleep` seconds goes to sleep. Sleeping bodies are left out of
// integration and solving; their shapes join the static grid, so an awake body that reaches one
// finds it and wakes its whole group.

extension PhysicsWorld {
  /// True unless the body sleeps.
  public func isAwake(_ id: BodyID) -> Bool { isValid(id) && bodies.infos[Int(id.index)].isAwake }

  /// Wakes a body (and everything it rests with), or puts it to sleep at once.
  public func setAwake(_ awake: Bool, of id: BodyID) {
    guard isValid(id), bodies.infos[Int(id.index)].type == .dynamic else { return }
    if awake {
      wake(Int(id.index))
    } else if bodies.infos[Int(id.index)].isAwake {
      putToSleep(Int(id.index), island: id.index)
      keepContactsOfSleepers(contacts.previous, caches: contacts.previousCaches, island: id.index)
      bodies.listsAreStale = true
      broadPhase.staticsChanged = true
    }
  }

  /// The number of dynamic bodies that are awake.
  public var awakeBodyCount: Int {
    bodies.infos.buffer.reduce(0) { $0 + ($1.isAlive && $1.type == .dynamic && $1.isAwake ? 1 : 0) }
  }

  /// Wakes body `i` and every body that fell asleep with it.
  func wake(_ i: Int) {
    guard bodies.infos[i].isAlive, !bodies.infos[i].isAwake else { return }
    let island = bodies.infos[i].sleepIsland
    takeSleepingContacts(of: island)
    for k in bodies.infos.indices where !bodies.infos[k].isAwake && bodies.infos[k].sleepIsland == island {
      bodies.infos[k].isAwake = true
      bodies.infos[k].sleepTime = 0
      bodies.states[k] = BodyState()
    }
    bodies.listsAreStale = true
    broadPhase.staticsChanged = true
  }

  /// Wakes the bodies touching `shape`, or any shape of `body`, and those jointed to `body`
  /// (before the shape or body moves or goes away).
  @_optimize(size)
  func wakeNeighbours(ofShape shape: Int32? = nil, body: Int32? = nil) {
    var boxes: [AABB] = []
    if let shape { boxes.append(shapes[Int(shape)].aabb) }
    if let body { boxes += bodies.infos[Int(body)].shapes.map { shapes[Int($0)].aabb } }
    for c in contacts.previous.buffer where c.shapeA == shape || c.shapeB == shape || c.bodyA == body || c.bodyB == body
    {
      wake(Int(c.bodyA))
      wake(Int(c.bodyB))
    }
    // Sleeping bodies have no contacts: find them by their bounds.
    for box in boxes {
      let reach = box.expanded(by: speculativeDistance + linearSlop)
      for s in shapes.indices where shapes[s].isAlive && !bodies.infos[Int(shapes[s].body)].isAwake {
        if shapes[s].aabb.overlaps(reach) { wake(Int(shapes[s].body)) }
      }
    }
    guard let body else { return }
    for j in joints.records.buffer where j.isAlive && (j.bodyA == body || j.bodyB == body) {
      wake(Int(j.bodyA))
      if j.bodyB >= 0 { wake(Int(j.bodyB)) }
    }
  }

  /// Counts rest time, groups touching and jointed bodies, and puts groups at rest to sleep.
  /// Flat arrays indexed by body (no dictionaries): it runs after every step over every moving body.
  /// Compiled for size, as bookkeeping that takes no measurable share of a step.
  @_optimize(size)
  func updateSleep(dt: Double) {
    guard enableSleep else { return }
    if islands.parent.count != bodies.infos.count {
      islands.parent.resize(to: bodies.infos.count, filling: 0)
      islands.rest.resize(to: bodies.infos.count, filling: 0)
    }
    countRestTime(dt: dt)
    uniteTouchingBodies()
    // No group can rest long enough unless one of its bodies has.
    guard bodies.moving.buffer.contains(where: { bodies.infos[Int($0)].sleepTime >= timeToSleep }) else { return }
    for j in joints.records.buffer where j.isAlive && j.bodyB >= 0 {
      let a = Int(j.bodyA)
      let b = Int(j.bodyB)
      if bodies.infos[a].type == .dynamic && bodies.infos[b].type == .dynamic && bodies.infos[a].isAwake
        && bodies.infos[b].isAwake
      {
        unite(a, b)
      }
    }
    for b in bodies.moving.buffer { islands.rest[Int(b)] = .infinity }
    for b in bodies.moving.buffer where bodies.infos[Int(b)].type == .dynamic {
      let root = Int(find(Int(b)))
      islands.rest[root] = min(islands.rest[root], bodies.infos[Int(b)].sleepTime)
    }
    var slept = false
    for b in bodies.moving.buffer where bodies.infos[Int(b)].type == .dynamic {
      let root = find(Int(b))
      guard islands.rest[Int(root)] >= timeToSleep else { continue }
      putToSleep(Int(b), island: root)
      slept = true
    }
    if slept {
      keepContactsOfSleepers(contacts.current, caches: contacts.caches)
      bodies.listsAreStale = true
      broadPhase.staticsChanged = true
    }
  }

  /// Resets each moving body's union-find parent, and adds `dt` to the rest time of dynamic
  /// bodies slower than `sleepThreshold` (at their farthest shape's reach), zeroing the others'.
  private func countRestTime(dt: Double) {
    for b in bodies.moving.buffer {
      let i = Int(b)
      islands.parent[i] = b
      guard bodies.infos[i].type == .dynamic else { continue }
      let s = bodies.states[i]
      var extent = 0.0
      for k in bodies.infos[i].shapes {
        extent = max(extent, 0.5 * max(shapes[Int(k)].aabb.width, shapes[Int(k)].aabb.height))
      }
      if s.v.length + extent * abs(s.w) > sleepThreshold {
        bodies.infos[i].sleepTime = 0
      } else {
        bodies.infos[i].sleepTime += dt
      }
    }
  }

  /// Groups dynamic bodies that touch; a moving kinematic body keeps what it touches awake.
  private func uniteTouchingBodies() {
    for k in contacts.indices {
      let a = Int(contacts[k].bodyA)
      let b = Int(contacts[k].bodyB)
      let typeA = bodies.infos[a].type
      let typeB = bodies.infos[b].type
      if typeA == .dynamic && typeB == .dynamic {
        unite(a, b)
      } else if typeA == .kinematic || typeB == .kinematic {
        let (kinematic, other) = typeA == .kinematic ? (a, b) : (b, a)
        if bodies.states[kinematic].v != .zero || bodies.states[kinematic].w != 0 { bodies.infos[other].sleepTime = 0 }
      }
    }
  }

  /// Keeps the contacts of `stepContacts` whose bodies now all sleep (or are static), of `island` only
  /// when given, with their impulses and their kept manifolds (in `caches`), for their island's waking
  /// (`giveBackWokenContacts`). The contacts of a step hold no island asleep before it: those have none.
  @_optimize(size)
  private func keepContactsOfSleepers(
    _ stepContacts: borrowing DenseArray<Contact>, caches: borrowing DenseArray<ManifoldCache>, island: Int32? = nil
  ) {
    @inline(__always)
    func sleepsOrStands(_ b: Int32) -> Bool {
      bodies.infos[Int(b)].type == .static || (bodies.infos[Int(b)].type == .dynamic && !bodies.infos[Int(b)].isAwake)
    }
    for k in stepContacts.indices {
      let contact = stepContacts[k]
      guard sleepsOrStands(contact.bodyA) && sleepsOrStands(contact.bodyB) else { continue }
      let sleeper = bodies.infos[Int(contact.bodyA)].type == .dynamic ? contact.bodyA : contact.bodyB
      let root = bodies.infos[Int(sleeper)].sleepIsland
      guard island == nil || root == island else { continue }
      let cache = contact.cacheIndex >= 0 ? caches[Int(contact.cacheIndex)] : nil
      islands.sleepingContacts.append(SleepingContact(island: root, contact: contact, cache: cache))
    }
  }

  /// Moves the contacts kept for `island` to those woken.
  @_optimize(size)
  private func takeSleepingContacts(of island: Int32) {
    var k = 0
    while k < islands.sleepingContacts.count {
      if islands.sleepingContacts[k].island == island {
        islands.wokenContacts.append(islands.sleepingContacts[k])
        islands.sleepingContacts[k] = islands.sleepingContacts[islands.sleepingContacts.count - 1]
        islands.sleepingContacts.removeLast()
      } else {
        k += 1
      }
    }
  }

  /// Hands the contacts of the islands woken since the last narrow phase, and their kept manifolds, to
  /// the next one as last step's, so it carries their impulses over and reuses what still fits.
  @_optimize(size)
  func giveBackWokenContacts() {
    guard !islands.wokenContacts.isEmpty else { return }
    for var woken in islands.wokenContacts {
      woken.contact.cacheIndex = -1
      if let cache = woken.cache {
        woken.contact.cacheIndex = Int32(contacts.previousCaches.count)
        contacts.previousCaches.append(cache)
      }
      contacts.previous.append(woken.contact)
    }
    contacts.previousIndex.invalidate()
    islands.wokenContacts.removeAll(keepingCapacity: true)
  }

  /// Puts body `i` to sleep as a member of `island` (the caller marks the body lists changed).
  private func putToSleep(_ i: Int, island: Int32) {
    bodies.infos[i].isAwake = false
    bodies.infos[i].sleepIsland = island
    bodies.states[i] = BodyState()
  }

  private func find(_ i: Int) -> Int32 {
    var root = Int(islands.parent[i])
    while Int(islands.parent[root]) != root { root = Int(islands.parent[root]) }
    var k = i
    while Int(islands.parent[k]) != root {
      let next = Int(islands.parent[k])
      islands.parent[k] = Int32(root)
      k = next
    }
    return Int32(root)
  }

  private func unite(_ a: Int, _ b: Int) {
    let ra = find(a)
    let rb = find(b)
    if ra != rb { islands.parent[Int(max(ra, rb))] = min(ra, rb) }
  }
}
