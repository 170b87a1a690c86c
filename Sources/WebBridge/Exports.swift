import GameKit
import Host
import Stage

// The wasm module's exports (docs/web-bridge.md). Each parses its arguments and makes one call
// into `AppHost`; buffers shared with JavaScript live in `Buffers`.

/// The app the exports drive; the benchmark module (BenchBridge) starts one of its own.
package nonisolated(unsafe) var host: AppHost?

/// Creates the app with `seed` (replacing any previous one).
@_expose(wasm, "kinetic_start") @_cdecl("kinetic_start")
public func kineticStart(seed: UInt64) {
  host = AppHost(seed: seed)
}

/// Restarts the open game with `seed`.
@_expose(wasm, "kinetic_seed") @_cdecl("kinetic_seed")
public func kineticSeed(seed: UInt32) {
  host?.reseed(UInt64(seed))
}

/// A buffer of `length` bytes for JavaScript to write UTF-8 input into.
@_expose(wasm, "kinetic_input_buffer") @_cdecl("kinetic_input_buffer")
public func kineticInputBuffer(length: Int32) -> Int32 {
  Buffers.input.reserve(Int(max(0, length)))
}

/// Opens the game whose id is in the input buffer; 1 when it opened, 0 for an unknown id.
@_expose(wasm, "kinetic_open") @_cdecl("kinetic_open")
public func kineticOpen(length: Int32) -> Int32 {
  guard let host else { return 0 }
  return host.open(Buffers.input.string(length: Int(length))) ? 1 : 0
}

/// Runs the named action in the input buffer.
@_expose(wasm, "kinetic_action") @_cdecl("kinetic_action")
public func kineticAction(length: Int32) {
  host?.perform(Buffers.input.string(length: Int(length)))
}

/// The canvas is `width` × `height` CSS pixels at `scale` device pixels each.
@_expose(wasm, "kinetic_resize") @_cdecl("kinetic_resize")
public func kineticResize(width: Double, height: Double, scale: Double) {
  host?.resize(width: width, height: height, scale: scale)
}

/// Advances to `timeMs` and renders; returns the display list's length in floats.
@_expose(wasm, "kinetic_frame") @_cdecl("kinetic_frame")
public func kineticFrame(timeMs: Double) -> Int32 {
  guard let host else { return 0 }
  host.frame(timeMs: timeMs)
  Buffers.publish(host.displayList)
  return Int32(host.displayList.floats.count)
}

/// Address of the display list's floats.
@_expose(wasm, "kinetic_display_ptr") @_cdecl("kinetic_display_ptr")
public func kineticDisplayPointer() -> Int32 { Buffers.display.address }

/// Address of the display list's string table.
@_expose(wasm, "kinetic_strings_ptr") @_cdecl("kinetic_strings_ptr")
public func kineticStringsPointer() -> Int32 { Buffers.strings.address }

/// Length of the display list's string table, in bytes.
@_expose(wasm, "kinetic_strings_len") @_cdecl("kinetic_strings_len")
public func kineticStringsLength() -> Int32 { Int32(host?.displayList.strings.count ?? 0) }

/// A pointer event: phase 0 down, 1 move, 2 up, 3 cancel; coordinates in CSS pixels.
@_expose(wasm, "kinetic_pointer") @_cdecl("kinetic_pointer")
public func kineticPointer(phase: Int32, id: Int32, x: Double, y: Double, timeMs: Double) {
  guard let phase = PointerEvent.Phase(rawValue: phase) else { return }
  host?.pointer(phase: phase, id: id, x: x, y: y, timeMs: timeMs)
}

/// The device's gravity in g along the screen's axes (x right, y down), from its motion sensors.
@_expose(wasm, "kinetic_motion") @_cdecl("kinetic_motion")
public func kineticMotion(x: Double, y: Double) {
  host?.deviceMotion(x: x, y: y)
}

/// A key went down (1) or up (0); unknown codes are ignored.
@_expose(wasm, "kinetic_key") @_cdecl("kinetic_key")
public func kineticKey(code: Int32, down: Int32) {
  guard let key = Key(rawValue: code) else { return }
  host?.key(key, isDown: down != 0)
}

/// Writes the open game's state JSON to the output buffer; returns its length.
@_expose(wasm, "kinetic_state") @_cdecl("kinetic_state")
public func kineticState() -> Int32 { Buffers.output.write(host?.stateJSON() ?? "{}") }

/// Writes and clears the pending events (a JSON array); returns the length.
@_expose(wasm, "kinetic_events") @_cdecl("kinetic_events")
public func kineticEvents() -> Int32 { Buffers.output.write(host?.takeEventsJSON() ?? "[]") }

/// Writes the catalog of games (a JSON array of id, title and playable) to the output buffer; returns the length.
@_expose(wasm, "kinetic_catalog") @_cdecl("kinetic_catalog")
public func kineticCatalog() -> Int32 { Buffers.output.write(Catalog.json) }

/// Writes the state checksum (16 hex digits); returns the length.
@_expose(wasm, "kinetic_checksum") @_cdecl("kinetic_checksum")
public func kineticChecksum() -> Int32 { Buffers.output.write(host?.checksum() ?? "") }

/// Address of the output buffer.
@_expose(wasm, "kinetic_output_ptr") @_cdecl("kinetic_output_ptr")
public func kineticOutputPointer() -> Int32 { Buffers.output.address }

/// Applies the control changes in the input buffer (`id=value` lines); returns how many took effect.
@_expose(wasm, "kinetic_control") @_cdecl("kinetic_control")
public func kineticControl(length: Int32) -> Int32 {
  guard let host else { return 0 }
  return Int32(host.control(Buffers.input.string(length: Int(length))))
}

/// Writes the open game's controls (JSON) to the output buffer; returns the length.
@_expose(wasm, "kinetic_controls") @_cdecl("kinetic_controls")
public func kineticControls() -> Int32 {
  Buffers.output.write(host?.controlsJSON() ?? #"{"revision":0,"controls":[]}"#)
}

/// A number that changes whenever the controls do (read it after each frame; fetch the JSON on change).
@_expose(wasm, "kinetic_controls_revision") @_cdecl("kinetic_controls_revision")
public func kineticControlsRevision() -> Int32 { host?.controlsRevision ?? 0 }

/// Writes the record of the run that raised the latest score event (empty when none); returns its length.
@_expose(wasm, "kinetic_record") @_cdecl("kinetic_record")
public func kineticRecord() -> Int32 { Buffers.output.write(host?.latestScoreRecord ?? "") }

/// Puts the clock where the record's `clock` line in the input buffer says; 1 when it could.
@_expose(wasm, "kinetic_clock") @_cdecl("kinetic_clock")
public func kineticClock(length: Int32) -> Int32 {
  guard let host else { return 0 }
  return host.restoreClock(Buffers.input.string(length: Int(length))) ? 1 : 0
}

/// Takes the open game off the screen with nothing in its place (a record's `away` line).
@_expose(wasm, "kinetic_away") @_cdecl("kinetic_away")
public func kineticAway() { host?.leaveOpenGame() }

/// Offers a run ticket for the open game's next run: its token in the input buffer, its seed as
/// `seed`. 1 when the host took it, 2 while a ticket waits (withdraw that one first), 0 when it refused
/// it (no game open, one that keeps no scores, a token a record line cannot carry).
@_expose(wasm, "kinetic_ticket") @_cdecl("kinetic_ticket")
public func kineticTicket(length: Int32, seed: UInt32) -> Int32 {
  guard let host, let game = host.scene?.gameID,
    let ticket = RunTicket(utf8: Buffers.input.bytes(length: Int(length)), seed: UInt64(seed))
  else { return 0 }
  if host.ticketGame != nil { return 2 }
  return host.offerTicket(ticket, for: game) ? 1 : 0
}

/// Takes back the run ticket waiting for a run; 1 when one waited.
@_expose(wasm, "kinetic_ticket_withdraw") @_cdecl("kinetic_ticket_withdraw")
public func kineticTicketWithdraw() -> Int32 { host?.withdrawTicket() != nil ? 1 : 0 }

/// How many runs have begun from a run ticket (read it after each frame; offer another when it moves).
@_expose(wasm, "kinetic_tickets_used") @_cdecl("kinetic_tickets_used")
public func kineticTicketsUsed() -> Int32 { Int32(truncatingIfNeeded: host?.ticketsUsed ?? 0) }

/// Writes the open game's how-to as JSON (`{"game","title","sections":[{"heading","lines"}]}`); returns its length.
@_expose(wasm, "kinetic_howto") @_cdecl("kinetic_howto")
public func kineticHowTo() -> Int32 { Buffers.output.write(host?.howToJSON() ?? "{}") }

/// A number that changes whenever the open game's accessibility tree does (read it after each frame).
@_expose(wasm, "kinetic_accessibility_revision") @_cdecl("kinetic_accessibility_revision")
public func kineticAccessibilityRevision() -> Int32 { host?.accessibilityRevision ?? 0 }

/// Writes the open game's accessibility tree (JSON) to the output buffer; returns its length.
@_expose(wasm, "kinetic_accessibility") @_cdecl("kinetic_accessibility")
public func kineticAccessibility() -> Int32 {
  Buffers.output.write(host?.accessibilityJSON() ?? #"{"revision":0,"elements":[],"containers":[]}"#)
}

/// Runs accessibility action `action` (0 activate, 1 increment, 2 decrement) on element `id`;
/// returns 1 when it was handled.
@_expose(wasm, "kinetic_accessibility_action") @_cdecl("kinetic_accessibility_action")
public func kineticAccessibilityAction(id: Int32, action: Int32) -> Int32 {
  host?.accessibilityAction(id: id, action: action) == true ? 1 : 0
}

/// Writes why the name in the input buffer cannot be a player's (``PlayerName/Problem/message``; empty when it
/// can) to the output buffer; returns its length. The shell asks before it keeps a name for every game.
@_expose(wasm, "kinetic_name_problem") @_cdecl("kinetic_name_problem")
public func kineticNameProblem(length: Int32) -> Int32 {
  Buffers.output.write(PlayerName.problem(with: Buffers.input.string(length: Int(length)))?.message ?? "")
}
