#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file could not be read or written; carries the path and the system's reason.
public struct FileError: Error, CustomStringConvertible, Sendable {
    /// The file concerned.
    public let path: String
    /// What was being done ("open", "read", "write", "rename", ...).
    public let operation: String
    /// The system's reason, e.g. "No space left on device".
    public let reason: String

    /// Makes an error from the current `errno`.
    public init(path: String, operation: String, errorNumber: Int32 = errno) {
        self.path = path
        self.operation = operation
        self.reason = String(cString: strerror(errorNumber))
    }

    /// Makes an error with an explicit reason.
    public init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    public var description: String { "\(path): cannot \(operation): \(reason)" }
}
