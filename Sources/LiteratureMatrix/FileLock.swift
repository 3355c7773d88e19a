import TextSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file (flock), held until the object goes away, so that two
/// `lit` processes change the database and its text snapshot one after the other.
final class FileLock {
    private let descriptor: Int32

    /// Waits until the lock on `path` (created if missing) is ours.
    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, operation: "open") }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR {
                let error = FileError(path: path, operation: "lock")
                close(descriptor)
                throw error
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
