import type { z } from 'zod';

/** Where an input came from, named in messages so staff and developers know what to fix. */
export type InputPart = 'params' | 'query' | 'body';

/**
 * Turns zod issues into one readable message and a field → message map.
 * The field is named by its path within the part (`fullName`, `contactPersons.0.email`).
 *
 * @example describeIssues(result.error.issues, 'body') // { message: 'fullName: Full name is required', fieldErrors: { fullName: '…' } }
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], part: InputPart) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    fieldErrors[field] ??= issue.message;
  }
  const message = Object.entries(fieldErrors)
    .map(([field, text]) => (field === part ? `${part}: ${text}` : `${field}: ${text}`))
    .join('; ');
  return { message, fieldErrors };
}
