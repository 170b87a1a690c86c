internal import CPrefetch

/// Hints that bring memory into the cache before a loop reaches it. The big passes read records
/// in an order the processor cannot guess (contacts colour by colour, bodies pair by pair), and at
/// thousands of bodies those records no longer fit in the cache: asking a few iterations ahead
/// lets the wait for one overlap the work on others. Only hints: they change no result.
enum Prefetch {
  /// Below this many bytes of records a pass gathers from, the records stay in the cache from
  /// one step to the next and the hints would only cost instructions; above it (crowds of
  /// thousands of balls) they save more than they cost.
  static let worthwhileBytes = 512 * 1024

  /// Whether the target has the hint at all. WebAssembly has none (the C call compiles to
  /// nothing), so there the passes leave out the bookkeeping that would feed it.
  #if arch(wasm32)
    static let isAvailable = false
  #else
    static let isAvailable = true
  #endif

  /// Whether a pass that gathers from `bytes` of records should ask ahead.
  @inline(__always)
  static func isWorthwhile(bytes: Int) -> Bool { isAvailable && bytes > worthwhileBytes }

  /// Whether a pass that gathers from `bytes` of records, on a target without the hint, should
  /// read them ahead instead: a short loop of plain reads over the records of the next few
  /// iterations (`readingAhead: true`), then the long loop over those iterations. A read ahead
  /// inside the long loop gains nothing: the processor's window of instructions fills with one
  /// iteration's work while the read waits. The short loop lets dozens of reads wait at once.
  @inline(__always)
  static func readingAheadIsWorthwhile(bytes: Int) -> Bool { !isAvailable && bytes > worthwhileBytes }

  /// The bytes of one cache line on the processors this runs on (x86-64 and arm64 servers).
  static let lineBytes = 64

  /// Asks for every cache line of the value at `p` to be brought near, for reading soon; or, when
  /// `readingAhead`, reads a byte of each (see `readingAheadIsWorthwhile`).
  @inline(__always)
  static func value<T>(at p: UnsafePointer<T>, readingAhead: Bool = false) {
    let raw = UnsafeRawPointer(p)
    let size = MemoryLayout<T>.size
    var offset = 0
    while offset < size {
      fetch(raw + offset, readingAhead: readingAhead)
      offset += lineBytes
    }
    fetch(raw + (size - 1), readingAhead: readingAhead)
  }

  @inline(__always)
  private static func fetch(_ address: UnsafeRawPointer, readingAhead: Bool) {
    if readingAhead { kinetic_touch(address) } else { kinetic_prefetch(address) }
  }

  /// Asks for (or reads ahead) the element at `index` of `buffer`.
  @inline(__always)
  static func element<T>(_ index: Int, of buffer: UnsafeBufferPointer<T>, readingAhead: Bool = false) {
    value(at: buffer.baseAddress! + index, readingAhead: readingAhead)
  }

  /// Asks for (or reads ahead) the element at `index` of `buffer`.
  @inline(__always)
  static func element<T>(_ index: Int, of buffer: UnsafeMutableBufferPointer<T>, readingAhead: Bool = false) {
    value(at: UnsafePointer(buffer.baseAddress! + index), readingAhead: readingAhead)
  }
}
