// How a release command says no, by kind: each kind has its own exit status, so CI can tell a
// refusal by the checks from a busy lock or a broken target without reading the text. Every kind
// prints one message and never a stack (cli.mjs); anything else is an unexpected fault.

/** The exit status of each kind of failure (docs/releases.md). */
export const EXIT_STATUS = /** @type {const} */ ({ refused: 1, usage: 2, locked: 3, target: 4, fault: 5 });

/** @typedef {keyof typeof EXIT_STATUS} FailureKind */

/** A failure the release tools foresaw: its message is for the person who ran the command. */
export class ReleaseError extends Error {
  /** @type {FailureKind} */
  kind = 'fault';

  /** @param {string} message @param {ErrorOptions} [options] `cause`: the error it explains */
  constructor(message, options) {
    super(message, options);
    // Stacks printed with RELEASE_DEBUG name the kind.
    this.name = new.target.name;
  }
}

/** A mistake in how a command was called, or a request that cannot apply (unknown bundle or version). */
export class UsageError extends ReleaseError {
  /** @override */
  kind = /** @type {const} */ ('usage');
}

/** A release or rollback that would break the composed site: the reasons are for the team; the site is unchanged. */
export class RefusedError extends ReleaseError {
  /** @override */
  kind = /** @type {const} */ ('refused');
  /** @param {string} summary @param {string[]} reasons */
  constructor(summary, reasons) {
    super(`${summary}\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
    this.reasons = reasons;
  }
}

/** Another release, rollback or switch held the lock longer than this one would wait. */
export class LockedError extends ReleaseError {
  /** @override */
  kind = /** @type {const} */ ('locked');
}

/** The deployment target is misconfigured or out of reach: no release command can work on it as it is. */
export class TargetError extends ReleaseError {
  /** @override */
  kind = /** @type {const} */ ('target');
}

/** @param {unknown} error @returns {FailureKind} */
export function kindOf(error) {
  return error instanceof ReleaseError ? error.kind : 'fault';
}
