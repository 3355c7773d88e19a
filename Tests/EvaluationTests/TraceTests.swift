import Foundation
import TestSupport
import Testing
import TextSupport
import WeatherEngine

@testable import Evaluation

@Suite struct TraceTests {
    @Test(arguments: TraceGenerator.Scale.allCases)
    func theCommittedTracesAreTheGeneratorsOutput(scale: TraceGenerator.Scale) throws {
        for name in TraceGenerator.names {
            let path = LitProcess.repositoryRoot + "/Fixtures/traces/\(scale.rawValue)/\(name).trace"
            let committed = try String(contentsOfFile: path, encoding: .utf8)
            let generated = try #require(TraceGenerator.make(name, seed: 1, scale: scale))
            #expect(committed == TraceFormat.text(of: generated), "\(path)")
            #expect(try TraceFormat.parse(committed, file: path) == generated, "\(path)")
        }
    }

    @Test func theSameSeedGivesTheSameTraceAndAnotherSeedAnother() throws {
        let one = try #require(TraceGenerator.make("saved-cities", seed: 7, scale: .quick))
        #expect(TraceGenerator.make("saved-cities", seed: 7, scale: .quick) == one)
        #expect(TraceGenerator.make("saved-cities", seed: 8, scale: .quick) != one)
        #expect(TraceGenerator.make("nonsense", seed: 7, scale: .quick) == nil)
    }

    @Test func everyTraceIsInOrderAndNearAFixturePlace() throws {
        let fixtures = try FixtureProvider(directory: LitProcess.repositoryRoot + "/Fixtures/weather")
        for name in TraceGenerator.names {
            let trace = try #require(TraceGenerator.make(name, seed: 1, scale: .quick))
            #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(name)")
            for location in Set(trace.events.compactMap(\.location)) {
                #expect(throws: Never.self, "\(name)") { _ = try fixtures.place(for: location) }
            }
        }
    }

    @Test func placesTheReplayCannotServeAreRefusedAtTheirLine() {
        let text = "# lit trace 1\n# name: t\n# start: 2027-03-15T00:00:00Z\n0 u0 view 39.9 116.4\n5 u0 view 0 0\n"
        #expect(throws: InputError(file: "t.trace", line: 5, expected: "somewhere else")) {
            try TraceFormat.parse(text, file: "t.trace") { $0.latitude == 0 ? "somewhere else" : nil }
        }
    }

    @Test func aboutTextStaysOnOneLine() throws {
        var trace = try #require(TraceGenerator.make("commuter", seed: 1, scale: .quick))
        trace.about = "two\nlines"
        let parsed = try TraceFormat.parse(TraceFormat.text(of: trace), file: "t.trace")
        #expect(parsed.about == "two lines")
        #expect(parsed.events == trace.events)
    }

    @Test func malformedLinesNameTheFileAndLine() {
        let head = "# lit trace 1\n# name: t\n# start: 2027-03-15T00:00:00Z\n"
        let cases: [(String, Int, String)] = [
            ("lit trace\n", 1, "\"# lit trace 1\" as the first line"),
            (head + "0 u0 jump 39.9 116.4\n", 4, "a kind: launch, foreground, background, view, refresh, network"),
            (head + "5 u0 view 39.9 116.4\n4 u0 view 39.9 116.4\n", 5, "times in order (not before 5.0)"),
            (head + "0 u0 view 91 116.4\n", 4, "a latitude in -90...90 and a longitude in -180...180"),
            (head + "0 x view 39.9 116.4\n", 4, "a user such as u0 after the time"),
            (head + "0 u0 network slow\n", 4, "a network condition: good, weak, offline"),
            ("# lit trace 1\n# name: t\n", 1, "a \"# start:\" header with an ISO 8601 time"),
            (
                head + "# events: 2\n0 u0 view 39.9 116.4\n", 4,
                "2 events as the header says, found 1 (is the file cut short?)"
            ),
            (
                "# lit trace 1\n# name: a/b\n# start: 2027-03-15T00:00:00Z\n", 2,
                "a \"# name:\" header: letters, digits, '-', '_' or '.', usable in file names"
            ),
        ]
        for (text, line, expected) in cases {
            #expect(throws: InputError(file: "t.trace", line: line, expected: expected)) {
                try TraceFormat.parse(text, file: "t.trace")
            }
        }
    }
}
