import Foundation

extension Console {
    /// The process's own stdout, stderr, environment and working directory.
    public static func standard() -> Console {
        let out = FileDescriptorSink(descriptor: 1, name: "stdout")
        let err = FileDescriptorSink(descriptor: 2, name: "stderr")
        return Console(
            out: out, err: err, outIsTerminal: out.isTerminal, errIsTerminal: err.isTerminal,
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath)
    }
}
