#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for reading in chunks, with its size for progress reports.
public final class InputFile {
    private let descriptor: Int32
    /// The path it was opened with.
    public let path: String
    /// The size in bytes when opened.
    public let size: Int
    /// How many bytes have been read so far.
    public private(set) var bytesRead = 0

    /// Opens `path` for reading.
    public init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "open") }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let error = FileError(path: path, operation: "stat")
            close(descriptor)
            throw error
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw FileError(path: path, operation: "read", reason: "it is a directory")
        }
        self.descriptor = descriptor
        self.path = path
        self.size = Int(info.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                bytesRead += count
                return count
            }
            if errno != EINTR { throw FileError(path: path, operation: "read") }
        }
    }

    /// Reads the first `count` bytes without moving the read position.
    public func peek(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
        guard got >= 0 else { throw FileError(path: path, operation: "read") }
        return Array(bytes.prefix(got))
    }

    /// Reads the whole file into memory.
    public static func readAll(path: String) throws -> [UInt8] {
        let file = try InputFile(path: path)
        var bytes = [UInt8]()
        bytes.reserveCapacity(file.size)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let count = try file.read(into: chunk)
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
