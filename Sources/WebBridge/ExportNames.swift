/// The names of the functions Exports.swift exposes to JavaScript, in that file's order. The shell
/// refuses a module that lacks any of them: its `REQUIRED_EXPORTS` (Web/protocol.js) is generated
/// from this list by `make protocol`, and a test holds the list to the file's `@_expose` attributes
/// (an attribute takes only a literal, so the names are written twice in Swift, and checked).
public var exportNames: [String] {
  [
    "kinetic_start", "kinetic_seed", "kinetic_input_buffer", "kinetic_open", "kinetic_action", "kinetic_resize",
    "kinetic_frame", "kinetic_display_ptr", "kinetic_strings_ptr", "kinetic_strings_len", "kinetic_pointer",
    "kinetic_motion", "kinetic_key", "kinetic_state", "kinetic_events", "kinetic_catalog", "kinetic_checksum",
    "kinetic_output_ptr", "kinetic_control", "kinetic_controls", "kinetic_controls_revision", "kinetic_record",
    "kinetic_clock", "kinetic_away", "kinetic_ticket", "kinetic_ticket_withdraw", "kinetic_tickets_used",
    "kinetic_howto", "kinetic_accessibility_revision", "kinetic_accessibility", "kinetic_accessibility_action",
    "kinetic_name_problem",
  ]
}
