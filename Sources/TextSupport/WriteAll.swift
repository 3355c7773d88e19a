#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `bytes` to a file descriptor, retrying short writes and interruptions.
///
/// Throws `FileError` naming `path` (a file name, or "stdout") with the system's reason.
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            throw FileError(path: path, operation: "write")
        }
        offset += written
    }
}
