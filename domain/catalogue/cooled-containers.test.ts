import { describe, expect, it } from '@jest/globals';
import { cooledContainers, isCooledContainerTitle } from './cooled-containers.js';

describe('cooled containers', () => {
  it('matches each keyword of the spec, case-insensitively', () => {
    for (const title of ['Kühlcontainer 20ft', 'KOELCONTAINER', '40ft Reefer', 'Refrigerated unit', 'Conteneur frigorifique', 'KÜHLEN', 'Freezer box', 'Vriescontainer']) {
      expect(isCooledContainerTitle(title)).toBe(true);
    }
  });

  it('matches a decomposed ü', () => {
    expect(isCooledContainerTitle('Ku\u0308hlcontainer')).toBe(true);
  });

  it('ignores other titles', () => {
    expect(isCooledContainerTitle('Opslagcontainer 20ft')).toBe(false);
    expect(isCooledContainerTitle('High Cube 40ft')).toBe(false);
  });

  it('shows at most 6, in the given order', () => {
    const titles = ['Reefer 1', 'Standard', 'Reefer 2', 'Koel 3', 'Frigo 4', 'Freezer 5', 'Vries 6', 'Kühl 7'];
    expect(cooledContainers(titles.map((title) => ({ title }))).map((product) => product.title)).toEqual([
      'Reefer 1',
      'Reefer 2',
      'Koel 3',
      'Frigo 4',
      'Freezer 5',
      'Vries 6',
    ]);
  });
});
