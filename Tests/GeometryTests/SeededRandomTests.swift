import Testing

@testable import Geometry

@Suite struct SeededRandomTests {
  @Test func sameSeedSameSequence() {
    var a = SeededRandom(seed: 99)
    var b = SeededRandom(seed: 99)
    var c = SeededRandom(seed: 100)
    let first = (0..<100).map { _ in a.next() }
    #expect(first == (0..<100).map { _ in b.next() })
    #expect(first != (0..<100).map { _ in c.next() })
  }

  @Test func doublesStayInRangeAndSpreadEvenly() {
    var r = SeededRandom(seed: 7)
    var buckets = [Int](repeating: 0, count: 10)
    for _ in 0..<100_000 {
      let x = r.nextDouble()
      #expect(x >= 0 && x < 1)
      buckets[Int(x * 10)] += 1
    }
    for count in buckets { #expect(abs(count - 10_000) < 500) }
  }

  @Test func boundedIntegersStayBelowTheBound() {
    var r = SeededRandom(seed: 3)
    var seen = Set<UInt64>()
    for _ in 0..<10_000 {
      let v = r.next(below: 6)
      #expect(v < 6)
      seen.insert(v)
    }
    #expect(seen.count == 6)
  }
}
