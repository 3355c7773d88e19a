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
                PLACE is a recorded city (北京, Beijing, 香港, Hong Kong, ...) or LAT,LON; a point within 50 km of a
                recorded city is served from it. The fixture data is synthetic and says so in its attribution.
                """,
            arguments: [ArgumentSpec("PLACE", help: "A city name or LAT,LON.")],
            options: [
                OptionSpec(
                    "include", value: "LIST",
                    help: "Parts to show: current,hourly,daily,minute,alerts,availability,changes,history."),
                OptionSpec("lang", value: "LANG", help: "en or zh."),
                OptionSpec("units", value: "UNITS", help: "metric or imperial (the table; JSON is always metric)."),
                OptionSpec("format", value: "FORMAT", help: "table or json."),
                OptionSpec("provider", value: "NAME", help: "fixture (the offline default)."),
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
        guard (arguments.value("provider") ?? "fixture") == "fixture" else {
            throw UsageError("--provider: only fixture is available in this version")
        }
        guard
            let folder = FixtureLocator.directory(
                environment: console.environment, workingDirectory: console.workingDirectory)
        else {
            throw WeatherError.unavailable(
                source: "Fixtures/weather", reason: "not found: set LIT_FIXTURES to the folder with places.json")
        }
        let provider = try FixtureProvider(directory: folder)
        let (location, name, timeZone) = try resolve(arguments.positional(0)!, provider: provider, language: language)
        // Inside a workspace, answers are kept in .lit/ until they expire, so the next run starts warm.
        let workspace = try? Workspace.locate(
            explicit: nil, environment: console.environment, workingDirectory: console.workingDirectory)
        let service = WeatherService(
            provider: provider, language: language.tag,
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

    /// The location, display name and time zone for PLACE.
    static func resolve(_ text: String, provider: FixtureProvider, language: WeatherLanguage) throws
        -> (WeatherLocation, String, TimeZone)
    {
        if let location = WeatherLocation(parsing: text) {
            guard location.isValid else {
                throw WeatherError.invalidLocation(latitude: location.latitude, longitude: location.longitude)
            }
            let place = try provider.place(for: location)
            return (location, text, TimeZone(identifier: place.timeZone) ?? .gmt)
        }
        guard let place = provider.places.first(where: { $0.isNamed(text) }) else {
            let known = provider.places.map { "\($0.nameZh) \($0.name)" }.joined(separator: ", ")
            throw UsageError("unknown place '\(text)': expected LAT,LON or one of \(known)")
        }
        let name = language == .zh ? "\(place.nameZh) \(place.name)" : "\(place.name) \(place.nameZh)"
        return (place.location, name, TimeZone(identifier: place.timeZone) ?? .gmt)
    }
}
