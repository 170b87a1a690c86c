import ArgumentParser
import Foundation

/// The `kinetic` command line: serves the app (the default), runs games headlessly, measures speed. The
/// executables `kinetic` and `kinetic-postgres` run it; the second has installed PostgreSQL's score store
/// (``PostgresSupport``) first.
public struct Kinetic: AsyncParsableCommand {
  /// The command name, its subcommands and `serve` as the default.
  public static let configuration = CommandConfiguration(
    abstract: "Kinetic: UIKit-style dynamics and casual games in Swift, served to the browser.",
    subcommands: [
      Serve.self,
      Simulate.self,
      Bench.self,
      DatabaseCommand.self,
    ],
    defaultSubcommand: Serve.self
  )

  /// The command line as parsed (ArgumentParser makes each one with this).
  public init() {}

  /// Parses the command line and runs its command, once this processor can run the engine as it was compiled.
  public static func launch() async {
    #if KINETIC_AVX2
      guard ProcessorFeatures.hasAVX2 else {
        FileHandle.standardError.write(
          Data(
            ("kinetic: this binary's physics engine was built for AVX2 (KINETIC_AVX2=1), which this processor "
              + "does not have; build it without KINETIC_AVX2 to run here\n").utf8))
        Foundation.exit(78)
      }
    #endif
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
  }
}
