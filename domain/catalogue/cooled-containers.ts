/** Title fragments that mark a cooled container, in nl, de, fr and en. */
export const COOLED_TITLE_KEYWORDS = ['kühl', 'koel', 'reefer', 'refriger', 'frigo', 'kühlen', 'freezer', 'vries'] as const;

/** The cooled-containers page shows at most this many products. */
export const MAX_COOLED_CONTAINERS = 6;

/** Case-insensitive; NFC first so a decomposed 'ü' still matches 'kühl'. */
export const isCooledContainerTitle = (title: string): boolean => {
  const normalized = title.normalize('NFC').toLowerCase();
  return COOLED_TITLE_KEYWORDS.some((keyword) => normalized.includes(keyword));
};

/** The first six products (in the given order) whose title names a cooled container. */
export const cooledContainers = <P extends { readonly title: string }>(products: readonly P[]): P[] =>
  products.filter((product) => isCooledContainerTitle(product.title)).slice(0, MAX_COOLED_CONTAINERS);
