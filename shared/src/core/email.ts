export const EMAIL_MESSAGE = 'Enter a valid email address';

/**
 * The email format `z.email()` checks (zod's `regexes.email` without its needless escapes; email.test.ts holds
 * the two to the same answers), for a form that needs no schema and so no zod: the sign-in form on `/`.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);
