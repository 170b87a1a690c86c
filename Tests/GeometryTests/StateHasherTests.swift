import Testing

@testable import Geometry

@Suite struct StateHasherTests {
  @Test func knownValueAndSensitivity() {
    var a = StateHasher()
    a.combine(1.5)
    var b = StateHasher()
    b.combine(1.5000000000000002)
    #expect(a.value != b.value)
    #expect(a.hex.utf8.count == 16)
    #expect(StateHasher().hex == "cbf29ce484222325")
  }
}
