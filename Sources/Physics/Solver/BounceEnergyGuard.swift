import Geometry

/// Keeps bounces from making kinetic energy: within each group of bodies that touch one another
/// this step, a sub-step's bounces may at most give back what the group had before its contacts
/// were solved.
///
/// A bounce reverses the approach speed measured when the sub-step (or, for fast contacts, the
/// step) began. When other contacts changed the speeds before this one stopped its bodies, that
/// target is stale: a ball that hits a second ball just before a wall has handed half its speed
/// on when the wall stops it, and reversing its full speed made energy out of nothing (the
/// scene of 200 small fast balls ended with 75 times the energy it began with). Bounces solved
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
struct BounceEnergyGuard {
  /// Each body's group (the index of its root body), or −1 for bodies without contacts.
  private var group: [Int32] = []
  /// Per root: energy when the step and the sub-step began; then the terms of E(λ).
  private var stepEnergy: [Double] = []
  private var startEnergy: [Double] = []
  private var beforeEnergy: [Double] = []
  private var linearTerm: [Double] = []
  private var squareTerm: [Double] = []
  /// Per root: whether the group touches a kinematic body.
  private var exempt: [Bool] = []
  /// Per root: whether every contact of the group is perfectly elastic and frictionless.
  private var conserving: [Bool] = []
  /// Per root: whether a contact of the group bounces once, at the step's end.
  private var bouncesOnce: [Bool] = []
  /// Whether any group conserves energy this step.
  private(set) var anyConserving = false
  /// Velocities of the guarded bodies as the sub-step began, where a group conserves energy.
  private var startVelocity: [Vector] = []
  private var startSpin: [Double] = []
  /// Mass and rotational inertia of each guarded body (0 where it cannot move or turn).
  private var mass: [Double] = []
  private var inertia: [Double] = []
  /// Velocities of the guarded bodies before the bounces.
  private var velocity: [Vector] = []
  private var spin: [Double] = []
  /// The bodies in a guarded group, and whether any contact bounces this step at all.
  private var members: [Int32] = []
  private(set) var isActive = false
  /// The share of a group's energy below which a loss is rounding, not a contact's, and stays.
  static let negligibleLoss = 1e-9

  /// Groups the bodies by this step's contacts (union-find over contacts of two dynamic bodies).
  mutating func build(
    contacts: UnsafeMutableBufferPointer<Contact>, sims: UnsafeMutableBufferPointer<BodySim>, infos: [BodyInfo]
  ) {
    isActive = contacts.contains { $0.restitution > 0 }
    members.removeAll(keepingCapacity: true)
    guard isActive else { return }
    let n = sims.count
    if group.count != n {
      group = [Int32](repeating: -1, count: n)
      startEnergy = [Double](repeating: 0, count: n)
      stepEnergy = startEnergy
      beforeEnergy = startEnergy
      linearTerm = startEnergy
      squareTerm = startEnergy
      exempt = [Bool](repeating: false, count: n)
      conserving = exempt
      bouncesOnce = exempt
      velocity = [Vector](repeating: .zero, count: n)
      startVelocity = velocity
      startSpin = startEnergy
      spin = startEnergy
      mass = startEnergy
      inertia = startEnergy
    }
    // Dynamic bodies are those with mass; static and kinematic bodies have none.
    var list: [Int32] = []
    swap(&list, &members)
    group.withUnsafeMutableBufferPointer { group in
      exempt.withUnsafeMutableBufferPointer { exempt in
        mass.withUnsafeMutableBufferPointer { mass in
          inertia.withUnsafeMutableBufferPointer { inertia in
            /// Makes body `b` a group of its own, unless it is in one.
            @inline(__always)
            func join(_ b: Int, _ sim: BodySim) {
              guard group[b] < 0 else { return }
              group[b] = Int32(b)
              exempt[b] = false
              mass[b] = 1 / sim.invMass
              inertia[b] = sim.invInertia > 0 ? 1 / sim.invInertia : 0
              list.append(Int32(b))
            }
            for c in contacts {
              let a = Int(c.bodyA)
              let b = Int(c.bodyB)
              let movesA = sims[a].invMass > 0
              let movesB = sims[b].invMass > 0
              if movesA { join(a, sims[a]) }
              if movesB { join(b, sims[b]) }
              if movesA && movesB {
                let ra = Self.root(a, group)
                let rb = Self.root(b, group)
                if ra != rb { group[max(ra, rb)] = Int32(min(ra, rb)) }
              }
            }
            for m in list { group[Int(m)] = Int32(Self.root(Int(m), group)) }
            for c in contacts where (sims[Int(c.bodyA)].invMass > 0) != (sims[Int(c.bodyB)].invMass > 0) {
              let movesA = sims[Int(c.bodyA)].invMass > 0
              let (still, other) = movesA ? (Int(c.bodyB), Int(c.bodyA)) : (Int(c.bodyA), Int(c.bodyB))
              if infos[still].type == .kinematic { exempt[Int(group[other])] = true }
            }
          }
        }
      }
    }
    swap(&list, &members)
    for m in members {
      conserving[Int(m)] = true
      bouncesOnce[Int(m)] = false
    }
    for c in contacts where !c.bouncesEachSubstep {
      let moving = sims[Int(c.bodyA)].invMass > 0 ? Int(c.bodyA) : Int(c.bodyB)
      if sims[moving].invMass > 0 { bouncesOnce[Int(group[moving])] = true }
    }
    for c in contacts where c.restitution < 1 || c.friction != 0 {
      let moving = sims[Int(c.bodyA)].invMass > 0 ? Int(c.bodyA) : Int(c.bodyB)
      if sims[moving].invMass > 0 { conserving[Int(group[moving])] = false }
    }
    anyConserving = members.contains { conserving[Int(group[Int($0)])] && !exempt[Int(group[Int($0)])] }
  }

  /// The root of body `i`'s group, shortening the path to it on the way.
  @inline(__always)
  private static func root(_ i: Int, _ group: UnsafeMutableBufferPointer<Int32>) -> Int {
    var r = i
    while Int(group[r]) != r { r = Int(group[r]) }
    var k = i
    while Int(group[k]) != r {
      let next = Int(group[k])
      group[k] = Int32(r)
      k = next
    }
    return r
  }

  /// Forgets this step's groups (every body back to −1).
  mutating func clear() {
    for m in members { group[Int(m)] = -1 }
    members.removeAll(keepingCapacity: true)
    isActive = false
  }

  /// Records each group's energy as a sub-step begins (after gravity and forces), and as the
  /// step begins when `first`; and the velocities of then where a group conserves energy.
  mutating func recordStart(states: UnsafeMutableBufferPointer<BodyState>, first: Bool) {
    members.withUnsafeBufferPointer { members in
      group.withUnsafeBufferPointer { group in
        mass.withUnsafeBufferPointer { mass in
          inertia.withUnsafeBufferPointer { inertia in
            startEnergy.withUnsafeMutableBufferPointer { start in
              for m in members { start[Int(group[Int(m)])] = 0 }
              for m in members {
                let i = Int(m)
                let v = states[i].v
                let w = states[i].w
                start[Int(group[i])] += 0.5 * (mass[i] * v.lengthSquared + inertia[i] * w * w)
              }
              guard first else { return }
              stepEnergy.withUnsafeMutableBufferPointer { step in
                for m in members { step[Int(group[Int(m)])] = start[Int(group[Int(m)])] }
              }
            }
          }
        }
      }
    }
    guard anyConserving else { return }
    for m in members where first || !bouncesOnce[Int(group[Int(m)])] {
      let i = Int(m)
      startVelocity[i] = states[i].v
      startSpin[i] = states[i].w
    }
  }

  /// Records the velocities just before the bounces.
  mutating func recordBeforeBounces(states: UnsafeMutableBufferPointer<BodyState>) {
    members.withUnsafeBufferPointer { members in
      velocity.withUnsafeMutableBufferPointer { velocity in
        spin.withUnsafeMutableBufferPointer { spin in
          for m in members {
            let i = Int(m)
            velocity[i] = states[i].v
            spin[i] = states[i].w
          }
        }
      }
    }
  }

  /// Scales back the bounces of each group that came out of them with more energy than it had
  /// (see the type's comment).
  mutating func limitBounces(states: UnsafeMutableBufferPointer<BodyState>) {
    for m in members {
      let r = Int(group[Int(m)])
      beforeEnergy[r] = 0
      linearTerm[r] = 0
      squareTerm[r] = 0
    }
    // E(λ) = before + λ·linear + λ²·square for velocities v₁ + λ·Δv, summed over the group.
    for m in members {
      let i = Int(m)
      let r = Int(group[i])
      let dv = states[i].v - velocity[i]
      let dw = states[i].w - spin[i]
      beforeEnergy[r] += energy(i, velocity[i], spin[i])
      linearTerm[r] += mass[i] * velocity[i].dot(dv) + inertia[i] * spin[i] * dw
      squareTerm[r] += 0.5 * (mass[i] * dv.lengthSquared + inertia[i] * dw * dw)
    }
    for m in members {
      let i = Int(m)
      let r = Int(group[i])
      guard !exempt[r], squareTerm[r] > 0 else { continue }
      let limit = max(stepEnergy[r], startEnergy[r], beforeEnergy[r])
      guard beforeEnergy[r] + linearTerm[r] + squareTerm[r] > limit else { continue }
      let lambda = scale(reaching: limit, r)
      states[i].v = velocity[i] + (states[i].v - velocity[i]) * lambda
      states[i].w = spin[i] + (states[i].w - spin[i]) * lambda
    }
  }

  /// Gives each perfectly elastic, frictionless group back the energy its contacts took this
  /// sub-step (this step, for a group with a contact that bounces once). Newton's and Poisson's
  /// rules keep it where a bounce is solved exactly, but not where a contact's points and arms went
  /// stale within the step (a box that turns a radian in a sub-step: fast_boxes_n100 kept 32% of
  /// its energy over 10 s, elastic_mixed_n500 30%) or where the bounce passes stopped before they
  /// settled. With v₀ the velocities as the sub-step began and Δv what its contacts changed, the
  /// group's velocities become v₀ + λ·Δv with λ ≥ 1 such that the energy is that of v₀: the
  /// reflection of v₀ along Δv in the mass metric, λ = −2·⟨v₀, Δv⟩ / ⟨Δv, Δv⟩. For one contact that
  /// is a perfectly elastic impulse along the one the contact gave (λ = 2 turns a contact that only
  /// stopped its bodies into a full bounce); for several, one elastic impulse along their sum.
  /// A group with a contact that bounces once waits for the step's last sub-step and measures
  /// v₀ when the step began: its contacts stop its bodies in earlier sub-steps on purpose.
  mutating func restoreEnergy(states: UnsafeMutableBufferPointer<BodyState>, last: Bool) {
    guard anyConserving else { return }
    for m in members {
      let r = Int(group[Int(m)])
      linearTerm[r] = 0
      squareTerm[r] = 0
    }
    // E(λ) = E(v₀) + λ·linear + λ²·square for velocities v₀ + λ·Δv, summed over the group; a loss
    // (linear + square < 0) is given back at the other root of E(λ) = E(v₀), λ = −linear / square.
    for m in members {
      let i = Int(m)
      let r = Int(group[i])
      guard conserving[r] else { continue }
      let dv = states[i].v - startVelocity[i]
      let dw = states[i].w - startSpin[i]
      linearTerm[r] += mass[i] * startVelocity[i].dot(dv) + inertia[i] * startSpin[i] * dw
      squareTerm[r] += 0.5 * (mass[i] * dv.lengthSquared + inertia[i] * dw * dw)
    }
    for m in members {
      let i = Int(m)
      let r = Int(group[i])
      guard conserving[r], !exempt[r], squareTerm[r] > 0 else { continue }
      let initial = bouncesOnce[r] ? stepEnergy[r] : startEnergy[r]
      guard last || !bouncesOnce[r], linearTerm[r] + squareTerm[r] < -Self.negligibleLoss * initial else { continue }
      let lambda = -linearTerm[r] / squareTerm[r]
      states[i].v = startVelocity[i] + (states[i].v - startVelocity[i]) * lambda
      states[i].w = startSpin[i] + (states[i].w - startSpin[i]) * lambda
    }
  }

  /// The largest λ in [0, 1] with E(λ) = `target` for group `r` (E(0) ≤ target < E(1)).
  @inline(__always)
  private func scale(reaching target: Double, _ r: Int) -> Double {
    let a = squareTerm[r]
    let b = linearTerm[r]
    let c = beforeEnergy[r] - target
    return min(1, max(0, (-b + max(0, b * b - 4 * a * c).squareRoot()) / (2 * a)))
  }

  /// ½mv² + ½Iω² of guarded body `i` at velocity `v` and spin `w`.
  @inline(__always)
  private func energy(_ i: Int, _ v: Vector, _ w: Double) -> Double {
    0.5 * (mass[i] * v.lengthSquared + inertia[i] * w * w)
  }
}
