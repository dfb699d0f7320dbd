// The two ways a release command says no; both print without a stack trace.

/** A mistake in how a command was called, or a target that is not ready for it. */
export class UsageError extends Error {}

/** A release or rollback that would break the composed site: the reasons are for the team; the site is unchanged. */
export class RefusedError extends Error {
  /** @param {string} summary @param {string[]} reasons */
  constructor(summary, reasons) {
    super(`${summary}\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
    this.reasons = reasons;
  }
}
