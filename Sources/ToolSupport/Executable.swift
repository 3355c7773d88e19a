import Foundation
import TextSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running program's own file: its real path and an identity of its build.
public enum Executable {
    /// The real path of the running executable, symlinks resolved (on Linux `/proc/self/exe`;
    /// never `argv[0]`, which is only a name when the program was found on PATH).
    public static let path: String? = {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }()

    /// An identity of the build of the executable at `path`: the GNU build id that the linker writes
    /// into ELF files, or else a hash of the file's bytes. Two builds of different code never share it.
    public static func buildIdentity(of path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        if let head = try? file.read(upToCount: 64 * 1024), let id = ELFNotes.buildID(in: head) { return "gnu:" + id }
        try? file.seek(toOffset: 0)
        var hasher = FNV1a.Hasher()
        while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.add(chunk) }
        return "fnv:" + hasher.hex
    }
}

/// The notes of an ELF file's header pages.
enum ELFNotes {
    /// The hexadecimal GNU build id (note type 3, owner "GNU") of the 64-bit little-endian ELF file
    /// whose first bytes are `head`, when its program headers and notes lie within them.
    static func buildID(in head: Data) -> String? {
        let bytes = [UInt8](head)
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        // Magic, 64-bit class, little-endian.
        guard bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]), let table = integer(0x20, 8),
            let entrySize = integer(0x36, 2), let count = integer(0x38, 2)
        else { return nil }
        for index in 0..<count {
            let entry = table + index * entrySize
            guard integer(entry, 4) == 4,  // PT_NOTE
                let start = integer(entry + 8, 8), let size = integer(entry + 32, 8)
            else { continue }
            var note = start
            while note + 12 <= start + size, let nameSize = integer(note, 4),
                let descriptionSize = integer(note + 4, 4),
                let type = integer(note + 8, 4)
            {
                let name = note + 12
                let description = name + (nameSize + 3) / 4 * 4
                if type == 3, nameSize == 4, bytes.count >= description + descriptionSize,
                    bytes[name..<name + 3] == [0x47, 0x4E, 0x55]
                {
                    return bytes[description..<description + descriptionSize].map { String(format: "%02x", $0) }
                        .joined()
                }
                note = description + (descriptionSize + 3) / 4 * 4
            }
        }
        return nil
    }
}
