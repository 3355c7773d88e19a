import Foundation
import SQLiteStore

/// The workspace's evidence database (`.lit/evidence.sqlite3`): stored runs, their figures and
/// latency distributions. A run is stored in one transaction, so an interrupted run leaves nothing.
public final class EvidenceStore {
    private let database: Database
    /// Runs already read, by id: documents cite the same run many times.
    private var loaded: [String: EvidenceRun] = [:]

    /// Opens (or creates) the evidence database at `path`.
    public init(path: String) throws {
        database = try Database(path: path)
        try database.migrate([
            Migration(
                "001-evidence",
                sql: """
                    CREATE TABLE runs(
                        seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, created TEXT NOT NULL,
                        profile TEXT NOT NULL, seed INTEGER NOT NULL, repetitions INTEGER NOT NULL,
                        environment TEXT NOT NULL);
                    CREATE TABLE metrics(
                        run TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE, position INTEGER NOT NULL,
                        trace TEXT NOT NULL, strategy TEXT NOT NULL, metric TEXT NOT NULL,
                        value REAL NOT NULL, low REAL NOT NULL, high REAL NOT NULL, unit TEXT NOT NULL,
                        PRIMARY KEY(run, trace, strategy, metric));
                    CREATE TABLE distributions(
                        run TEXT NOT NULL REFERENCES runs(id) ON DELETE CASCADE, position INTEGER NOT NULL,
                        trace TEXT NOT NULL, strategy TEXT NOT NULL, points TEXT NOT NULL,
                        PRIMARY KEY(run, trace, strategy));
                    """),
            Migration("002-fingerprint", sql: "ALTER TABLE runs ADD COLUMN fingerprint TEXT"),
        ])
    }

    /// Stores `run` under the next id ("R001", "R002", ...) and returns it with that id.
    public func store(_ run: EvidenceRun) throws -> EvidenceRun {
        var run = run
        try database.transaction {
            let next = try database.scalarInteger("SELECT coalesce(max(seq), 0) + 1 FROM runs")
            run.id = String(format: "R%03lld", next)
            let environment = String(decoding: try JSONEncoder().encode(run.environment), as: UTF8.self)
            try database.execute(
                """
                INSERT INTO runs(seq, id, created, profile, seed, repetitions, environment, fingerprint)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(next), .text(run.id), .text(ISO8601DateFormatter().string(from: run.created)),
                    .text(run.profile), .integer(Int64(bitPattern: run.seed)), .integer(Int64(run.repetitions)),
                    .text(environment), run.fingerprint.map(SQLValue.text) ?? .null,
                ])
            let metric = try database.prepare("INSERT INTO metrics VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            for (position, figure) in run.metrics.enumerated() {
                try metric.bind([
                    .text(run.id), .integer(Int64(position)), .text(figure.trace), .text(figure.strategy),
                    .text(figure.name), .real(figure.value), .real(figure.low), .real(figure.high), .text(figure.unit),
                ])
                try metric.run()
                metric.reset()
            }
            let distribution = try database.prepare("INSERT INTO distributions VALUES (?, ?, ?, ?, ?)")
            for (position, item) in run.distributions.enumerated() {
                let points = item.points.map { "\($0.percentile):\($0.milliseconds)" }.joined(separator: " ")
                try distribution.bind([
                    .text(run.id), .integer(Int64(position)), .text(item.trace), .text(item.strategy), .text(points),
                ])
                try distribution.run()
                distribution.reset()
            }
        }
        return run
    }

    /// The stored runs' ids, profiles and dates, oldest first (figures not loaded).
    public func list() throws -> [(id: String, created: String, profile: String, commit: String, build: String)] {
        try database.rows("SELECT id, created, profile, environment FROM runs ORDER BY seq").map { row in
            let environment = try? JSONDecoder().decode(
                RunEnvironment.self, from: Data((row[3].textValue ?? "").utf8))
            return (
                row[0].textValue ?? "", row[1].textValue ?? "", row[2].textValue ?? "", environment?.commit ?? "",
                environment?.build ?? ""
            )
        }
    }

    /// The newest run recorded with `fingerprint`, if any.
    public func latest(fingerprint: String) throws -> String? {
        try database.scalar(
            "SELECT id FROM runs WHERE fingerprint = ? ORDER BY seq DESC LIMIT 1", [.text(fingerprint)])?.textValue
    }

    /// The run called `id` (or "latest"), with its figures; nil when there is none.
    public func run(_ id: String) throws -> EvidenceRun? {
        let key = id == "latest" ? try database.scalar("SELECT id FROM runs ORDER BY seq DESC LIMIT 1")?.textValue : id
        guard let key else { return nil }
        if let run = loaded[key] { return run }
        let run = try read(key)
        loaded[key] = run
        return run
    }

    private func read(_ key: String) throws -> EvidenceRun? {
        guard
            let row = try database.rows(
                "SELECT created, profile, seed, repetitions, environment, fingerprint FROM runs WHERE id = ?",
                [.text(key)]
            ).first
        else { return nil }
        let environment = try JSONDecoder().decode(RunEnvironment.self, from: Data((row[4].textValue ?? "").utf8))
        let metrics = try database.rows(
            "SELECT trace, strategy, metric, value, low, high, unit FROM metrics WHERE run = ? ORDER BY position",
            [.text(key)]
        ).map { row in
            EvidenceMetric(
                trace: row[0].textValue ?? "", strategy: row[1].textValue ?? "", name: row[2].textValue ?? "",
                value: row[3].realValue ?? 0, low: row[4].realValue ?? 0, high: row[5].realValue ?? 0,
                unit: row[6].textValue ?? "")
        }
        let distributions = try database.rows(
            "SELECT trace, strategy, points FROM distributions WHERE run = ? ORDER BY position", [.text(key)]
        ).map { row in
            LatencyDistribution(
                trace: row[0].textValue ?? "", strategy: row[1].textValue ?? "",
                points: (row[2].textValue ?? "").split(separator: " ").compactMap { pair in
                    let parts = pair.split(separator: ":")
                    guard parts.count == 2, let percentile = Double(parts[0]), let value = Double(parts[1]) else {
                        return nil
                    }
                    return LatencyDistribution.Point(percentile: percentile, milliseconds: value)
                })
        }
        return EvidenceRun(
            id: key,
            created: ISO8601DateFormatter().date(from: row[0].textValue ?? "") ?? Date(timeIntervalSince1970: 0),
            profile: row[1].textValue ?? "", seed: UInt64(bitPattern: row[2].integerValue ?? 0),
            repetitions: Int(row[3].integerValue ?? 0), environment: environment, metrics: metrics,
            distributions: distributions, fingerprint: row[5].textValue)
    }
}
