import Evaluation
import Foundation
import TextSupport
import ToolSupport

/// `lit bench plot`: SVG charts of a run, for the thesis.
enum BenchPlotCommand {
    static let command = Command(
        CommandSpec(
            name: "plot", abstract: "Write SVG charts of an evidence run: latency CDFs and hit rates.",
            discussion: "Two charts per trace: RUN-TRACE-latency.svg and RUN-TRACE-hit-rate.svg.",
            arguments: [ArgumentSpec("RUN", help: "A run id (R001) or 'latest'.")],
            options: [
                OptionSpec(
                    "output", value: "DIR", help: "Where to write them (default: Evidence/charts in the workspace)."),
                OptionSpec("trace", value: "NAME", kind: .repeated, help: "Only these traces (default: all)."),
                OutputOptions.langSpec, WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let workspace = try WorkspaceOption.locate(arguments, console)
        let run = try BenchReportCommands.load(arguments.positional(0)!, arguments, console)
        let chinese = try OutputOptions.chinese(arguments)
        let folder =
            arguments.value("output").map {
                $0.hasPrefix("/") ? $0 : console.workingDirectory + "/" + $0
            } ?? workspace.root + "/Evidence/charts"
        let traces = arguments.values("trace").isEmpty ? run.traces : arguments.values("trace")
        for trace in traces where !run.traces.contains(trace) {
            throw UsageError(
                "--trace: run \(run.id) has no trace '\(trace)' (it has \(run.traces.joined(separator: ", ")))")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let charts = EvidenceCharts(run: run, chinese: chinese)
        for trace in traces {
            for (kind, svg) in [
                ("latency", charts.latencyCDF(trace: trace)), ("hit-rate", charts.hitRates(trace: trace)),
            ] {
                let path = "\(folder)/\(run.id)-\(trace)-\(kind).svg"
                try AtomicFile.write(svg, to: path)
                try console.print(path)
            }
        }
    }
}
