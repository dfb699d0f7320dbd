// Types of gotrue-email-rule.js (the rule and its source are there).

/** Why GoTrue refuses `email` (its 400 `validation_failed` message), or null when it accepts it. */
export declare function authEmailProblem(email: string): string | null;
