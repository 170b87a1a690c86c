import Testing

@testable import Physics

/// The contact colouring: batches whose lanes share no moving body, every contact once, and the
/// last build's batches kept only when nothing they depend on changed.
@Suite struct ContactColoringTests {
  /// A contact between bodies `a` and `b` with `points` manifold points.
  private func contact(_ a: Int32, _ b: Int32, points: Int = 2) -> Contact {
    var m = Manifold()
    m.count = points
    return Contact(
      bodyA: a, bodyB: b, shapeA: a, shapeB: b, friction: 0.5, restitution: 0, bouncesEachSubstep: true, manifold: m)
  }

  /// A chain of `n` moving bodies, each touching the next, and each touching static body 0.
  private func pile(_ n: Int32) -> [Contact] {
    (1..<n).map { contact($0, $0 + 1) } + (1...n).map { contact(0, $0, points: 1) }
  }

  private func build(
    _ coloring: inout ContactColoring, _ contacts: [Contact], bodyCount: Int, still: Set<Int> = [0]
  ) -> (batches: [SIMD4<Int32>], colorEnds: [Int32], overflow: [Int32]) {
    var contacts = contacts
    contacts.withUnsafeMutableBufferPointer { cs in
      coloring.build(cs, bodyCount: bodyCount) { !still.contains($0) }
    }
    return (Array(coloring.batches.buffer), Array(coloring.colorEnds.buffer), Array(coloring.overflow.buffer))
  }

  @Test func noColourSharesAMovingBodyAndEveryContactHasOneLane() {
    var coloring = ContactColoring()
    let contacts = pile(30)
    let result = build(&coloring, contacts, bodyCount: 31)
    var start = 0
    for end in result.colorEnds {
      var bodies = Set<Int32>()
      for batch in result.batches[start..<Int(end)] {
        for lane in 0..<4 where batch[lane] >= 0 {
          let c = contacts[Int(batch[lane])]
          for body in [c.bodyA, c.bodyB] where body != 0 {
            #expect(bodies.insert(body).inserted, "body \(body) twice in one colour")
          }
        }
      }
      start = Int(end)
    }
    let lanes = result.batches.flatMap { b in (0..<4).map { b[$0] } }.filter { $0 >= 0 }
    #expect(lanes.sorted() == Array(0..<Int32(contacts.count)))
    #expect(result.colorEnds.count > 1, "a chain needs several colours")
  }

  @Test func aRebuildMatchesAFreshBuildWhateverChanged() {
    let contacts = pile(12)
    var changes: [(String, [Contact], Set<Int>)] = [
      ("the same contacts", contacts, [0]),
      ("a body stops moving", contacts, [0, 5]),
      (
        "a contact loses a point",
        contacts.enumerated().map {
          $0.offset == 3 ? contact($0.element.bodyA, $0.element.bodyB, points: 1) : $0.element
        }, [0]
      ),
      ("another body", contacts.enumerated().map { $0.offset == 2 ? contact(3, 9) : $0.element }, [0]),
      ("one contact fewer", Array(contacts.dropLast()), [0]),
      ("contacts reordered", contacts.reversed(), [0]),
    ]
    changes.append(("no contacts", [], [0]))
    for (change, next, still) in changes {
      var reused = ContactColoring()
      _ = build(&reused, contacts, bodyCount: 13)
      let again = build(&reused, next, bodyCount: 13, still: still)
      var fresh = ContactColoring()
      let expected = build(&fresh, next, bodyCount: 13, still: still)
      #expect(again.batches == expected.batches, "\(change)")
      #expect(again.colorEnds == expected.colorEnds, "\(change)")
      #expect(again.overflow == expected.overflow, "\(change)")
    }
  }
}
