/// Stops the program with `message` when `condition` is false, in every build. `precondition` is
/// dropped where a module is compiled `-Ounchecked` (Physics in the browser build), and a stale
/// handle must never read or change the body or shape that took its slot over.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
