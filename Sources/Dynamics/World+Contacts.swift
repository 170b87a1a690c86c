import Geometry

extension World {
  /// Separates overlapping dynamic circles and exchanges the collision impulse between them.
  ///
  /// A discrete pass after motion: enough for the few free balls of the current games. The
  /// contact solver for stacks and polygons replaces it (see the Dynamics issue).
  func resolveCircleOverlaps() {
    for i in bodies.indices where bodies[i].isDynamic {
      guard case .circle(let ri) = bodies[i].shape else { continue }
      for j in (i + 1)..<bodies.count where bodies[j].isDynamic && collides(i, j) {
        guard case .circle(let rj) = bodies[j].shape else { continue }
        let delta = bodies[i].position - bodies[j].position
        let dist = delta.length
        guard dist < ri + rj else { continue }
        let n = dist > 0 ? delta / dist : Vector(dx: 0, dy: -1)
        let total = bodies[i].invMass + bodies[j].invMass
        guard total > 0 else { continue }
        let depth = ri + rj - dist
        bodies[i].position += n * (depth * bodies[i].invMass / total)
        bodies[j].position -= n * (depth * bodies[j].invMass / total)
        let vn = (bodies[i].linearVelocity - bodies[j].linearVelocity).dot(n)
        if vn < 0 {
          let e = max(bodies[i].material.elasticity, bodies[j].material.elasticity)
          let impulse = -(1 + e) * vn / total
          bodies[i].linearVelocity += n * (impulse * bodies[i].invMass)
          bodies[j].linearVelocity -= n * (impulse * bodies[j].invMass)
        }
        impacts.append(pairKey(i, partnerSerial: bodies[j].serial))
      }
    }
  }

  /// Works out which pairs touch now, and turns the difference from the last step into events.
  func updateContacts() {
    var now = impacts
    for i in bodies.indices where bodies[i].isDynamic {
      guard case .circle(let r) = bodies[i].shape else { continue }
      let p = bodies[i].position
      let reach = r + World.contactSlop
      for s in segments where collides(i, boundaryGroup: s.group) {
        if Overlap.circle(at: p, radius: reach, segmentFrom: s.a, to: s.b, fallback: .zero) != nil {
          now.append(pairKey(i, partnerSerial: s.serial))
        }
      }
      for j in bodies.indices where j != i && collides(i, j) {
        let touching: Bool
        switch bodies[j].shape {
        case .circle(let rj): touching = p.distance(to: bodies[j].position) < reach + rj
        case .polygon:
          touching =
            Overlap.circle(at: p, radius: reach, polygon: bodies[j].worldVertices(at: bodies[j].position)) != nil
        }
        if touching { now.append(pairKey(i, partnerSerial: bodies[j].serial)) }
      }
    }
    now.sort()
    var unique: [UInt64] = []
    for key in now where unique.last != key { unique.append(key) }
    events.removeAll(keepingCapacity: true)
    diff(old: contacts, new: unique)
    contacts = unique
  }

  /// Appends began events for keys only in `new` and ended events for keys only in `old`.
  private func diff(old: [UInt64], new: [UInt64]) {
    var serialToBody: [UInt32: Int] = [:]
    for i in bodies.indices { serialToBody[bodies[i].serial] = i }
    var serialToSegment: [UInt32: Int] = [:]
    for k in segments.indices { serialToSegment[segments[k].serial] = k }
    var a = 0
    var b = 0
    while a < old.count || b < new.count {
      if b == new.count || (a < old.count && old[a] < new[b]) {
        appendEvent(old[a], began: false, serialToBody, serialToSegment)
        a += 1
      } else if a == old.count || new[b] < old[a] {
        appendEvent(new[b], began: true, serialToBody, serialToSegment)
        b += 1
      } else {
        a += 1
        b += 1
      }
    }
  }

  private func appendEvent(_ key: UInt64, began: Bool, _ bodyOf: [UInt32: Int], _ segmentOf: [UInt32: Int]) {
    let lo = UInt32(truncatingIfNeeded: key >> 32)
    let hi = UInt32(truncatingIfNeeded: key)
    if let i = bodyOf[lo], let j = bodyOf[hi] {
      let common = bodies[i].itemMask & bodies[j].itemMask
      let point = Point(
        x: (bodies[i].position.x + bodies[j].position.x) / 2, y: (bodies[i].position.y + bodies[j].position.y) / 2)
      events.append(
        ContactEvent(
          began: began, item: bodies[i].item, partner: .item(bodies[j].item), point: point,
          group: common.trailingZeroBitCount))
    } else if let (i, s) = bodyAndSegment(lo, hi, bodyOf, segmentOf) {
      let seg = segments[s]
      let point = Overlap.closestPoint(on: seg.a, seg.b, to: bodies[i].position)
      events.append(
        ContactEvent(
          began: began, item: bodies[i].item, partner: .boundary(seg.identifier), point: point,
          group: seg.group))
    }
  }

  private func bodyAndSegment(_ x: UInt32, _ y: UInt32, _ bodyOf: [UInt32: Int], _ segmentOf: [UInt32: Int]) -> (
    Int, Int
  )? {
    if let i = bodyOf[x], let s = segmentOf[y] { return (i, s) }
    if let i = bodyOf[y], let s = segmentOf[x] { return (i, s) }
    return nil
  }
}
