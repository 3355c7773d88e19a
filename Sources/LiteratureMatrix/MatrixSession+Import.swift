extension MatrixSession {
    /// Imports a CSV file in one transaction (rolled back entirely on any error, or in a dry run).
    ///
    /// `onNote` hears each duplicate or skipped row as it is found; `progress` hears (bytes read, size).
    public func importCSV(
        at path: String, displayName: String, options: ImportOptions, dryRun: Bool = false,
        progress: (Int, Int) -> Void = { _, _ in }, onNote: @escaping (ImportNote) -> Void = { _ in }
    ) throws -> ImportReport {
        try mutate(dryRun: dryRun) { store, appender in
            try MatrixImporter(store: store, options: options, displayName: displayName)
                .importFile(at: path, appender: appender, progress: progress, onNote: onNote)
        }
    }

    /// Adds a record, giving it the next id unless it has one; returns the id.
    public func add(_ record: MatrixRecord) throws -> String {
        guard record.hasTitle else { throw MatrixError.missingTitle }
        return try mutate { store, appender in
            var record = record
            if record.id.isEmpty {
                record.id = try store.takeNextID()
            } else if let number = RecordID.number(of: record.id), number < (try store.nextNumber()),
                !(try store.exists(id: record.id))
            {
                throw MatrixError.retiredID(record.id)
            }
            try store.insert(record)
            try appender?.append(record)
            return record.id
        }
    }
}
