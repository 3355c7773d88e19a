import SQLiteStore

/// The tables of the workspace database, as named migrations.
enum MatrixSchema {
    /// The application id stamped into every workspace database ("lit1"), to tell it from foreign files.
    static let applicationID: Int64 = 0x6C69_7431

    static let migrations: [Migration] = [
        Migration(
            "001-matrix",
            sql: """
                CREATE TABLE matrix(
                    seq INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    \(MatrixField.allCases.dropFirst().map { "\($0.columnName) TEXT NOT NULL DEFAULT ''" }
                    .joined(separator: ",\n            ")),
                    title_hash INTEGER NOT NULL,
                    doi_key TEXT NOT NULL
                );
                CREATE INDEX matrix_title_hash ON matrix(title_hash);
                CREATE INDEX matrix_doi_key ON matrix(doi_key) WHERE doi_key <> '';
                CREATE TABLE custom_columns(
                    position INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                CREATE TABLE custom_values(
                    record INTEGER NOT NULL REFERENCES matrix(seq) ON DELETE CASCADE,
                    name TEXT NOT NULL REFERENCES custom_columns(name) ON DELETE CASCADE,
                    value TEXT NOT NULL,
                    PRIMARY KEY(record, name)
                ) WITHOUT ROWID;
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                """)
    ]
}
