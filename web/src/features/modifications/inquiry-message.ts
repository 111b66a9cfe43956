/** The message sent: the prefilled details (from the showcase or configurator) first, then what the visitor wrote. */
export const inquiryMessage = (details: string | null, text: string): string =>
  details === null || details.trim() === '' ? text.trim() : `${details.trim()}\n\n${text.trim()}`;
