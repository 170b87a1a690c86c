// Replacements for the two libc functions the Swift runtime calls on wasm, so the module imports
// only `env.write_stdout` and `env.random_fill` and nothing from WASI.
#if hasFeature(Embedded)

  @_extern(wasm, module: "env", name: "write_stdout") @_extern(c)
  private func jsWriteStdout(_ pointer: UnsafePointer<UInt8>, _ length: Int32)

  @_extern(wasm, module: "env", name: "random_fill") @_extern(c)
  private func jsRandomFill(_ pointer: UnsafeMutableRawPointer, _ length: Int32)

  nonisolated(unsafe) private var lineBuffer: [UInt8] = []

  /// libc's `putchar`, used by `print`: collects a line, then hands it to JavaScript.
  @_cdecl("putchar")
  public func putchar(_ c: Int32) -> Int32 {
    if c == 10 {
      lineBuffer.withUnsafeBufferPointer { jsWriteStdout($0.baseAddress!, Int32($0.count)) }
      lineBuffer.removeAll(keepingCapacity: true)
    } else {
      lineBuffer.append(UInt8(truncatingIfNeeded: c))
    }
    return c
  }

  /// libc's `arc4random_buf`, used to seed hashing: filled by JavaScript's crypto.
  @_cdecl("arc4random_buf")
  public func arc4randomBuf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    jsRandomFill(buffer, Int32(truncatingIfNeeded: count))
  }

#endif
