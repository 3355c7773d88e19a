import Foundation
import LiteratureMatrix
import ToolSupport
import WeatherEngine

/// `lit city add|list|rm|move|current|refresh`: the saved cities of the workspace (`.lit/cities.json`).
enum CitiesCommands {
    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Save a city: a gazetteer name (its most populous match) or LAT,LON.",
            arguments: [ArgumentSpec("PLACE", help: "北京, Chengdu, or 39.9042,116.4074.")],
            options: [
                OptionSpec("name", value: "NAME", help: "The name to show (default: the gazetteer's)."),
                OptionSpec("datum", value: "DATUM", help: "Datum of LAT,LON: wgs84 (default), gcj02 or bd09."),
                .flag("current", help: "Make it the city that follows the device."), WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let store = try store(arguments, console)
        var cities = try store.load()
        let place = arguments.positional(0)!
        var city: SavedCity
        if let location = WeatherLocation(parsing: place) {
            guard location.isValid else {
                throw UsageError("PLACE: latitude −90…90 and longitude −180…180, got '\(place)'")
            }
            let datum = try DatumOption.parse(arguments, "datum", default: .wgs84)
            let nearest = try Gazetteer(path: try DataFolder.locate(environment: console.environment).cities).nearest(
                to: location)
            city = SavedCity(
                name: arguments.value("name") ?? nearest?.chineseNames.first ?? nearest?.name ?? place,
                location: location,
                datum: datum, timeZone: nearest?.timeZone ?? TimeZone.current.identifier)
        } else {
            guard
                let found = try Gazetteer(path: try DataFolder.locate(environment: console.environment).cities).search(
                    place, limit: 1
                ).first
            else {
                throw CommandFailure("no city named '\(place)' (lit city search \(place))")
            }
            city = SavedCity(
                name: arguments.value("name") ?? found.chineseNames.first ?? found.name, location: found.location,
                timeZone: found.timeZone)
        }
        if arguments.has("current") || cities.isEmpty {
            for index in cities.indices { cities[index].isCurrent = false }
            city.isCurrent = true
        }
        cities.append(city)
        try store.save(cities)
        try console.print("\(city.id.uuidString.prefix(8)) \(city.name)")
    }

    static let list = Command(
        CommandSpec(
            name: "list", abstract: "List the saved cities in order.",
            options: [OutputOptions.formatSpec, WorkspaceOption.spec])
    ) { arguments, console in
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let rows = try store(arguments, console).load().enumerated().map { index, city -> [String] in
            let weather =
                city.summary.map { String(format: "%.0f°C %@", $0.temperatureCelsius, $0.condition.rawValue) } ?? ""
            return [
                String(index + 1), String(city.id.uuidString.prefix(8)), city.name + (city.isCurrent ? " ◎" : ""),
                String(format: "%.5f,%.5f", city.latitude, city.longitude), city.datum.rawValue, city.timeZone,
                city.lastRefresh.map { ISO8601DateFormatter().string(from: $0) } ?? "", weather,
            ]
        }
        let table = DataTable(
            headers: ["#", "id", "name", "lat,lon", "datum", "time zone", "refreshed", "weather"],
            keys: ["order", "id", "name", "location", "datum", "timezone", "refreshed", "weather"], rows: rows,
            numeric: [0])
        try console.out.write(table.render(options.format))
    }

    static let remove = Command(
        CommandSpec(
            name: "rm", abstract: "Remove a saved city.",
            arguments: [ArgumentSpec("CITY", help: "Its id (or the id's start) or its name.")],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        let store = try store(arguments, console)
        var cities = try store.load()
        let index = try find(arguments.positional(0)!, in: cities)
        let removed = cities.remove(at: index)
        if removed.isCurrent, !cities.isEmpty { cities[0].isCurrent = true }
        try store.save(cities)
        try console.print("removed \(removed.name)")
    }

    static let move = Command(
        CommandSpec(
            name: "move", abstract: "Move a saved city to another place in the order.",
            arguments: [ArgumentSpec("CITY", help: "Its id or name."), ArgumentSpec("POSITION", help: "1 is first.")],
            options: [WorkspaceOption.spec])
    ) { arguments, console in
        let store = try store(arguments, console)
        var cities = try store.load()
        let index = try find(arguments.positional(0)!, in: cities)
        guard let position = Int(arguments.positional(1)!), (1...cities.count).contains(position) else {
            throw UsageError("POSITION: expected 1…\(cities.count), got '\(arguments.positional(1)!)'")
        }
        cities.insert(cities.remove(at: index), at: position - 1)
        try store.save(cities)
        try console.print("\(cities[position - 1].name) is now #\(position)")
    }

    static let current = Command(
        CommandSpec(
            name: "current", abstract: "Make a saved city the one that follows the device.",
            arguments: [ArgumentSpec("CITY", help: "Its id or name.")], options: [WorkspaceOption.spec])
    ) { arguments, console in
        let store = try store(arguments, console)
        var cities = try store.load()
        let index = try find(arguments.positional(0)!, in: cities)
        for other in cities.indices { cities[other].isCurrent = other == index }
        try store.save(cities)
        try console.print("current: \(cities[index].name)")
    }

    static let refresh = Command(
        CommandSpec(
            name: "refresh",
            abstract: "Refresh saved cities as the refresh policy says (the current one when expired).",
            discussion:
                "With --all, as pull-to-refresh: every city. Weather comes from the fixture provider, cached in .lit/.",
            options: [.flag("all", help: "Refresh every city (pull-to-refresh)."), WorkspaceOption.spec])
    ) { arguments, console in
        let workspace = try WorkspaceOption.locate(arguments, console)
        let store = CityStore(path: workspace.stateDirectory + "/cities.json")
        var cities = try store.load()
        let now = Date()
        let state = CityRefreshPolicy.State(
            now: now,
            cities: cities.map { .init(id: $0.id, isCurrent: $0.isCurrent, expiration: $0.summary?.expiration) },
            lastLocation: nil, lastLocationRefresh: nil)
        let chosen = CityRefreshPolicy.citiesToRefresh(
            after: arguments.has("all") ? .pullToRefresh : .foreground, in: state)
        let context = try BenchContext(console)
        let service = WeatherService(
            provider: try FixtureProvider(directory: context.fixtures),
            cachePath: workspace.stateDirectory + "/weather-cache.sqlite3")
        var failures = 0
        for index in cities.indices where chosen.contains(cities[index].id) {
            do {
                let (now, daily) = try await service.weather(for: cities[index].wgs84, including: .current, .daily)
                cities[index].lastRefresh = Date()
                cities[index].summary = CitySummary(
                    temperatureCelsius: now.temperature.converted(to: .celsius).value, condition: now.condition,
                    highCelsius: daily.first?.highTemperature.converted(to: .celsius).value ?? now.temperature.value,
                    lowCelsius: daily.first?.lowTemperature.converted(to: .celsius).value ?? now.temperature.value,
                    expiration: now.metadata.expirationDate)
                try console.print("\(cities[index].name): refreshed")
            } catch {
                failures += 1
                console.error("\(cities[index].name): \(error)")
            }
        }
        try store.save(cities)
        if chosen.isEmpty {
            try console.print("nothing to refresh: the current city is fresh (--all refreshes every city)")
        }
        if failures > 0 { throw CommandFailure("\(failures) of \(chosen.count) cities could not be refreshed") }
    }

    private static func store(_ arguments: ParsedArguments, _ console: Console) throws -> CityStore {
        CityStore(path: try WorkspaceOption.locate(arguments, console).stateDirectory + "/cities.json")
    }

    /// The city named by `text`: an id or its start, or a unique name.
    private static func find(_ text: String, in cities: [SavedCity]) throws -> Int {
        let byID = cities.indices.filter { cities[$0].id.uuidString.lowercased().hasPrefix(text.lowercased()) }
        if byID.count == 1 { return byID[0] }
        let byName = cities.indices.filter { cities[$0].name == text }
        if byName.count == 1 { return byName[0] }
        if byName.count > 1 {
            throw CommandFailure(
                "\(byName.count) cities are named '\(text)': use an id (\(byName.map { String(cities[$0].id.uuidString.prefix(8)) }.joined(separator: ", ")))"
            )
        }
        throw CommandFailure("no saved city '\(text)' (lit city list)")
    }
}
