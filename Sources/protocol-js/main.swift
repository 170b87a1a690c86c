// Prints Web/protocol.js, the shell's constants of the wire protocol, generated from the Swift
// declarations (ProtocolScript); `make protocol` writes it into the web root.
import ProtocolScript

print(ProtocolScript.text, terminator: "")
