/// Where a decision stands.
public enum DecisionStatus: String, CaseIterable, Sendable {
    case proposed, accepted, rejected, deprecated, superseded

    /// The status in a Chinese chapter.
    public var chinese: String {
        switch self {
        case .proposed: "提议中"
        case .accepted: "已采纳"
        case .rejected: "已否决"
        case .deprecated: "已废弃"
        case .superseded: "已被取代"
        }
    }
}
