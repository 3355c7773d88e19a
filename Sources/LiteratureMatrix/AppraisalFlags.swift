import Foundation

/// What an appraisal should look at again, found from a work's own fields: it is older than the
/// review allows, it relies on an older platform than the thesis targets, or nothing links to it.
public struct AppraisalFlags: Sendable {
    /// The thesis year; works more than `maximumAge` years older are flagged.
    public var thesisYear: Int
    public var maximumAge: Int
    /// The platform the thesis targets ("iOS", 16): works whose stack names an older version are flagged.
    public var platform: (name: String, version: Int)

    /// Flags for a thesis written in `thesisYear`.
    public init(thesisYear: Int, maximumAge: Int = 5, platform: (name: String, version: Int) = ("iOS", 16)) {
        self.thesisYear = thesisYear
        self.maximumAge = maximumAge
        self.platform = platform
    }

    /// The flags of `record`, in words (empty when there is nothing to look at again).
    public func flags(_ record: MatrixRecord, chinese: Bool) -> [String] {
        var flags: [String] = []
        if let year = record.year, thesisYear - year > maximumAge {
            flags.append(
                chinese
                    ? "时效性：\(year) 年发表，早于论文年份 \(thesisYear) 超过 \(maximumAge) 年"
                    : "timeliness: from \(year), more than \(maximumAge) years before the thesis year \(thesisYear)")
        }
        if let version = platformVersion(in: record[.stack]), version < platform.version {
            flags.append(
                chinese
                    ? "时效性：依赖 \(platform.name) \(version)，早于论文面向的 \(platform.name) \(platform.version)"
                    : "timeliness: relies on \(platform.name) \(version), older than the \(platform.name) \(platform.version) the thesis targets"
            )
        }
        if record[.url].isEmpty && record[.doi].isEmpty {
            flags.append(
                chinese
                    ? "可复现性：没有 DOI 或网址，无从查到代码、数据或原文"
                    : "reproducibility: no DOI or URL, so no code, data or text to check")
        }
        return flags
    }

    /// The lowest version of the platform the stack names ("Swift; iOS 13+; iOS 14" → 13).
    func platformVersion(in stack: String) -> Int? {
        var versions: [Int] = []
        var rest = Substring(stack)
        while let range = rest.range(of: platform.name, options: .caseInsensitive) {
            let digits = rest[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
            if let version = Int(digits) { versions.append(version) }
            rest = rest[range.upperBound...]
        }
        return versions.min()
    }
}
