/** The conversions the showcase presents; `key` names their texts in modifications.json. */
export const MODIFICATION_EXAMPLES = [
  { key: 'office', icon: 'Building', image: '/media/demo/modification-office.jpg' },
  { key: 'bar', icon: 'Users', image: '/media/demo/leasing-fleet.jpg' },
  { key: 'workshop', icon: 'Wrench', image: '/media/demo/depot-antwerp.jpg' },
  { key: 'kiosk', icon: 'Container', image: '/media/demo/delivery-crane.jpg' },
] as const;

export type ModificationExampleKey = (typeof MODIFICATION_EXAMPLES)[number]['key'];

/** The spec's three preloaded image URLs: the first three showcase images, visible right under the hero. */
export const PRELOADED_IMAGES: readonly string[] = MODIFICATION_EXAMPLES.slice(0, 3).map((example) => example.image);
