#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
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
    /// Bytes taken by `peek` and not yet handed out by `read`.
    private var peeked: [UInt8] = []

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
        if !peeked.isEmpty {
            let count = min(buffer.count, peeked.count)
            peeked.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress!, byteCount: count) }
            peeked.removeFirst(count)
            bytesRead += count
            return count
        }
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 {
                bytesRead += count
                return count
            }
            if errno != EINTR { throw FileError(path: path, operation: "read") }
        }
    }

    /// The first `count` bytes (fewer if the file is shorter); `read` still returns them first.
    /// Works on pipes too: nothing seeks.
    public func peek(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, operation: "read")
            }
            filled += got
        }
        peeked = Array(bytes.prefix(filled))
        return peeked
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
