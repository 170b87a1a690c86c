import Geometry

/// Keeps bounces from making kinetic energy: within each group of bodies that touch one another
/// this step, a sub-step's bounces may at most give back what the group had before its contacts
/// were solved.
///
/// A bounce reverses the approach speed measured when the sub-step (or, for fast contacts, the
/// step) began. When other contacts changed the speeds before this one stopped its bodies, that
/// target is stale: a ball that hits a second ball just before a wall has handed half its speed
/// on when the wall stops it, and reversing its full speed made energy out of nothing (a scene
/// of many small fast balls ended with many times the energy it began with). Bounces solved
/// together cannot tell such a sequence from a simultaneous impact, where the same targets are
/// right, so the guard measures the outcome instead: when a group's energy after the bounces
/// exceeds the largest of its energies when the step began (fast contacts bounce against the
/// speeds of then), when the sub-step began and just before the bounces, every bounce in the
/// group is scaled back by the one factor λ that brings it down to that energy.
///
/// Groups whose contacts are all perfectly elastic and frictionless must also not lose energy,
/// and `restoreEnergy` gives back what their contacts took (see there).
///
/// Groups that touch a kinematic body are left alone: a moving paddle may give energy.
struct BounceEnergyGuard: ~Copyable {
  /// What the guard keeps for one body, and, where the body is its group's root, for the group
  /// (indexed by body, as `groups` is).
  private struct Slot {
    /// Mass and rotational inertia (0 where the body cannot move or turn).
    var mass = 0.0
    var inertia = 0.0
    /// Velocities as the sub-step began, where the group conserves energy.
    var startVelocity = Vector.zero
    var startSpin = 0.0
    /// Velocities before the bounces.
    var velocity = Vector.zero
    var spin = 0.0
    /// As a root: energy when the step and the sub-step began, before the bounces; then the
    /// terms of E(λ).
    var stepEnergy = 0.0
    var startEnergy = 0.0
    var beforeEnergy = 0.0
    var linearTerm = 0.0
    var squareTerm = 0.0
    /// As a root: whether the group touches a kinematic body, whether every contact of the group
    /// is perfectly elastic and frictionless, and whether a contact of it bounces once, at the
    /// step's end.
    var exempt = false
    var conserving = false
    var bouncesOnce = false

    /// Adds `body`'s share of E(λ) = E(v₀) + λ·linear + λ²·square to this group's `linearTerm` and
    /// `squareTerm`, for its motion moving from (`v0`, `w0`) to `state`'s along λ.
    @inline(__always)
    mutating func addTerms(of body: Slot, from v0: Vector, _ w0: Double, to state: BodyState) {
      let dv = state.v - v0
      let dw = state.w - w0
      linearTerm += body.mass * v0.dot(dv) + body.inertia * w0 * dw
      squareTerm += 0.5 * (body.mass * dv.lengthSquared + body.inertia * dw * dw)
    }
  }

  private var slots = DenseArray<Slot>()
  /// Each body's group (the index of its root body), or −1 for bodies without contacts: apart from
  /// the slots, so the union-find walks 4 bytes a body instead of a whole slot.
  private var groups = DenseArray<Int32>()
  /// Whether any group conserves energy this step.
  private(set) var anyConserving = false
  /// The bodies in a guarded group, and whether any contact bounces this step at all.
  private var members = DenseArray<Int32>()
  private(set) var isActive = false
  /// The share of a group's energy below which a loss is rounding, not a contact's, and stays.
  static let negligibleLoss = 1e-9

  /// Groups the bodies by this step's contacts (union-find over contacts of two dynamic bodies).
  mutating func build(
    contacts: UnsafeMutableBufferPointer<Contact>, sims: UnsafeMutableBufferPointer<BodySim>,
    mobility: UnsafeBufferPointer<Mobility>, infos: UnsafeMutableBufferPointer<BodyInfo>
  ) {
    // Without a contact that bounces there is nothing to guard; this scan stops at the first that
    // does. Whether any contact could make a group conserve energy (perfectly elastic, frictionless)
    // is found in the grouping pass, which reads each contact anyway.
    isActive = contacts.contains { $0.restitution > 0 }
    anyConserving = false
    members.removeAll()
    guard isActive else { return }
    if slots.count != sims.count {
      slots.replace(with: repeatElement(Slot(), count: sims.count))
      groups.replace(with: repeatElement(-1, count: sims.count))
    }
    // Dynamic bodies are those with mass; static and kinematic bodies have none.
    @inline(__always)
    func moves(_ b: Int32) -> Bool { mobility[Int(b)].contains(.translates) }
    let slots = slots.buffer
    let groups = groups.buffer
    /// Makes body `b` a group of its own, unless it is in one.
    @inline(__always)
    func join(_ b: Int, _ sim: BodySim) {
      guard groups[b] < 0 else { return }
      groups[b] = Int32(b)
      slots[b].exempt = false
      slots[b].mass = 1 / sim.invMass
      slots[b].inertia = sim.invInertia > 0 ? 1 / sim.invInertia : 0
      members.append(Int32(b))
    }
    var conserves = false
    for c in contacts {
      conserves = conserves || (c.restitution >= 1 && c.friction == 0)
      let a = Int(c.bodyA)
      let b = Int(c.bodyB)
      let movesA = moves(c.bodyA)
      let movesB = moves(c.bodyB)
      if movesA { join(a, sims[a]) }
      if movesB { join(b, sims[b]) }
      if movesA && movesB {
        let ra = Self.root(a, groups)
        let rb = Self.root(b, groups)
        if ra != rb { groups[max(ra, rb)] = Int32(min(ra, rb)) }
      }
    }
    let list = members.buffer
    for m in list { groups[Int(m)] = Int32(Self.root(Int(m), groups)) }
    for c in contacts where moves(c.bodyA) != moves(c.bodyB) {
      let movesA = moves(c.bodyA)
      let (still, other) = movesA ? (Int(c.bodyB), Int(c.bodyA)) : (Int(c.bodyA), Int(c.bodyB))
      if infos[still].type == .kinematic { slots[Int(groups[other])].exempt = true }
    }
    guard conserves else { return }
    for m in list {
      slots[Int(m)].conserving = true
      slots[Int(m)].bouncesOnce = false
    }
    for c in contacts where !c.bouncesEachSubstep {
      let moving = moves(c.bodyA) ? Int(c.bodyA) : Int(c.bodyB)
      if moves(Int32(moving)) { slots[Int(groups[moving])].bouncesOnce = true }
    }
    for c in contacts where c.restitution < 1 || c.friction != 0 {
      let moving = moves(c.bodyA) ? Int(c.bodyA) : Int(c.bodyB)
      if moves(Int32(moving)) { slots[Int(groups[moving])].conserving = false }
    }
    anyConserving = list.contains {
      let r = Int(groups[Int($0)])
      return slots[r].conserving && !slots[r].exempt
    }
  }

  /// The root of body `i`'s group, shortening the path to it on the way.
  @inline(__always)
  private static func root(_ i: Int, _ groups: UnsafeMutableBufferPointer<Int32>) -> Int {
    var r = i
    while Int(groups[r]) != r { r = Int(groups[r]) }
    var k = i
    while Int(groups[k]) != r {
      let next = Int(groups[k])
      groups[k] = Int32(r)
      k = next
    }
    return r
  }

  /// Forgets this step's groups (every body back to −1).
  mutating func clear() {
    let groups = groups.buffer
    for m in members.buffer { groups[Int(m)] = -1 }
    members.removeAll()
    isActive = false
  }

  /// Records each group's energy as a sub-step begins (after gravity and forces), and as the
  /// step begins when `first`; and the velocities of then where a group conserves energy.
  mutating func recordStart(states: UnsafeMutableBufferPointer<BodyState>, first: Bool) {
    let anyConserving = anyConserving
    let members = UnsafeBufferPointer(members.buffer)
    let slots = slots.buffer
    let groups = UnsafeBufferPointer(groups.buffer)
    for m in members { slots[Int(groups[Int(m)])].startEnergy = 0 }
    for m in members {
      let i = Int(m)
      let v = states[i].v
      let w = states[i].w
      let r = Int(groups[i])
      slots[r].startEnergy += 0.5 * (slots[i].mass * v.lengthSquared + slots[i].inertia * w * w)
    }
    if first {
      for m in members {
        let r = Int(groups[Int(m)])
        slots[r].stepEnergy = slots[r].startEnergy
      }
    }
    guard anyConserving else { return }
    for m in members where first || !slots[Int(groups[Int(m)])].bouncesOnce {
      let i = Int(m)
      slots[i].startVelocity = states[i].v
      slots[i].startSpin = states[i].w
    }
  }

  /// Records the velocities just before the bounces.
  mutating func recordBeforeBounces(states: UnsafeMutableBufferPointer<BodyState>) {
    let members = UnsafeBufferPointer(members.buffer)
    let slots = slots.buffer
    for m in members {
      let i = Int(m)
      slots[i].velocity = states[i].v
      slots[i].spin = states[i].w
    }
  }

  /// Scales back the bounces of each group that came out of them with more energy than it had
  /// (see the type's comment).
  mutating func limitBounces(states: UnsafeMutableBufferPointer<BodyState>) {
    let members = UnsafeBufferPointer(members.buffer)
    let slots = slots.buffer
    let groups = UnsafeBufferPointer(groups.buffer)
    for m in members {
      let r = Int(groups[Int(m)])
      slots[r].beforeEnergy = 0
      slots[r].linearTerm = 0
      slots[r].squareTerm = 0
    }
    // E(λ) = before + λ·linear + λ²·square for velocities v₁ + λ·Δv, summed over the group.
    for m in members {
      let i = Int(m)
      let b = slots[i]
      let r = Int(groups[i])
      slots[r].beforeEnergy += 0.5 * (b.mass * b.velocity.lengthSquared + b.inertia * b.spin * b.spin)
      slots[r].addTerms(of: b, from: b.velocity, b.spin, to: states[i])
    }
    for m in members {
      let i = Int(m)
      let g = slots[Int(groups[i])]
      guard !g.exempt, g.squareTerm > 0 else { continue }
      let limit = max(g.stepEnergy, g.startEnergy, g.beforeEnergy)
      guard g.beforeEnergy + g.linearTerm + g.squareTerm > limit else { continue }
      let lambda = Self.scale(reaching: limit, g)
      Self.move(&states[i], from: slots[i].velocity, slots[i].spin, by: lambda)
    }
  }

  /// Gives each perfectly elastic, frictionless group back the energy its contacts took this
  /// sub-step (this step, for a group with a contact that bounces once). Newton's and Poisson's
  /// rules keep it where a bounce is solved exactly, but not where a contact's points and arms went
  /// stale within the step (a box that turns a radian in a sub-step: fast elastic boxes lost most
  /// of their energy) or where the bounce passes stopped before they settled. With v₀ the
  /// velocities as the sub-step began and Δv what its contacts changed, the group's velocities
  /// become v₀ + λ·Δv with λ ≥ 1 such that the energy is that of v₀: the reflection of v₀ along Δv
  /// in the mass metric, λ = −2·⟨v₀, Δv⟩ / ⟨Δv, Δv⟩. For one contact that is a perfectly elastic
  /// impulse along the one the contact gave (λ = 2 turns a contact that only stopped its bodies
  /// into a full bounce); for several, one elastic impulse along their sum.
  /// A group with a contact that bounces once waits for the step's last sub-step and measures
  /// v₀ when the step began: its contacts stop its bodies in earlier sub-steps on purpose.
  mutating func restoreEnergy(states: UnsafeMutableBufferPointer<BodyState>, last: Bool) {
    guard anyConserving else { return }
    let members = UnsafeBufferPointer(members.buffer)
    let slots = slots.buffer
    let groups = UnsafeBufferPointer(groups.buffer)
    for m in members {
      let r = Int(groups[Int(m)])
      slots[r].linearTerm = 0
      slots[r].squareTerm = 0
    }
    // E(λ) = E(v₀) + λ·linear + λ²·square for velocities v₀ + λ·Δv, summed over the group; a
    // loss (linear + square < 0) is given back at the other root of E(λ) = E(v₀),
    // λ = −linear / square.
    for m in members {
      let i = Int(m)
      let b = slots[i]
      let r = Int(groups[i])
      guard slots[r].conserving else { continue }
      slots[r].addTerms(of: b, from: b.startVelocity, b.startSpin, to: states[i])
    }
    for m in members {
      let i = Int(m)
      let g = slots[Int(groups[i])]
      guard g.conserving, !g.exempt, g.squareTerm > 0 else { continue }
      let initial = g.bouncesOnce ? g.stepEnergy : g.startEnergy
      guard last || !g.bouncesOnce, g.linearTerm + g.squareTerm < -Self.negligibleLoss * initial else { continue }
      let lambda = -g.linearTerm / g.squareTerm
      Self.move(&states[i], from: slots[i].startVelocity, slots[i].startSpin, by: lambda)
    }
  }

  /// Sets `state`'s motion to v₀ + λ·(v − v₀) (and the same for the spin), rounded toward zero so the
  /// energy stays at most that of the exact motion.
  @inline(__always)
  private static func move(_ state: inout BodyState, from v0: Vector, _ w0: Double, by lambda: Double) {
    state.setMotionRoundingDown(v0 + (state.v - v0) * lambda, w0 + (state.w - w0) * lambda)
  }

  /// The largest λ in [0, 1] with E(λ) = `target` for group `g` (E(0) ≤ target < E(1)).
  @inline(__always)
  private static func scale(reaching target: Double, _ g: Slot) -> Double {
    let a = g.squareTerm
    let b = g.linearTerm
    let c = g.beforeEnergy - target
    return min(1, max(0, (-b + max(0, b * b - 4 * a * c).squareRoot()) / (2 * a)))
  }
}
