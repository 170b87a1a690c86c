/// The shell's own chrome over the canvas: the how-to "?" button sits in the canvas's top-right
/// corner (44 × 44 points, Apple's smallest comfortable target), so a scene keeps the controls and
/// labels along its top edge clear of that corner.
public enum ShellChrome {
  /// The width of the top-right corner the how-to button covers, in points.
  public static let helpButtonWidth = 44.0
}
