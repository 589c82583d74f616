import WorkbookGrading

/// The usage text, written from every command's `spec`: the global help lists every command by
/// audience, and each command's help gives its form, what it does, its options and its exit
/// statuses. Nothing here is written by hand twice.
package enum Help {
  /// The exit-status convention, the same for every command.
  package static let exitConvention =
    "Exit status: 0 success, 1 a runtime failure, 2 a usage error."

  /// `swift run workbook --help`: `set`'s commands, grouped by audience.
  package static func overview(of set: CommandSet = .workbook) -> String {
    let program = set.program
    var lines = ["usage: \(program) [COMMAND] [OPTIONS]"]
    let width = set.specs.map { synopsis($0).count }.max() ?? 0
    for audience in CommandSpec.Audience.allCases {
      let specs = set.specs.filter { $0.audience == audience }
      guard !specs.isEmpty else { continue }
      lines += ["", "\(audience.rawValue):"]
      lines += table(specs.map { (synopsis($0), $0.summary) }, width: width)
    }
    lines += ["", "Options for every command:"]
    lines += table(CommandSpec.globalOptions.map { ($0.synopsis, $0.help) })
    lines += [
      ""
    ]
    lines += set.notes
    lines += [
      "\(program) COMMAND --help says more about one command.",
      "",
      exitConvention,
    ]
    return lines.joined(separator: "\n")
  }

  /// `swift run workbook COMMAND --help`: the command of `set` called `name`.
  package static func command(_ name: String, in set: CommandSet = .workbook) -> String {
    guard let spec = set.named(name)?.spec else { return overview(of: set) }
    let program = set.program
    let options = spec.options.isEmpty ? "" : " [OPTIONS]"
    var lines = ["usage: \(program) \(usage(spec))\(options)", ""]
    if !spec.aliases.isEmpty {
      lines += ["Also: " + spec.aliases.map { "\(program) \($0)" }.joined(separator: ", "), ""]
    }
    lines += TextLayout.wrap(spec.about, width: 78)
    lines += ["", "Options:"]
    lines += table((spec.options + CommandSpec.globalOptions).map { ($0.synopsis, $0.help) })
    lines += [""]
    let status = spec.exitStatus.hasSuffix(".") ? spec.exitStatus.dropLast() : spec.exitStatus[...]
    lines += TextLayout.wrap(
      "Exit status: \(status); 2 on a usage error (a wrong command line).", width: 78)
    return lines.joined(separator: "\n")
  }

  /// `hint [N] [TIER]`, for the command's usage line.
  private static func usage(_ spec: CommandSpec) -> String {
    ([spec.name] + (spec.operands.isEmpty ? [] : [spec.operands]))
      .joined(separator: " ")
  }

  /// `progress, list`, `hint [N] [TIER]`, for the overview's table.
  private static func synopsis(_ spec: CommandSpec) -> String {
    ([spec.name] + spec.aliases).joined(separator: ", ")
      + (spec.operands.isEmpty ? "" : " " + spec.operands)
  }

  /// Two columns, the second aligned.
  private static func table(_ rows: [(String, String)], width: Int = 0) -> [String] {
    let width = max(width, rows.map(\.0.count).max() ?? 0) + 2
    return rows.map { left, right in
      "  " + left + String(repeating: " ", count: width - left.count) + right
    }
  }
}
