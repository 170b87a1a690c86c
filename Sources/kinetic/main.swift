import KineticCommands

await Kinetic.launch()
