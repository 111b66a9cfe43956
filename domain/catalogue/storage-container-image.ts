/** The built-in photos of the small storage containers. */
export const STORAGE_CONTAINER_IMAGES = {
  6: '/images/builtin/storage-container-6ft.jpg',
  8: '/images/builtin/storage-container-8ft.jpg',
  10: '/images/builtin/storage-container-10ft.jpg',
} as const;
export type StorageContainerLength = keyof typeof STORAGE_CONTAINER_IMAGES;

/**
 * "Storage container" in nl, en, de and fr, after lowercasing and reading dashes and
 * underscores as spaces: opslagcontainer(s), opslag container, storage container(s),
 * storagecontainer, lagercontainer, lager container, conteneur(s) (de) stockage,
 * container(s) (de) stockage.
 */
const STORAGE_PHRASE = /opslag ?containers?|storage ?containers?|lager ?containers?|(?:conteneur|container)s? (?:de )?stockage/;

/**
 * 6, 8 or 10 not glued to another digit, then a foot unit: 6ft, 6 ft, 6-ft (dash read as a
 * space), 6', 6’, 6′, 6 feet, 6 foot, 6 voet, 6 fuß/fuss, 6 pieds.
 */
const LENGTH_IN_FEET = /(?<![\d.,])(6|8|10)\s*(?:(?:ft|feet|foot|voet|fuß|fuss|pieds?)(?![\p{L}\p{N}])|['’′])/u;

const LENGTHS: Readonly<Record<string, StorageContainerLength>> = { '6': 6, '8': 8, '10': 10 };

const normalizeTitle = (title: string): string =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ');

/** The length a storage-container title names (6, 8 or 10 ft), or null. */
export const storageContainerLength = (title: string): StorageContainerLength | null => {
  const normalized = normalizeTitle(title);
  if (!STORAGE_PHRASE.test(normalized)) return null;
  const digits = LENGTH_IN_FEET.exec(normalized)?.[1];
  return digits === undefined ? null : (LENGTHS[digits] ?? null);
};

/** The fixed built-in image for a 6, 8 or 10 ft storage container title, otherwise null. */
export const storageContainerImage = (title: string): string | null => {
  const length = storageContainerLength(title);
  return length === null ? null : STORAGE_CONTAINER_IMAGES[length];
};

/** The card image: the built-in storage-container image, else the product's first image, else null (placeholder). */
export const productCardImage = (product: { readonly title: string; readonly imageUrl: string | null }): string | null => {
  const builtIn = storageContainerImage(product.title);
  if (builtIn !== null) return builtIn;
  const imageUrl = product.imageUrl?.trim() ?? '';
  return imageUrl === '' ? null : imageUrl;
};
