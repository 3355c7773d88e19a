import Foundation
import LiteratureMatrix
import ToolSupport
import WeatherEngine

/// `lit weather PLACE`: the weather engine on the fixture provider, as a table or JSON.
enum WeatherCommand {
    static let command = Command(
        CommandSpec(
            name: "weather",
            abstract: "Show the weather for a place from the engine (offline fixture data by default).",
            discussion: """
                With the fixture provider (the default), PLACE is a recorded city (北京, Beijing, 香港, ...) or LAT,LON
                within 50 km of one; the data is synthetic and says so in its attribution. The real services take
                LAT,LON (WGS-84) or any city of Fixtures/cities.tsv, and read their keys from the environment:
                  weatherkit      WEATHERKIT_TEAM_ID, WEATHERKIT_SERVICE_ID, WEATHERKIT_KEY_ID,
                                  WEATHERKIT_PRIVATE_KEY_FILE (the .p8 key, mode 600)
                  open-meteo      no key
                  qweather        QWEATHER_API_KEY, QWEATHER_API_HOST (your console's API host),
                                  QWEATHER_DATUM (gcj02 by default; wgs84 or bd09)
                  openweathermap  OPENWEATHERMAP_API_KEY (One Call 3.0)
                Any KEY may instead be given as KEY_FILE, the path of a file only you can read.
                LIT_NOW=2026-11-30T08:00:00Z fixes the engine's clock (to replay recorded answers).
                """,
            arguments: [ArgumentSpec("PLACE", help: "A city name or LAT,LON.")],
            options: [
                OptionSpec(
                    "include", value: "LIST",
                    help: "Parts to show: current,hourly,daily,minute,alerts,availability,changes,history."),
                OptionSpec("lang", value: "LANG", help: "en or zh."),
                OptionSpec("units", value: "UNITS", help: "metric or imperial (the table; JSON is always metric)."),
                OptionSpec("format", value: "FORMAT", help: "table or json."),
                OptionSpec(
                    "provider", value: "NAME",
                    help: "fixture (the offline default), weatherkit, open-meteo, qweather or openweathermap."),
                OptionSpec(
                    "endpoint", value: "URL",
                    help: "Send requests to another scheme, host and port (HTTPS, or HTTP to 127.0.0.1 only)."),
            ])
    ) { arguments, console in
        do {
            try await run(arguments, console)
        } catch WeatherUsage.error(let message) {
            throw UsageError(message)
        }
    }

    private static func run(_ arguments: ParsedArguments, _ console: Console) async throws {
        let language = try WeatherLanguage(option: arguments.value("lang"))
        let formatter = try language.formatter(units: arguments.value("units"))
        let parts = try WeatherPart.parse(arguments.value("include"))
        let format = arguments.value("format") ?? "table"
        guard format == "table" || format == "json" else {
            throw UsageError("--format: expected table or json, got '\(format)'")
        }
        let clock = try clock(console.environment)
        let source = try WeatherSource.make(arguments, console: console, clock: clock)
        let (location, name, timeZone) = try source.resolve(arguments.positional(0)!, language)
        // Inside a workspace, answers are kept in .lit/ until they expire, so the next run starts warm.
        let workspace = try? Workspace.locate(
            explicit: nil, environment: console.environment, workingDirectory: console.workingDirectory)
        let service = WeatherService(
            provider: source.provider, clock: clock, language: language.tag,
            cachePath: workspace.map { $0.stateDirectory + "/weather-cache.sqlite3" })
        let report = try await WeatherReport.fetch(parts, at: location, named: name, timeZone: timeZone, from: service)
        if let problem = await service.cacheProblem { console.diagnostic("note: \(problem)") }
        if format == "json" {
            try console.out.write(try WeatherJSON.render(report))
        } else {
            try console.out.write(
                WeatherTable(report: report, language: language, format: formatter).render(bold: console.colorEnabled())
            )
        }
    }

    /// The system clock, or the time in LIT_NOW.
    private static func clock(_ environment: [String: String]) throws -> any WeatherClock {
        guard let text = environment["LIT_NOW"], !text.isEmpty else { return SystemClock() }
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw UsageError("LIT_NOW: expected an ISO 8601 time like 2026-11-30T08:00:00Z, got '\(text)'")
        }
        return ManualClock(date)
    }
}
