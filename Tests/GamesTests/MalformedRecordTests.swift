import Replay
import Testing

/// Records a player could post that are malformed in ways the parser must refuse, not trap on: a `ticket`
/// line without its token, and pointer lines whose phase or id is not a 32-bit whole number (a submitted
/// record is replayed by the server, so a trap here would stop it). Coordinates and times out of range
/// are played or refused, never a crash.
@Suite struct MalformedRecordTests {
  @Test(arguments: ["ticket", "ticket ", "ticket a b"])
  func aTicketLineWithoutOneTokenIsRefused(line: String) {
    #expect(throws: InputLog.Failure.self) { try InputLog.play("start 1\n\(line)\nopen pong\nf 16") }
  }

  @Test(arguments: [
    "pointer 1e10 0 0 0 0", "pointer 0 1e10 0 0 0", "pointer nan 0 0 0 0", "pointer 0 inf 0 0 0",
    "pointer -2147483649 0 0 0 0", "pointer 0 2147483648 0 0 0", "pointer 0.5 0 0 0 0", "pointer 0 -inf 0 0 0",
  ])
  func aPointerWhosePhaseOrIdIsNoInt32IsRefused(line: String) {
    #expect(throws: InputLog.Failure.self) { try InputLog.play("start 1\nopen pong\nf 16\n\(line)\nf 16") }
  }

  @Test(arguments: [
    "pointer 0 0 nan nan 0", "pointer 0 0 inf -inf 0", "pointer 0 0 1e300 -1e300 0", "pointer 0 0 0 0 nan",
    "pointer 0 0 0 0 inf", "pointer 0 0 0 0 -1e300", "pointer 1 0 1e308 1e308 1e15",
  ])
  func aPointerFarOffTheCourtOrInTimeDoesNotStopTheReplay(line: String) {
    _ = try? InputLog.play("start 1\nopen pong\nf 16\n\(line)\nf 16\npointer 2 0 0 0 40\nf 16")
  }
}
