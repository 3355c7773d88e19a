#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that readers see either the old content or the whole new content, never a part:
/// a temporary file beside it, fsync, rename, fsync of the folder.
///
/// If the writer goes away without `commit()`, the temporary file is removed and the old file stays.
public final class AtomicFile {
    /// The file being replaced.
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var finished = false

    /// Starts writing a new version of `path` (created with `permissions` if new).
    public init(path: String, permissions: mode_t = 0o644) throws {
        self.path = path
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        temporaryPath = path + ".tmp-\(getpid())-\(suffix)"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "write") }
    }

    deinit {
        if !finished { abandon() }
    }

    /// Appends bytes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Appends text as UTF-8.
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Makes the new content durable and puts it in place of the old file.
    public func commit() throws {
        guard !finished else { return }
        if fsync(descriptor) != 0 {
            let error = FileError(path: path, operation: "write")
            abandon()
            throw error
        }
        close(descriptor)
        descriptor = -1
        if rename(temporaryPath, path) != 0 {
            let error = FileError(path: path, operation: "replace")
            unlink(temporaryPath)
            finished = true
            throw error
        }
        finished = true
        syncFolder(of: path)
    }

    /// Drops the new content; the old file stays as it was.
    public func abandon() {
        guard !finished else { return }
        if descriptor >= 0 { close(descriptor) }
        unlink(temporaryPath)
        finished = true
    }

    /// Writes `text` to `path` atomically in one call.
    public static func write(_ text: String, to path: String) throws {
        let file = try AtomicFile(path: path)
        try file.write(text)
        try file.commit()
    }

    private func syncFolder(of path: String) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let directory = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return }
        fsync(directory)
        close(directory)
    }
}
