/**
 * Characters that have no place in one line of text: the C0 and C1 controls (CR and LF among them), DEL, and the
 * Unicode line and paragraph separators. A title carrying one could break an email's Subject header or a log line.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const SINGLE_LINE_MESSAGE = 'Use one line of text: remove line breaks, tabs and other control characters';

export const isSingleLine = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/** The text on one line: each run of control characters becomes one space, and the ends are trimmed. */
export const toOneLine = (value: string): string => value.replace(new RegExp(`(?:${CONTROL_CHARACTERS.source})+`, 'g'), ' ').trim();
