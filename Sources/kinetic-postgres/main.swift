import KineticCommands
import PostgresStore
import Server

PostgresSupport.install(PostgresScoreStore.self)
await Kinetic.launch()
