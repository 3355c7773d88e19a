import Foundation
import ToolSupport
import WeatherEngine

/// `lit bench http --endpoint URL`: the engine's 200 fetch (with and without decoding) and 304
/// revalidation against a server, beside curl making the same requests on one kept-alive
/// connection (Tests/Benchmarks/http.sh starts nginx with the recorded responses).
enum BenchHTTPCommand {
    static let command = Command(
        CommandSpec(
            name: "http",
            abstract: "Time a 200 fetch and a 304 revalidation against a server, beside curl doing the same.",
            discussion: """
                Uses the Open-Meteo provider (no key) for Beijing's current, hourly and daily forecast. Targets: our
                request within 1.5x of curl's p50 for the same request; the bytes a revalidation saves are reported.
                """,
            options: [
                OptionSpec("endpoint", value: "URL", help: "The server, e.g. http://127.0.0.1:8080 (required)."),
                OptionSpec("requests", value: "N", help: "Requests per measurement (default 300)."),
                OptionSpec("format", value: "FORMAT", help: "table or md."),
            ])
    ) { arguments, console in
        guard let endpoint = arguments.value("endpoint") else { throw UsageError("--endpoint: required") }
        let count = try arguments.integer("requests") ?? 300
        guard count >= 10 else { throw UsageError("--requests: expected at least 10, got \(count)") }
        let format = arguments.value("format") ?? "table"
        guard format == "table" || format == "md" else { throw UsageError("--format: expected table or md") }
        let beijing = WeatherLocation(latitude: 39.9042, longitude: 116.4074)
        let datasets: Set<WeatherDataset> = [.currentWeather, .forecastHourly, .forecastDaily]
        var rows: [(String, LatencySamples, Int?)] = []
        var figures: [HTTPTransportKind: Figures] = [:]
        var probe: HTTPProbe?
        for transport in [HTTPTransportKind.curl, .urlSession] {
            let provider = try HTTPProvider(
                .openMeteo,
                settings: HTTPProviderSettings(
                    endpoint: endpoint, environment: [:], transport: transport,
                    places: { _ in PlaceContext(timeZone: TimeZone(identifier: "Asia/Shanghai")!, countryCode: "CN") }))
            let first = try await provider.probe(datasets, for: beijing, language: "en", ifNoneMatch: nil)
            guard first.status == 200, first.validators.entityTag != nil else {
                throw CommandFailure("\(endpoint): expected 200 with an ETag, got \(first.status)")
            }
            probe = first
            let measured = try await Figures.measure(provider, datasets, beijing, first.validators, count: count)
            figures[transport] = measured
            let name = transport == .curl ? "lit (libcurl)" : "lit (URLSession)"
            rows += [
                ("\(name): 200 fetch + decode", measured.decoded, nil),
                ("\(name): 200 request", measured.full, nil), ("\(name): 304 revalidation", measured.revalidated, nil),
            ]
        }
        guard let probe, let url = probe.url, let tag = probe.validators.entityTag, let ours = figures[.curl] else {
            return
        }
        let curlFull = try Curl.run(url, headers: [], count: count)
        let curlRevalidated = try Curl.run(url, headers: ["If-None-Match: \(tag)"], count: count)
        rows += [
            ("curl: 200 request", curlFull.samples, curlFull.wireBytes),
            ("curl: 304 revalidation", curlRevalidated.samples, curlRevalidated.wireBytes),
        ]
        try console.print(
            report(
                rows, markdown: format == "md", count: count,
                summary: summary(ours.full, curlFull, ours.revalidated, curlRevalidated)))
    }

    /// One transport's samples.
    private struct Figures {
        var decoded = LatencySamples(), full = LatencySamples(), revalidated = LatencySamples()

        /// Interleaves the three measurements; the first tenth of the rounds warms up and is dropped.
        static func measure(
            _ provider: HTTPProvider, _ datasets: Set<WeatherDataset>, _ location: WeatherLocation,
            _ validators: Validators, count: Int
        ) async throws -> Figures {
            var figures = Figures()
            for round in 0..<(count + count / 10) {
                var decoded = LatencySamples()
                var full = LatencySamples()
                var revalidated = LatencySamples()
                try await decoded.measure { _ = try await provider.fetch(datasets, for: location, language: "en") }
                try await full.measure {
                    _ = try await provider.probe(datasets, for: location, language: "en", ifNoneMatch: nil)
                }
                var status = 0
                try await revalidated.measure {
                    status = try await provider.probe(datasets, for: location, language: "en", ifNoneMatch: validators)
                        .status
                }
                guard status == 304 else { throw CommandFailure("expected 304 on revalidation, got \(status)") }
                guard round >= count / 10 else { continue }
                figures.decoded.append(decoded)
                figures.full.append(full)
                figures.revalidated.append(revalidated)
            }
            return figures
        }
    }

    private static func summary(
        _ full: LatencySamples, _ curlFull: Curl.Result, _ revalidated: LatencySamples, _ curlRevalidated: Curl.Result
    ) -> [String] {
        let ratio200 = full.microseconds(at: 50) / curlFull.samples.microseconds(at: 50)
        let ratio304 = revalidated.microseconds(at: 50) / curlRevalidated.samples.microseconds(at: 50)
        let saved = curlFull.wireBytes - curlRevalidated.wireBytes
        return [
            String(format: "lit (libcurl) / curl at p50: 200 %.2fx, 304 %.2fx (target <= 1.5x)", ratio200, ratio304),
            String(
                format: "a revalidation moves %d bytes instead of %d: %d bytes (%.1f %%) saved per request",
                curlRevalidated.wireBytes, curlFull.wireBytes, saved,
                100 * Double(saved) / Double(curlFull.wireBytes)),
        ]
    }

    private static func report(
        _ rows: [(String, LatencySamples, Int?)], markdown: Bool, count: Int, summary: [String]
    ) -> String {
        let table = rows.map { name, samples, bytes in
            [
                name, String(format: "%.3f", samples.microseconds(at: 50) / 1000),
                String(format: "%.3f", samples.microseconds(at: 90) / 1000),
                String(format: "%.3f", samples.microseconds(at: 99) / 1000), bytes.map(String.init) ?? "",
            ]
        }
        let header = ["measurement (\(count) requests)", "p50 ms", "p90 ms", "p99 ms", "bytes on the wire"]
        if markdown {
            let lines = ([header, header.map { _ in "---" }] + table).map { "| " + $0.joined(separator: " | ") + " |" }
            return (lines + [""] + summary.map { "- " + $0 }).joined(separator: "\n") + "\n"
        }
        return TerminalTable(headers: header, rows: table, rightAligned: [1, 2, 3, 4]).render()
            + summary.joined(separator: "\n") + "\n"
    }
}

/// curl making `count` requests to one URL on one kept-alive connection, timed by itself.
private enum Curl {
    struct Result {
        let samples: LatencySamples
        /// Headers plus body of one answer.
        let wireBytes: Int
    }

    static func run(_ url: URL, headers: [String], count: Int) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = [
            "curl", "--silent", "--show-error", "--write-out", "%{time_total} %{size_header} %{size_download}\n",
        ]
        for header in headers { arguments += ["--header", header] }
        for _ in 0..<(count + count / 10) { arguments += ["--output", "/dev/null", url.absoluteString] }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure("curl failed with status \(process.terminationStatus)")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst(count / 10)
        let fields = lines.map { $0.split(separator: " ").compactMap { Double($0) } }
        guard let last = fields.last, last.count == 3 else { throw CommandFailure("curl: unexpected output") }
        return Result(samples: LatencySamples(seconds: fields.map { $0[0] }), wireBytes: Int(last[1] + last[2]))
    }
}
