import Foundation
import TextSupport
import WeatherEngine

/// The text form of a trace (`Fixtures/traces/*.trace`): a header of `# key: value` lines, then one
/// event per line, `TIME USER KIND LATITUDE LONGITUDE` or `TIME USER network CONDITION`, e.g.
///
///     # lit trace 1
///     # name: commuter
///     # about: One commuter's day in Beijing.
///     # seed: 7
///     # start: 2027-03-15T00:00:00Z
///     # shared-cache: no
///     25200.000 u0 launch 39.90420 116.40740
///     25320.000 u0 network weak
///
/// Times are seconds after the start (non-decreasing); users are `u` and a number.
public enum TraceFormat {
    /// The first line of every trace file.
    public static let magic = "# lit trace 1"

    /// The text of `trace`.
    public static func text(of trace: Trace) -> String {
        var lines = [
            magic, "# name: \(trace.name)", "# about: \(oneLine(trace.about))", "# seed: \(trace.seed)",
            "# start: \(ISO8601DateFormatter().string(from: trace.start))",
            "# shared-cache: \(trace.sharedCache ? "yes" : "no")", "# events: \(trace.events.count)",
        ]
        lines.reserveCapacity(trace.events.count + lines.count)
        for event in trace.events {
            let head = String(format: "%.3f u%d %@", event.time, event.user, event.kind.rawValue)
            if let network = event.network {
                lines.append(head + " " + network.rawValue)
            } else if let location = event.location {
                lines.append(head + String(format: " %.5f %.5f", location.latitude, location.longitude))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Header text on one line.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Reads a trace; anything out of form is an error naming `file` and the line. `checkPlace`
    /// says what is wrong with a location the replay could not serve (nil: nothing).
    public static func parse(
        _ text: String, file: String, checkPlace: (WeatherLocation) -> String? = { _ in nil }
    ) throws -> Trace {
        var header: [String: String] = [:]
        var headerLines: [String: Int] = [:]
        var events: [TraceEvent] = []
        var lineNumber = 0
        func fail(_ expected: String) -> InputError { InputError(file: file, line: lineNumber, expected: expected) }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if lineNumber == 1 {
                guard line == magic else { throw fail("\"\(magic)\" as the first line") }
                continue
            }
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                let body = line.dropFirst().drop { $0 == " " }
                guard let colon = body.firstIndex(of: ":") else { throw fail("a header line \"# key: value\"") }
                let key = String(body[..<colon])
                header[key] = String(body[body.index(after: colon)...].drop { $0 == " " })
                headerLines[key] = lineNumber
                continue
            }
            let event = try self.event(line, fail: fail)
            if let location = event.location, let problem = checkPlace(location) { throw fail(problem) }
            if let last = events.last, event.time < last.time { throw fail("times in order (not before \(last.time))") }
            events.append(event)
        }
        guard lineNumber > 0, text.hasPrefix(magic) else {
            lineNumber = 1
            throw fail("\"\(magic)\" as the first line")
        }
        if let stated = header["events"] {
            lineNumber = headerLines["events"] ?? 1
            guard Int(stated) == events.count else {
                throw fail("\(stated) events as the header says, found \(events.count) (is the file cut short?)")
            }
        }
        lineNumber = headerLines["name"] ?? 1
        guard let name = header["name"], isFileName(name) else {
            throw fail("a \"# name:\" header: letters, digits, '-', '_' or '.', usable in file names")
        }
        lineNumber = headerLines["start"] ?? 1
        guard let start = header["start"].flatMap(ISO8601DateFormatter().date(from:)) else {
            throw fail("a \"# start:\" header with an ISO 8601 time")
        }
        return Trace(
            name: name, about: header["about"] ?? "", seed: header["seed"].flatMap { UInt64($0) } ?? 0, start: start,
            sharedCache: header["shared-cache"] == "yes", events: events)
    }

    /// A name that can be part of a file name (charts are named after their trace).
    static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
            }
    }

    private static func event(_ line: Substring, fail: (String) -> InputError) throws -> TraceEvent {
        let fields = line.split(separator: " ")
        guard fields.count >= 4, let time = Double(fields[0]), time >= 0, time.isFinite else {
            throw fail("TIME USER KIND ... (seconds after the start first)")
        }
        guard fields[1].first == "u", let user = Int(fields[1].dropFirst()), user >= 0 else {
            throw fail("a user such as u0 after the time")
        }
        guard let kind = TraceEvent.Kind(rawValue: String(fields[2])) else {
            throw fail("a kind: " + TraceEvent.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if kind == .network {
            guard fields.count == 4, let condition = NetworkCondition(rawValue: String(fields[3])) else {
                throw fail("a network condition: " + NetworkCondition.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return TraceEvent(time: time, user: user, network: condition)
        }
        guard fields.count == 5, let latitude = Double(fields[3]), let longitude = Double(fields[4]) else {
            throw fail("LATITUDE LONGITUDE after the kind")
        }
        let location = WeatherLocation(latitude: latitude, longitude: longitude)
        guard location.isValid else { throw fail("a latitude in -90...90 and a longitude in -180...180") }
        return TraceEvent(time: time, user: user, kind: kind, location: location)
    }
}
