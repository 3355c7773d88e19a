import LiteratureMatrix
import Publishing
import TextSupport
import ToolSupport

/// `lit table NAME`: a thesis table from the matrix, the decisions and the evidence.
enum TableCommand {
    static let command = Command(
        CommandSpec(
            name: "table",
            abstract: "Write a thesis table: architecture, sources, matrix, coverage, modules, decisions.",
            discussion: """
                architecture: rows tagged pattern:NAME, cells from the custom columns state_management, \
                testability, weather_fit, review_focus (or 状态管理, 可测试性, 天气应用适配, 综述关注点). \
                sources: rows whose data_source names WeatherKit, QWeather, OpenWeatherMap, Open-Meteo or \
                fixtures, cells from location_requirements, fields, update_frequency, cache_negotiation, \
                source_notes, and the latest evidence run. matrix takes --columns and the filters of lit list. \
                coverage counts works per bucket and kind; modules and decisions come from Decisions/.
                """,
            arguments: [ArgumentSpec("NAME", help: TableCatalog.names.joined(separator: ", "))],
            options: QueryOptions.specs + [
                OptionSpec("format", value: "FORMAT", help: "md (default), tex or csv."),
                OutputOptions.columnsSpec, OutputOptions.langSpec,
                .flag("standalone", help: "With --format tex: a whole ctexart document (xelatex compiles it)."),
                OptionSpec("output", value: "FILE", help: "Write to FILE (atomically) instead of stdout."),
                WorkspaceOption.spec,
            ])
    ) { arguments, console in
        let formatName = arguments.value("format") ?? "md"
        guard let format = TableFormat(rawValue: formatName) else {
            throw UsageError("--format: expected md, tex or csv, got '\(formatName)'")
        }
        let chinese = try OutputOptions.chinese(arguments)
        let name = arguments.positional(0)!
        guard TableCatalog.names.contains(name) else {
            throw UsageError(PublishingError.unknownTable(name).description)
        }
        let context = try PublishingContext.open(arguments, console, chinese: chinese)
        let columns = try arguments.value("columns").map { list -> [MatrixColumn] in
            do {
                return try MatrixColumn.parse(list: list, custom: try context.tables.store.customColumns())
            } catch let error as MatrixError {
                throw UsageError("--columns: \(error)")
            }
        }
        let request = TableRequest(name: name, columns: columns, query: try QueryOptions.query(arguments))
        let table = try TableCatalog.build(request, in: context.tables)
        let bytes = TableRenderer.bytes(table, as: format, standalone: arguments.has("standalone"))
        if let output = arguments.value("output") {
            let file = try AtomicFile(path: output.hasPrefix("/") ? output : console.workingDirectory + "/" + output)
            try bytes.withUnsafeBytes { try file.write($0) }
            try file.commit()
        } else {
            try bytes.withUnsafeBytes { try console.out.write(bytes: $0) }
        }
    }
}
