// The release system (docs/architecture.md): what a command may refuse with and its exit status.
export { EXIT_STATUS, LockedError, RefusedError, ReleaseError, TargetError, UsageError, kindOf } from './errors';
