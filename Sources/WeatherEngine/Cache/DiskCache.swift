import Foundation
import SQLiteStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The second cache level: datasets in an SQLite file, so a new process starts warm. It never
/// stops the engine: a damaged file is moved aside and started afresh, an unreadable entry is
/// dropped, and a file that cannot be written turns the disk level off; `problem` says what happened
/// (once) while the memory cache goes on.
final class DiskCache {
    private var database: Database?
    private var readStatement: Statement?
    private var writeStatement: Statement?
    /// Why the disk cache is off, if it is.
    private(set) var problem: String?
    let path: String

    /// Opens (or creates) the cache file at `path`.
    init(path: String) {
        self.path = path
        do {
            try open()
        } catch let error as SQLiteError where error.isCorruption {
            let aside = path + ".damaged-\(Int(Date().timeIntervalSince1970))"
            guard rename(path, aside) == 0 else {
                turnOff(because: error)
                return
            }
            do {
                try open()
                problem =
                    "weather cache \(path) was damaged (\(error.message)); moved it to \(aside) and started afresh"
            } catch {
                turnOff(because: error)
            }
        } catch {
            turnOff(because: error)
        }
    }

    private func open() throws {
        do {
            let database = try Database(path: path)
            try database.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL")
            try database.migrate([
                Migration(
                    "001-weather-cache",
                    sql: """
                        CREATE TABLE weather_cache(
                            provider TEXT NOT NULL, dataset TEXT NOT NULL, latitude_step INTEGER NOT NULL,
                            longitude_step INTEGER NOT NULL, language TEXT NOT NULL,
                            expires REAL NOT NULL, body BLOB NOT NULL,
                            PRIMARY KEY(provider, dataset, latitude_step, longitude_step, language)
                        ) WITHOUT ROWID;
                        """),
                Migration(
                    "002-validators",
                    sql: "ALTER TABLE weather_cache ADD COLUMN entity_tag TEXT; "
                        + "ALTER TABLE weather_cache ADD COLUMN last_modified REAL;"),
            ])
            readStatement = try database.prepare(
                "SELECT expires, body, entity_tag, last_modified FROM weather_cache WHERE provider = ? AND dataset = ? AND latitude_step = ? "
                    + "AND longitude_step = ? AND language = ?", persistent: true)
            writeStatement = try database.prepare(
                "INSERT OR REPLACE INTO weather_cache(provider, dataset, latitude_step, longitude_step, language, "
                    + "expires, body, entity_tag, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", persistent: true)
            self.database = database
        }
    }

    /// The cached entry for `key`, fresh or not (with `freshAt`, only if still fresh then: an
    /// expired body is not even read); nil when absent or unreadable.
    func entry(_ key: CacheKey, freshAt: Date? = nil) -> CacheEntry? {
        guard let statement = readStatement else { return nil }
        do {
            try statement.bind(parameters(key))
            defer { statement.reset() }
            guard try statement.step() else { return nil }
            let expiration = Date(timeIntervalSince1970: statement.value(at: 0).realValue ?? 0)
            if let freshAt, expiration <= freshAt { return nil }
            guard case .blob(let body) = statement.value(at: 1) else { return nil }
            let validators = Validators(
                entityTag: statement.value(at: 2).textValue,
                lastModified: statement.value(at: 3).realValue.map(Date.init(timeIntervalSince1970:)))
            guard let payload = try? CacheBody.decode(body) else {
                // Written by another version, or damaged: a miss, and the row goes.
                statement.reset()
                try database?.execute(
                    "DELETE FROM weather_cache WHERE provider = ? AND dataset = ? AND latitude_step = ? "
                        + "AND longitude_step = ? AND language = ?", parameters(key))
                return nil
            }
            return CacheEntry(dataset: key.dataset, payload: payload, expiration: expiration, validators: validators)
        } catch {
            turnOff(because: error)
            return nil
        }
    }

    /// Stores `entry` under `key`.
    func store(_ entry: CacheEntry, as key: CacheKey) {
        guard let statement = writeStatement else { return }
        do {
            let body = CacheBody.encode(entry.payload)
            try statement.bind(
                parameters(key) + [
                    .real(entry.expiration.timeIntervalSince1970), .blob(body),
                    entry.validators.entityTag.map(SQLValue.text) ?? .null,
                    entry.validators.lastModified.map { .real($0.timeIntervalSince1970) } ?? .null,
                ])
            try statement.run()
        } catch {
            turnOff(because: error)
        }
    }

    private func parameters(_ key: CacheKey) -> [SQLValue] {
        [
            .text(key.provider), .text(key.dataset.rawValue), .integer(Int64(key.latitudeStep)),
            .integer(Int64(key.longitudeStep)), .text(key.language),
        ]
    }

    private func turnOff(because error: any Error) {
        let reason = (error as? SQLiteError)?.message ?? "\(error)"
        problem = "weather cache \(path) is not usable (\(reason)); going on with the memory cache only"
        readStatement = nil
        writeStatement = nil
        database = nil
    }
}
