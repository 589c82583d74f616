import Foundation
import Testing

/// What an exercise may not use to make its grader pass: ways to silence the compiler's
/// data-race checks instead of fixing the race, ways to order work by blocking instead of
/// by awaiting, ways to find out whether it is being graded, and `#if` branches that make
/// one file two programs.
///
/// The graders test behaviour first; this scan is the second line, so that a solution that
/// happens to pass while silencing the checker is still rejected, with a message that says
/// why. It reads the compiler's own parse of the whole exercise module (`ParsedModule`), so
/// it sees what the compiler sees: every file, every spelling, nothing in a comment or a
/// literal.
public struct EscapeHatch: Sendable {
  /// A regular expression matched against one node of `swiftc -dump-parse`'s tree:
  /// `(field|name)="assumeIsolated"` matches both `MainActor.assumeIsolated` and a bare
  /// `assumeIsolated`.
  public let pattern: String
  /// A regular expression the node's first child must match too, if any: `field="yield"`
  /// with the child `name="Task"` is `Task.yield`.
  public let child: String?
  /// What the match is called in a message: `nonisolated(unsafe)`.
  public let name: String
  /// Why it is rejected, as the end of a sentence that starts with its name.
  public let why: String

  public init(_ pattern: String, child: String? = nil, name: String, why: String) {
    self.pattern = pattern
    self.child = child
    self.name = name
    self.why = why
  }

  /// A node that names `identifiers`, as a call, a type or a member: `names("sleep")`
  /// matches `sleep(1)`, `Task.sleep(for:)` and `Thread.sleep(forTimeInterval:)`.
  public static func names(_ identifiers: String...) -> String {
    #"(name|field)="(\#(identifiers.joined(separator: "|")))(\(|")"#
  }

  /// Every exercise's list.
  public static let all: [EscapeHatch] = silencers + waiters + runnerDetection

  /// Ways to tell the compiler a race is not there.
  public static let silencers: [EscapeHatch] = [
    EscapeHatch(
      #"nonisolated\(unsafe\)|nonisolated_attr[^\n]*\bunsafe\b"#, name: "nonisolated(unsafe)",
      why: "switches off the data-race check for a declaration; the race is still there"),
    EscapeHatch(
      #"@unchecked"#, name: "@unchecked Sendable",
      why: "promises that a type is safe to share without the compiler checking it"),
    EscapeHatch(
      #"preconcurrency_attr|@preconcurrency"#, name: "@preconcurrency",
      why: "turns the compiler's concurrency errors into silence"),
    EscapeHatch(
      names("assumeIsolated"), name: "assumeIsolated",
      why: "claims at run time an isolation the compiler could not prove"),
    EscapeHatch(
      names("unsafeBitCast", "unsafeDowncast", "Unmanaged", "withoutActuallyEscaping"),
      name: "an unsafe cast",
      why: "hides a value's real type or lifetime from the compiler's checks"),
    EscapeHatch(
      #"^\((unsafe_attr|unsafe_expr)"#, name: "unsafe",
      why: "opts out of the compiler's memory-safety checks"),
    EscapeHatch(
      names(
        "Unsafe(Mutable)?(Raw)?(Buffer)?Pointer", "OpaquePointer",
        "AutoreleasingUnsafeMutablePointer", "withUnsafe(Mutable)?(Pointer|Bytes|BufferPointer)"),
      name: "an unsafe pointer",
      why: "reaches memory the compiler cannot follow: state kept behind an address (even one "
        + "stored as an Int) is shared with no data-race check at all"),
    EscapeHatch(
      #"^\(type_composite\)|id="AnyObject"|(name|field)="userInfo""#,
      name: "a value carried in Any",
      why: """
        carries a value past the data-race check: what is stored as Any or AnyObject (an \
        error's userInfo holds them, and an NSError goes anywhere) crosses from one task or \
        actor to another with no Sendable check, and a value not safe to share races there
        """),
  ]

  /// Ways to make one thing happen after another by waiting or blocking a thread.
  public static let waiters: [EscapeHatch] = [
    EscapeHatch(
      names("sleep", "usleep", "nanosleep", "clock_nanosleep"), name: "sleep",
      why: "orders work by waiting and hoping; await the step that must come first instead"),
    EscapeHatch(
      names(
        "DispatchSemaphore", "DispatchGroup", "NSCondition", "NSConditionLock",
        "pthread_cond_[a-z_]+", "sem_[a-z_]+", "wait", "poll", "ppoll", "select", "pselect",
        "epoll_wait"),
      name: "a semaphore, a condition or a timed wait",
      why: "blocks a thread to order work; await the step that must come first instead"),
    EscapeHatch(
      names(
        "DispatchQueue", "DispatchWorkItem", "RunLoop", "Thread", "OperationQueue",
        "pthread_create"),
      name: "DispatchQueue, RunLoop or a thread",
      why: "moves or waits for work behind the compiler's back; use async/await and actors"),
    EscapeHatch(
      names("yield"), child: #"name="Task""#, name: "Task.yield",
      why: """
        in a loop spins until something happens: the task never waits for the step it needs; \
        await that step instead
        """),
  ]

  /// Ways for code to find out whether it runs under a grader: it has no business knowing.
  public static let runnerDetection: [EscapeHatch] = [
    EscapeHatch(
      names(
        "ProcessInfo", "processInfo", "environment", "getenv", "secure_getenv", "environ",
        "CommandLine", "dlopen", "dlsym", "NSClassFromString"),
      name: "the process's environment or arguments",
      why: """
        lets code behave differently under test than for a user; an exercise must not read \
        them
        """),
    EscapeHatch(
      names("Trace", "\\$current", "taskLabel") + #"|labels="[^"]*domain:""#,
      name: "the trace's own API",
      why: """
        records, relabels or hides the events the grader reads; record a step with \
        trace("…") instead
        """),
  ]

  /// The modules an exercise may import. Anything else (`XCTest`, `Testing`, the graders'
  /// helpers, the C library) is rejected: an exercise has no use for them but to detect its
  /// grader or to block a thread.
  public static let allowedImports: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Workbook", "WorkbookUI",
    "Observation",
    "Synchronization",
  ]

  /// Where `module` uses one of `hatches`, an attributed import, an underscored attribute or
  /// an import outside `allowedImports`: a message for each, first to last.
  public static func findings(
    in module: ParsedModule, among hatches: [EscapeHatch] = all,
    allowedImports: Set<String> = allowedImports
  ) -> [(place: ParsedModule.Place?, message: String)] {
    var found: [(index: Int, place: ParsedModule.Place?, message: String)] = []
    for hatch in hatches {
      for index in module.indices(matching: hatch.pattern, child: hatch.child) {
        found.append((index, module.place(of: index), "uses \(hatch.name), which \(hatch.why)"))
      }
    }
    var seen = Set<String>()
    for (name, place) in module.imports {
      let root = String(name.split(separator: ".").first ?? "")
      if !allowedImports.contains(root), seen.insert(name).inserted {
        found.append(
          (Int.max, place, "imports \(name), which an exercise has no use for; remove it"))
      }
    }
    for place in module.attributedImports {
      found.append(
        (
          Int.max, place,
          "puts an attribute on an import (such as @preconcurrency), which changes what the compiler checks"
        ))
    }
    for index in immediateResumes(in: module) {
      found.append(
        (
          index, module.place(of: index),
          "uses a continuation resumed at once in its own closure, which is Task.yield by "
            + "another name: in a loop it spins until something happens; await that step instead"
        ))
    }
    for index in emptyTasks(in: module) {
      found.append(
        (
          index, module.place(of: index),
          "starts a task with nothing to do, which, awaited, is Task.yield by another name: "
            + "in a loop it spins until something happens; await that step instead"
        ))
    }
    for (condition, place) in module.conditions where !condition.isPlatformOnly {
      found.append(
        (
          Int.max, place,
          "compiles one branch or another on `#if \(condition.text)`, so the grader's checks "
            + "and the module it runs could be two different programs; an exercise may only "
            + "ask which platform it is built for (canImport, os, arch)"
        ))
    }
    for place in module.underscoredAttributes {
      found.append(
        (
          Int.max, place,
          "uses an underscored attribute, a compiler internal with no safety promise"
        ))
    }
    // One message per place and reason.
    var unique = Set<String>()
    return found.sorted { $0.index < $1.index }.compactMap { item in
      let key = "\(item.place?.description ?? "") \(item.message)"
      return unique.insert(key).inserted ? (item.place, item.message) : nil
    }
  }
}

extension EscapeHatch {
  /// The `resume` calls made unconditionally in the body of the closure given to
  /// `withCheckedContinuation` (or its unsafe or throwing forms): a suspension that ends as
  /// soon as it begins, a yield without the word. A resume under an `if`, in a callback or in
  /// another task is the continuation's ordinary use, and is not matched.
  static func immediateResumes(in module: ParsedModule) -> [Int] {
    let continuation = #"name="with(Checked|Unsafe)(Throwing)?Continuation""#
    return module.indices(matching: #"field="resume""#).filter { index in
      // `continuation.resume(…)`: called on a name, not on a value just made, such as the
      // data task a callback-based request starts with `.resume()`.
      guard index + 1 < module.nodes.count,
        ["(unresolved_decl_ref_expr", "(declref_expr"].contains(where: {
          module.nodes[index + 1].text.hasPrefix($0)
        })
      else { return false }
      let up = module.ancestors(of: index).map { module.nodes[$0].text }
      // resume's call, the closure's body, the closure: nothing in between.
      guard up.count > 3, up[0].hasPrefix("(call_expr"), up[1].hasPrefix("(brace_stmt"),
        up[2].hasPrefix("(closure_expr")
      else { return false }
      // The call the closure is an argument of, a few levels up (argument, argument list).
      let ancestors = module.ancestors(of: index)
      guard
        let call = ancestors.dropFirst(3).prefix(3).first(where: {
          module.nodes[$0].text.hasPrefix("(call_expr")
        }), call + 1 < module.nodes.count
      else { return false }
      return module.nodes[call + 1].text.range(of: continuation, options: .regularExpression)
        != nil
    }
  }
}

extension EscapeHatch {
  /// The closures with an empty body given to `Task { }` (or `Task.detached`, `Task.immediate`)
  /// whose `value` or `result` is awaited there: a task that ends as soon as it begins, so the
  /// await is a suspension that returns at once, a yield without the word. A task that does
  /// anything, or an empty one only returned, is not matched.
  static func emptyTasks(in module: ParsedModule) -> [Int] {
    module.indices(matching: #"^\(closure_expr "#).filter { index in
      let depth = module.nodes[index].depth
      // The closure's body: the brace among its children, with no child of its own.
      var brace = index + 1
      while brace < module.nodes.count, module.nodes[brace].depth > depth,
        !(module.nodes[brace].depth == depth + 1
          && module.nodes[brace].text.hasPrefix("(brace_stmt"))
      {
        brace += 1
      }
      guard brace < module.nodes.count, module.nodes[brace].depth == depth + 1 else {
        return false
      }
      let next = brace + 1
      guard next >= module.nodes.count || module.nodes[next].depth <= depth + 1 else {
        return false
      }
      // The closure is an argument of a call (argument, argument list, call) on `Task`.
      let up = module.ancestors(of: index)
      guard up.count > 2, module.nodes[up[0]].text.hasPrefix("(argument"),
        module.nodes[up[1]].text.hasPrefix("(argument_list"),
        module.nodes[up[2]].text.hasPrefix("(call_expr"), up[2] + 2 < module.nodes.count
      else { return false }
      // Its value or result awaited at once: an empty task only returned ends nothing.
      guard up.count > 4,
        module.nodes[up[3]].text.range(
          of: #"field="(value|result)""#, options: .regularExpression) != nil,
        module.nodes[up[4]].text.hasPrefix("(await_expr")
      else { return false }
      let callee = module.nodes[up[2] + 1].text
      let onTask = module.nodes[up[2] + 2].text.contains(#"name="Task""#)
      return callee.contains(#"name="Task""#)
        || (callee.range(
          of: #"field="(detached|immediate|immediateDetached)""#,
          options: .regularExpression) != nil && onTask)
    }
  }
}

/// Records an issue for each escape hatch in the exercise's module (every Swift file in its
/// folder), naming the file and line and why it is rejected.
/// - Parameters:
///   - exercise: the exercise whose folder to scan.
///   - hatches: what is forbidden; every exercise's list by default.
///   - hint: what to do instead, added to each message.
public func expectNoEscapeHatches(
  in exercise: ExerciseFile, among hatches: [EscapeHatch] = EscapeHatch.all, hint: String,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  try await expectNoEscapeHatches(
    inFolder: exercise.url.deletingLastPathComponent(),
    named: (exercise.path as NSString).deletingLastPathComponent, among: hatches, hint: hint,
    paragraph: exercise.paragraph, sourceLocation: sourceLocation)
}

/// Records an issue for each escape hatch in the module whose files are in `folder`, named
/// `name` in messages (a path from the package root); `paragraph` completes each message
/// (an exercise's adds its hint and watch commands).
public func expectNoEscapeHatches(
  inFolder folder: URL, named name: String, among hatches: [EscapeHatch] = EscapeHatch.all,
  hint: String, paragraph: (String) -> String = { $0 },
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let module = try await ParsedModule.parse(folder: folder)
  for (place, message) in EscapeHatch.findings(in: module, among: hatches) {
    let location = place.map { "\(name)/\($0)" } ?? name
    let text = paragraph("\(location) \(message): rejected. \(hint)")
    FailureSink.record(text, sourceLocation: sourceLocation)
  }
}
