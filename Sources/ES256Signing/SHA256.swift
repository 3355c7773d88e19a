internal import CLibCrypto
import Foundation

/// SHA-256 through libcrypto (this target wraps libcrypto: ES256 signatures and digests).
public enum SHA256 {
    /// The digest of `data` as 64 lower-case hex digits.
    public static func hex(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let ok = data.withUnsafeBytes { lit_sha256($0.baseAddress, $0.count, &digest) }
        precondition(ok == 1, "libcrypto failed to compute SHA-256")
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
