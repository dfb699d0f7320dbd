import { authEmailProblem } from '../../shared/gotrue-email-rule.js';
import { GoTrueError } from './gotrue-error';

export { authEmailProblem };

/** The address GoTrue stores (lower-cased), or its 400 `validation_failed` with the reason (GoTrue's rule: gotrue-email-rule.js). */
export function validatedEmail(email: string): string {
  const problem = authEmailProblem(email);
  if (problem) throw new GoTrueError(400, 'validation_failed', problem);
  return email.toLowerCase();
}
