import Foundation

/// Compact JSON Web Tokens (RFC 7519) signed with ES256 (RFC 7518 §3.4).
public enum JSONWebToken {
    /// `header.claims.signature`, each part base64url without padding; `header` gains `"alg":"ES256"`.
    /// Keys are written in sorted order, so the same input gives the same token body.
    public static func es256(header: [String: String], claims: [String: JSONClaim], key: ES256PrivateKey)
        throws(ES256Error) -> String
    {
        var header = header
        header["alg"] = "ES256"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let signingInput: String
        do {
            signingInput = base64URL(try encoder.encode(header)) + "." + base64URL(try encoder.encode(claims))
        } catch {
            throw .signingFailed("cannot encode the token as JSON: \(error)")
        }
        return signingInput + "." + base64URL(try key.sign(Data(signingInput.utf8)))
    }

    /// Base64url without padding (RFC 7515 §2).
    public static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

/// A claim value: a string or a whole number (NumericDate).
public enum JSONClaim: Encodable, Equatable, Sendable {
    case string(String)
    case number(Int)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let value): try container.encode(value)
        }
    }
}
