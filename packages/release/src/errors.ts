// How a release command says no, by kind: each kind has its own exit status, so CI can tell a
// refusal by the checks from a busy lock or a broken target without reading the text. Every kind
// prints one message and never a stack (scripts/lib/release/cli.mjs); anything else is an
// unexpected fault.

/** The exit status of each kind of failure (docs/releases.md). */
export const EXIT_STATUS = { refused: 1, usage: 2, locked: 3, target: 4, fault: 5 } as const;

export type FailureKind = keyof typeof EXIT_STATUS;

/** A failure the release tools foresaw: its message is for the person who ran the command. */
export class ReleaseError extends Error {
  kind: FailureKind = 'fault';

  /** @param options `cause`: the error it explains */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    // Stacks printed with RELEASE_DEBUG name the kind.
    this.name = new.target.name;
  }
}

/** A mistake in how a command was called, or a request that cannot apply (unknown bundle or version). */
export class UsageError extends ReleaseError {
  override kind = 'usage' as const;
}

/** A release or rollback that would break the composed site: the reasons are for the team; the site is unchanged. */
export class RefusedError extends ReleaseError {
  override kind = 'refused' as const;
  readonly reasons: string[];

  constructor(summary: string, reasons: string[]) {
    super(`${summary}\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
    this.reasons = reasons;
  }
}

/** Another release, rollback or switch held the lock longer than this one would wait. */
export class LockedError extends ReleaseError {
  override kind = 'locked' as const;
}

/** The deployment target is misconfigured or out of reach: no release command can work on it as it is. */
export class TargetError extends ReleaseError {
  override kind = 'target' as const;
}

/** The kind of any thrown value: what the release tools did not foresee is a fault. */
export function kindOf(error: unknown): FailureKind {
  return error instanceof ReleaseError ? error.kind : 'fault';
}
