/** The shortest password the portal accepts. Architecture: 8 (stronger than the spec's 6), and the messages say 8. */
export const MIN_PASSWORD_LENGTH = 8;
