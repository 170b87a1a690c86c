/// Scratch for grouping bodies into sleep islands after a step: union-find parents, and per
/// island root the shortest rest time of its bodies, in seconds.
final class SleepIslands {
  var parent = DenseArray<Int32>()
  var rest = DenseArray<Double>()
}
