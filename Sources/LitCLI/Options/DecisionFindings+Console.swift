import DecisionRecords
import ToolSupport

extension Console {
    /// The decision checks' findings on stderr: errors as `Error:` lines, warnings as diagnostics.
    func show(_ findings: [DecisionFinding]) {
        for finding in findings {
            if finding.severity == .error {
                error(finding.description)
            } else {
                diagnostic(finding.description)
            }
        }
    }
}
