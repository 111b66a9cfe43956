/** Whether an Accept-Encoding header takes a content coding (named, or through `*`, without q=0). */
export const acceptsEncoding = (acceptEncoding: string | undefined, coding: 'gzip' | 'br'): boolean => {
  if (acceptEncoding === undefined) return false;
  let accepted = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== coding && name !== '*') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const refused = quality !== undefined && Number(quality.slice(2)) === 0;
    if (name === coding) return !refused;
    accepted = !refused;
  }
  return accepted;
};

const opaqueTag = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match against an ETag, with the weak comparison RFC 9110 asks for here (`*` and lists included). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(',').some((tag) => opaqueTag(tag.trim()) === wanted);
};
