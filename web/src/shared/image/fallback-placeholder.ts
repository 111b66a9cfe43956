/** The built-in placeholder shown for a missing or broken image (an inline SVG, so it cannot fail itself). */
export const FALLBACK_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'><rect width='400' height='300' fill='%23e2e8f0'/><path d='M120 200l60-70 45 50 30-30 65 50z' fill='%2394a3b8'/><circle cx='260' cy='110' r='18' fill='%2394a3b8'/></svg>";
