import Evaluation
import ToolSupport

/// `lit bench strategies`: the caching strategies a run compares.
enum BenchStrategiesCommand {
    static let command = Command(
        CommandSpec(
            name: "strategies", abstract: "List the caching strategies a run compares.",
            options: [OutputOptions.formatSpec])
    ) { arguments, console in
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let rows = Strategy.all.map { strategy -> [String] in
            let cache: String
            switch strategy.cachePolicy {
            case .none: cache = "nothing cached; every look goes upstream"
            case .fixedLifetime(let seconds): cache = "fresh for \(Int(seconds / 60)) min after fetching"
            case .expiration: cache = "fresh until the response's own expiration"
            case .revalidation: cache = "expiration, then conditional requests (ETag, 304)"
            }
            let policy = strategy.refreshPolicy
            if strategy.followsLocationPolicy {
                return [
                    strategy.name, cache,
                    "off; the shown place changes only after a move beyond 10 km plus accuracy and 30 min",
                ]
            }
            let refresh =
                policy == .off
                ? "off: every pull-to-refresh goes upstream"
                : "on: pulls within \(Int(policy.minimumInterval / 60)) min of a fetch answered from the cache; "
                    + "the last \(Int(policy.refreshAheadFraction * 100)) % of a lifetime refreshed ahead"
            return [strategy.name, cache, refresh]
        }
        let table = DataTable(
            headers: ["strategy", "cache", "refresh policy"], keys: ["strategy", "cache", "refresh"], rows: rows,
            numeric: [])
        try console.out.write(table.render(options.format))
    }
}
