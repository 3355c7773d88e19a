import Evaluation
import Foundation
import ToolSupport

/// `lit bench`: benchmarks that print figures beside their targets.
enum BenchCommand {
    static let command = Command(
        CommandSpec(name: "bench", abstract: "Measure the engine and keep the evidence."),
        subcommands: [
            BenchRunCommand.command, BenchReportCommands.list, BenchReportCommands.show, BenchReportCommands.compare,
            BenchPlotCommand.command, BenchTraceCommand.command, BenchStrategiesCommand.command,
            BenchEngineCommand.command,
            BenchOverheadCommand.command, BenchGazetteerCommand.command, BenchDatumCommand.command,
            BenchHTTPCommand.command, BenchReferencesCommand.command,
        ])
}
