internal import CLibCrypto
import Foundation

/// A P-256 private key from a PEM file (Apple's `.p8` keys), signing with ES256 through libcrypto.
public final class ES256PrivateKey: @unchecked Sendable {
    // libcrypto keys are safe to sign with from several threads at once; the pointer never changes.
    private let key: OpaquePointer

    /// Reads a PKCS #8 PEM key; the error says why it cannot be used.
    public init(pem: Data) throws(ES256Error) {
        let key = pem.withUnsafeBytes { lit_read_private_key($0.baseAddress, Int32($0.count)) }
        guard let key else { throw .unreadableKey(Self.lastError()) }
        guard lit_is_p256(key) == 1 else {
            EVP_PKEY_free(key)
            throw .notP256
        }
        self.key = key
    }

    deinit { EVP_PKEY_free(key) }

    /// The ES256 signature of `message`: r then s, 32 bytes each (the JWS form, not DER).
    public func sign(_ message: some DataProtocol) throws(ES256Error) -> Data {
        var signature = [UInt8](repeating: 0, count: 64)
        let bytes = Array(message)
        guard lit_sign_es256(key, bytes, bytes.count, &signature) == 1 else { throw .signingFailed(Self.lastError()) }
        return Data(signature)
    }

    private static func lastError() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        lit_last_error(&buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why a key cannot sign.
public enum ES256Error: Error, Equatable, CustomStringConvertible {
    /// Not a PEM private key libcrypto can read.
    case unreadableKey(String)
    /// A key, but not on the P-256 curve ES256 needs.
    case notP256
    /// libcrypto refused to sign.
    case signingFailed(String)

    public var description: String {
        switch self {
        case .unreadableKey(let reason):
            "not a PEM private key (expected -----BEGIN PRIVATE KEY-----)\(reason.isEmpty ? "" : ": \(reason)")"
        case .notP256: "the key is not an elliptic-curve key on P-256 (ES256 needs one)"
        case .signingFailed(let reason): "signing failed: \(reason)"
        }
    }
}
