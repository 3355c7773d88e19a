import Foundation

/// Reads a provider's credentials from the environment: `NAME` holds the value, or `NAME_FILE`
/// the path of a file only its owner may read (mode 0600 or stricter). Values are never printed.
public struct Secrets: Sendable {
    /// The environment to read from.
    public let environment: [String: String]
    /// The provider, for messages.
    let provider: String

    /// Secrets for `provider` from `environment`.
    public init(provider: String, environment: [String: String]) {
        self.provider = provider
        self.environment = environment
    }

    /// The value of `name` or the contents of the file `name_FILE` (trimmed); an error names both.
    func value(_ name: String) throws -> String {
        if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
            return value
        }
        if let path = environment[name + "_FILE"], !path.isEmpty {
            return String(decoding: try privateFile(path, variable: name + "_FILE"), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        throw WeatherError.credentials(
            provider: provider, reason: "set \(name) (or \(name)_FILE, the path of a file only you can read)")
    }

    /// The bytes of a file named by `variable`, refused when others may read it.
    func privateFile(_ path: String, variable: String) throws -> Data {
        var status = stat()
        guard stat(path, &status) == 0, let data = FileManager.default.contents(atPath: path) else {
            throw WeatherError.credentials(provider: provider, reason: "\(variable): cannot read \(path)")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw WeatherError.credentials(
                provider: provider,
                reason: "\(variable): \(path) can be read by others; run chmod 600 \(path)")
        }
        return data
    }
}
