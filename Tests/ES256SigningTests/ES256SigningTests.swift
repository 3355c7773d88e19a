import ES256Signing
import Foundation
import TestSupport
import Testing

/// Tokens are checked by OpenSSL's own verifier (Tests/Support/verify_jwt.py), never only by our code.
@Suite struct ES256SigningTests {
    let folder = TemporaryDirectory()

    /// A fresh P-256 key as Apple issues it (PKCS #8 PEM), and its public half.
    func makeKey() throws -> (key: ES256PrivateKey, publicKey: String) {
        let pem = folder.file("key.p8")
        try ExternalProgram.run(
            "openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", pem])
        try ExternalProgram.run("openssl", ["pkey", "-in", pem, "-pubout", "-out", folder.file("public.pem")])
        let key = try ES256PrivateKey(pem: Data(folder.bytes("key.p8")))
        return (key, folder.file("public.pem"))
    }

    @Test func openSSLVerifiesTheToken() throws {
        let (key, publicKey) = try makeKey()
        for round in 0..<5 {
            let token = try JSONWebToken.es256(
                header: ["kid": "ABC123DEFG", "id": "TEAM123456.com.example.weather"],
                claims: [
                    "iss": .string("TEAM123456"), "iat": .number(1_780_000_000 + round),
                    "exp": .number(1_780_003_600), "sub": .string("com.example.weather"),
                ], key: key)
            let verified = try ExternalProgram.run(
                "python3", [LitProcess.repositoryRoot + "/Tests/Support/verify_jwt.py", token, publicKey])
            #expect(verified.status == 0, "\(verified.stderr)")
            let decoded = try JSONSerialization.jsonObject(with: Data(verified.stdout.utf8)) as? [String: Any]
            let header = decoded?["header"] as? [String: String]
            #expect(header == ["alg": "ES256", "kid": "ABC123DEFG", "id": "TEAM123456.com.example.weather"])
            let claims = decoded?["claims"] as? [String: Any]
            #expect(claims?["sub"] as? String == "com.example.weather")
            #expect(claims?["iat"] as? Int == 1_780_000_000 + round)
        }
    }

    @Test func aTamperedTokenFailsVerification() throws {
        let (key, publicKey) = try makeKey()
        let token = try JSONWebToken.es256(header: ["kid": "K"], claims: ["sub": .string("a")], key: key)
        var parts = token.split(separator: ".").map(String.init)
        parts[1] = JSONWebToken.base64URL(Data(#"{"sub":"b"}"#.utf8))
        let verified = try ExternalProgram.run(
            "python3",
            [LitProcess.repositoryRoot + "/Tests/Support/verify_jwt.py", parts.joined(separator: "."), publicKey])
        #expect(verified.status == 1)
    }

    @Test func keysThatCannotSignAreRefusedWithTheReason() throws {
        #expect(throws: ES256Error.self) { try ES256PrivateKey(pem: Data("not a key".utf8)) }
        let rsa = folder.file("rsa.pem")
        try ExternalProgram.run(
            "openssl", ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", rsa])
        #expect(throws: ES256Error.notP256) { try ES256PrivateKey(pem: Data(folder.bytes("rsa.pem"))) }
    }
}

@Test func sha256MatchesCoreutils() throws {
    let folder = TemporaryDirectory()
    let path = folder.write("export.ris", "TY  - JOUR\nTI  - 天气\nER  - \n")
    let reference = try ExternalProgram.run("sha256sum", [path]).stdout.prefix(64)
    #expect(SHA256.hex(Data(folder.bytes("export.ris"))) == String(reference))
    #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
}

@Test func anEncryptedKeyIsRefusedWithoutAPrompt() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("encrypted.p8")
    try ExternalProgram.run(
        "openssl",
        [
            "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-aes256", "-pass", "pass:secret",
            "-out", path,
        ])
    #expect(throws: ES256Error.self) { try ES256PrivateKey(pem: Data(folder.bytes("encrypted.p8"))) }
}
