/// A growable array that owns its memory and hands out its elements' buffer directly (Box2D's
/// `b2Array`): a stage of the step takes `buffer` once and works on it, with no closure around it.
///
/// It cannot be copied, so two owners never share one buffer. The buffer stays valid until the
/// array grows (`append`, `resize` past the capacity) or is dropped; a stage that holds it must not
/// grow the array meanwhile. Indexing checks the bounds, as `Array` does; loops over `buffer` do not.
struct DenseArray<Element>: ~Copyable {
  /// The elements, `count` of them, at their current address.
  private(set) var buffer: UnsafeMutableBufferPointer<Element>
  /// How many elements fit before the memory must grow.
  private(set) var capacity: Int

  /// An empty array.
  init() {
    buffer = UnsafeMutableBufferPointer(start: nil, count: 0)
    capacity = 0
  }

  /// `count` copies of `element`.
  init(repeating element: Element, count: Int) {
    self.init()
    resize(to: count, filling: element)
  }

  deinit {
    guard let base = buffer.baseAddress else { return }
    base.deinitialize(count: buffer.count)
    base.deallocate()
  }

  /// The number of elements.
  var count: Int { buffer.count }
  /// Whether there are no elements.
  var isEmpty: Bool { buffer.isEmpty }
  /// The valid indices, `0..<count`.
  var indices: Range<Int> { 0..<buffer.count }

  /// The element at `index`, read and written in place.
  subscript(index: Int) -> Element {
    unsafeAddress { address(of: index) }
    unsafeMutableAddress { mutableAddress(of: index) }
  }

  /// Where the element at `index` is, after checking that there is one.
  @inline(__always)
  func address(of index: Int) -> UnsafePointer<Element> {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: buffer.count), "index out of range")
    return UnsafePointer(buffer.baseAddress! + index)
  }

  /// Where the element at `index` is, for writing, after checking that there is one.
  @inline(__always)
  func mutableAddress(of index: Int) -> UnsafeMutablePointer<Element> {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: buffer.count), "index out of range")
    return buffer.baseAddress! + index
  }

  /// Adds `element` at the end.
  @inline(__always)
  mutating func append(_ element: Element) {
    if buffer.count == capacity { grow(atLeast: buffer.count + 1) }
    (buffer.baseAddress! + buffer.count).initialize(to: element)
    buffer = UnsafeMutableBufferPointer(start: buffer.baseAddress, count: buffer.count + 1)
  }

  /// Adds `elements` at the end, in order.
  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Removes and returns the last element, or nil when there is none.
  mutating func popLast() -> Element? {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
    let last = (base + buffer.count - 1).move()
    buffer = UnsafeMutableBufferPointer(start: base, count: buffer.count - 1)
    return last
  }

  /// Removes every element and keeps the memory for the next use.
  @inline(__always)
  mutating func removeAll() {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    base.deinitialize(count: buffer.count)
    buffer = UnsafeMutableBufferPointer(start: base, count: 0)
  }

  /// Makes the array `count` long: elements past `count` are dropped, new ones are `filler`.
  mutating func resize(to count: Int, filling filler: Element) {
    precondition(count >= 0, "negative count")
    guard count > buffer.count else { return removeLast(buffer.count - count) }
    if count > capacity { grow(atLeast: count) }
    (buffer.baseAddress! + buffer.count).initialize(repeating: filler, count: count - buffer.count)
    buffer = UnsafeMutableBufferPointer(start: buffer.baseAddress, count: count)
  }

  /// Removes the last `k` elements.
  mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= buffer.count, "cannot remove more elements than there are")
    guard k > 0 else { return }
    (buffer.baseAddress! + buffer.count - k).deinitialize(count: k)
    buffer = UnsafeMutableBufferPointer(start: buffer.baseAddress, count: buffer.count - k)
  }

  /// Lengthens the array to `count` with copies of `filler` when it is shorter; never shortens it.
  mutating func lengthen(to count: Int, filling filler: Element) {
    if buffer.count < count { resize(to: count, filling: filler) }
  }

  /// Replaces the elements with `elements`.
  mutating func replace(with elements: some Sequence<Element>) {
    removeAll()
    append(contentsOf: elements)
  }

  /// Moves the elements to memory for at least `minimum` of them, doubling the capacity.
  private mutating func grow(atLeast minimum: Int) {
    let newCapacity = Swift.max(minimum, 2 * capacity, 16)
    let memory = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let base = buffer.baseAddress {
      memory.moveInitialize(from: base, count: buffer.count)
      base.deallocate()
    }
    buffer = UnsafeMutableBufferPointer(start: memory, count: buffer.count)
    capacity = newCapacity
  }
}
