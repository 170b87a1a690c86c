import ArgumentParser

/// The `kinetic` command line: serves the app (the default), runs games headlessly, measures speed.
@main
struct Kinetic: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Kinetic: UIKit-style dynamics and casual games in Swift, served to the browser.",
    subcommands: [
      Serve.self,
      Simulate.self,
      Bench.self,
      DatabaseCommand.self,
    ],
    defaultSubcommand: Serve.self
  )
}
