/// The contact solver's data for one step: the contacts by colour and four at a time in lanes,
/// the lists of batches the bounces walk, and the bounce energy guard.
final class ContactSolverStore {
  /// This step's contacts by colour (see `ContactColoring`), and the batches built from them.
  var coloring = ContactColoring()
  var batches = DenseArray<WideContact>()
  /// The second points of the batches, at their batches' indices (see `WideContact.p0`); read only
  /// where a batch has a second point.
  var secondPoints = DenseArray<WidePoint>()
  /// The batches with a lane that bounces at all (restitution above 0), found as the step is
  /// prepared: the only ones a sub-step's approach speeds are measured for.
  var restitutionBatches = DenseArray<Int32>()
  /// The batches with perfectly elastic lanes, found as the step is prepared.
  var elasticCandidates = DenseArray<Int32>()
  /// The batches a sub-step's bounces look at: those hit fast enough to bounce
  /// (`WideContactSolver.mayBounce`), found where their approach speeds were measured.
  var bounceCandidates = DenseArray<Int32>()
  /// The batches that bounced in a sub-step's first restitution pass.
  var bouncing = DenseArray<Int32>()
  /// The batches with perfectly elastic points that bounce in a sub-step.
  var elasticBouncing = DenseArray<Int32>()
  /// Keeps each sub-step's bounces from adding kinetic energy to the bodies they touch.
  var bounceGuard = BounceEnergyGuard()
}
