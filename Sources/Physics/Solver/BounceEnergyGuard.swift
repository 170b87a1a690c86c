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
  /// Mass and rotational inertia of each guarded body (0 where it cannot move or turn).
  private var mass: [Double] = []
  private var inertia: [Double] = []
  /// Velocities of the guarded bodies before the bounces.
  private var velocity: [Vector] = []
  private var spin: [Double] = []
  /// The bodies in a guarded group, and whether any contact bounces this step at all.
  private var members: [Int32] = []
  private(set) var isActive = false

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
      velocity = [Vector](repeating: .zero, count: n)
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
  /// step begins when `first`.
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
      let after = beforeEnergy[r] + linearTerm[r] + squareTerm[r]
      guard after > limit else { continue }
      // The largest λ in [0, 1] with E(λ) ≤ limit (E(0) = before ≤ limit, so one exists).
      let a = squareTerm[r]
      let b = linearTerm[r]
      let c = beforeEnergy[r] - limit
      let lambda = min(1, max(0, (-b + max(0, b * b - 4 * a * c).squareRoot()) / (2 * a)))
      states[i].v = velocity[i] + (states[i].v - velocity[i]) * lambda
      states[i].w = spin[i] + (states[i].w - spin[i]) * lambda
    }
  }

  /// ½mv² + ½Iω² of guarded body `i` at velocity `v` and spin `w`.
  @inline(__always)
  private func energy(_ i: Int, _ v: Vector, _ w: Double) -> Double {
    0.5 * (mass[i] * v.lengthSquared + inertia[i] * w * w)
  }
}
