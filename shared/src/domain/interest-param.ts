/** The landing page's query parameter naming the property a visitor registers interest in (`/?property=<id>`). */
export const interestParam = 'property';
