import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// One behavioural claim the workbook makes to its reader (`Tests/Claims/*.claims`), and how
/// it is proved: by the mutants that name it, or by a check of another kind.
struct Claim: Equatable {
  /// How a claim is proved when no mutant needs to break it.
  enum Proof: Equatable {
    /// A mutant that names the claim must be killed by its tests.
    case mutant
    /// A recorded run's figure or letter, checked by `PagesTests` against its record.
    case figure
    /// What the compiler rejects or accepts, proved by this DiagnosticsTests case.
    case compiler(String)
    /// What a grader refuses, proved by this submission of the graders' corpus, which must
    /// fail by a check.
    case corpus(String)
    /// What a starter does, proved by `workbook-dev verify` for this exercise.
    case verify(String)
    /// It needs no proof, for this reason.
    case exempt(String)
    /// Not proved yet: what would prove it. The index's debt, counted and listed.
    case pending(String)
  }

  /// Its id, unique across the files: `c5.size-at-tap`.
  let id: String
  /// The file that makes the claim, from the package root.
  let file: String
  /// Words copied from that file, where the claim is made.
  let says: String
  /// The claim, in a sentence.
  let claim: String
  let proof: Proof
  /// Where it was declared, for messages: `05-sharing-data.claims:12`.
  let origin: String

  /// The group it is reported under: its file's name without `.claims`.
  var group: String { String(origin.prefix { $0 != "." }) }
}
