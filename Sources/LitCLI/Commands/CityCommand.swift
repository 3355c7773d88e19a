import Foundation
import ToolSupport
import WeatherEngine

/// `lit city`: the offline gazetteer.
enum CityCommand {
    static let command = Command(
        CommandSpec(name: "city", abstract: "Find cities in the offline gazetteer (GeoNames, CC BY 4.0)."),
        subcommands: [
            search, CitiesCommands.add, CitiesCommands.list, CitiesCommands.remove, CitiesCommands.move,
            CitiesCommands.current, CitiesCommands.refresh,
        ])

    static let search = Command(
        CommandSpec(
            name: "search", abstract: "Find cities by English or Chinese name, exact or prefix, most populous first.",
            discussion:
                "市, 县, 区, 自治州 and 盟 are folded (朝阳市 finds 朝阳). Homonyms show their country and region (province).",
            arguments: [ArgumentSpec("QUERY", help: "A name or its beginning: 北京, chengdu, 朝阳.")],
            options: [
                OptionSpec("limit", value: "N", help: "At most N cities (default 10)."), OutputOptions.formatSpec,
            ])
    ) { arguments, console in
        let options = try OutputOptions(arguments, defaultFormat: console.outIsTerminal ? .table : .csv)
        let limit = try arguments.integer("limit") ?? 10
        guard limit >= 1 else { throw UsageError("--limit: expected at least 1, got \(limit)") }
        let gazetteer = try Gazetteer(path: try DataFolder.locate(environment: console.environment).cities)
        let found = gazetteer.search(arguments.positional(0)!, limit: limit)
        guard !found.isEmpty else { throw CommandFailure("no city named '\(arguments.positional(0)!)'") }
        let table = DataTable(
            headers: ["id", "name", "中文名", "country", "region", "population", "lat,lon", "time zone"],
            keys: ["id", "name", "zh", "country", "region", "population", "location", "timezone"],
            rows: found.map { city in
                [
                    String(city.id), city.name, city.chineseNames.first ?? "", city.country, city.region,
                    String(city.population),
                    String(format: "%.5f,%.5f", city.location.latitude, city.location.longitude),
                    city.timeZone,
                ]
            }, numeric: [0, 5])
        try console.out.write(table.render(options.format))
    }

}
