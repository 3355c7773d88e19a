/// Words that recur in every corpus without naming a topic: phrases are not made across them.
enum StopWords {
    /// English function words and the words of academic prose ("paper", "propose", "results").
    static let english: Set<String> = [
        "a", "about", "above", "across", "after", "again", "against", "all", "also", "am", "among", "an", "and",
        "any", "approach", "are", "as", "at", "based", "be", "been", "before", "being", "between", "both", "but",
        "by", "can", "could", "did", "do", "does", "during", "each", "few", "for", "from", "further", "had", "has",
        "have", "how", "however", "if", "in", "into", "is", "it", "its", "may", "more", "most", "new", "no",
        "nor", "not", "of", "off", "on", "once", "one", "only", "or", "other", "our", "out", "over", "paper",
        "present", "presents", "propose", "proposed", "proposes", "result", "results", "same", "should", "show",
        "shows", "so", "some", "studies", "study", "such", "than", "that", "the", "their", "them", "then",
        "there", "these", "they", "this", "those", "through", "to", "too", "toward", "towards", "two", "under",
        "up", "use", "used", "uses", "using", "very", "via", "was", "we", "were", "what", "when", "where",
        "which", "while", "who", "why", "will", "with", "within", "without", "would", "you", "your",
    ]

    /// Chinese words that end a run of characters as punctuation would, longest first: the particles
    /// 的 and 了, the conjunctions 与 和 及 或, and the words of academic prose (本文, 提出, 一种, 基于,
    /// 实验表明 …). "本文提出一种分层缓存策略" gives n-grams of 分层缓存策略 only. The price: a term
    /// with one of them inside (和风天气, 研究生) is found only through keyword fields.
    static let chinese: [String] = [
        "基于", "本文", "研究", "提出", "通过", "实现", "进行", "一种", "采用", "使用", "利用", "针对", "我们", "可以", "其中",
        "因此", "由于", "表明", "实验", "结合", "主要", "不同", "相关", "方法", "结果", "分析", "问题", "有效", "以及", "并且",
        "比较", "讨论", "测量", "适用于", "带来", "决定", "会使", "的", "了", "与", "和", "及", "或",
    ].sorted { $0.count > $1.count }

    /// The length of the Chinese stop word that starts at `index` of `run`, or 0.
    static func chineseStop(in run: [Character], at index: Int) -> Int {
        for word in chinese where index + word.count <= run.count {
            if run[index..<(index + word.count)].elementsEqual(word) { return word.count }
        }
        return 0
    }
}
