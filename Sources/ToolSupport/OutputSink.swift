import TextSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Somewhere text goes: a file descriptor (stdout, stderr) or memory (tests).
public protocol OutputSink: AnyObject {
    /// Writes bytes; throws when the destination refuses them (a full disk, a closed pipe).
    func write(bytes: UnsafeRawBufferPointer) throws
    /// Pushes out anything buffered.
    func flush() throws
}

extension OutputSink {
    /// Writes text as UTF-8.
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// A buffered writer to a file descriptor.
public final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private let name: String
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    /// Writes to `descriptor`; `name` appears in errors ("stdout").
    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(capacity)
    }

    deinit {
        try? flush()
    }

    public func write(bytes: UnsafeRawBufferPointer) throws {
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    public func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try buffer.withUnsafeBytes { try writeAll($0, to: descriptor, path: name) }
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }
}

/// Collects output in memory (for tests and for commands run in process).
public final class MemorySink: OutputSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// Makes an empty sink.
    public init() {}

    public func write(bytes: UnsafeRawBufferPointer) throws {
        self.bytes.append(contentsOf: bytes)
    }

    public func flush() throws {}

    /// Everything written so far, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
