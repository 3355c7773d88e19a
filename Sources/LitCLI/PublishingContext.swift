import LiteratureMatrix
import Publishing
import SourceProfiles
import ToolSupport
import WeatherEngine

/// The workspace's matrix, decisions and evidence, opened for the publishing commands.
enum PublishingContext {
    /// Everything tables and woven blocks are made from, in Chinese or English by default.
    static func open(_ arguments: ParsedArguments, _ console: Console, chinese: Bool) throws -> WeaveContext {
        try make(session: try WorkspaceOption.openForReading(arguments, console), chinese: chinese)
    }

    /// The same over a session already open (its lock is the caller's business).
    static func make(session: MatrixSession, chinese: Bool) throws -> WeaveContext {
        try WeaveContext.open(session, chinese: chinese, sources: sources)
    }

    /// What the engine's providers offer, for the data-source table.
    static var sources: [WeatherSourceProfile] { HTTPService.allCases.map(\.profile) }
}
