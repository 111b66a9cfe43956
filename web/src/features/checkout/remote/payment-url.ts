/**
 * Where the browser may be sent to pay: the simulated page on this site (a
 * path) or the payment provider over https. Anything else is a Payment Error.
 */
export const isUsablePaymentUrl = (url: string | undefined): url is string => {
  if (url === undefined || url.trim() === '') return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};
