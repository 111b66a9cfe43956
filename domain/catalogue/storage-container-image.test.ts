import { describe, expect, it } from '@jest/globals';
import { productCardImage, storageContainerImage, storageContainerLength } from './storage-container-image.js';

describe('storage-container built-in image', () => {
  it('recognises the phrase in every language with 6, 8 or 10 ft', () => {
    expect(storageContainerImage('Opslagcontainer 6ft')).toBe('/images/builtin/storage-container-6ft.jpg');
    expect(storageContainerImage('8 ft Storage Container')).toBe('/images/builtin/storage-container-8ft.jpg');
    expect(storageContainerImage('Lagercontainer 10 Fuß')).toBe('/images/builtin/storage-container-10ft.jpg');
    expect(storageContainerImage('Conteneur de stockage 10 pieds')).toBe('/images/builtin/storage-container-10ft.jpg');
    expect(storageContainerImage('Conteneur stockage 6-ft')).toBe('/images/builtin/storage-container-6ft.jpg');
    expect(storageContainerImage('opslag-container 8\'')).toBe('/images/builtin/storage-container-8ft.jpg');
    expect(storageContainerImage('STORAGE-CONTAINER 10FT HC')).toBe('/images/builtin/storage-container-10ft.jpg');
    expect(storageContainerImage('Nieuwe opslagcontainers 6 voet')).toBe('/images/builtin/storage-container-6ft.jpg');
  });

  it('needs both the phrase and a 6, 8 or 10 ft length', () => {
    expect(storageContainerImage('Opslagcontainer 20ft')).toBeNull();
    expect(storageContainerImage('Opslagcontainer 16ft')).toBeNull();
    expect(storageContainerImage('Opslagcontainer 110ft')).toBeNull();
    expect(storageContainerImage('Opslagcontainer 6 m')).toBeNull();
    expect(storageContainerImage('Zeecontainer 10ft')).toBeNull();
    expect(storageContainerImage('Opslagcontainer')).toBeNull();
    expect(storageContainerLength('Storage container 6 feet')).toBe(6);
    expect(storageContainerLength('Storage container 6 fta')).toBeNull();
  });
});

describe('productCardImage', () => {
  it('prefers the built-in image, then the product image, then null', () => {
    expect(productCardImage({ title: 'Opslagcontainer 8ft', imageUrl: '/uploads/a.jpg' })).toBe('/images/builtin/storage-container-8ft.jpg');
    expect(productCardImage({ title: '20ft Standard', imageUrl: '/uploads/a.jpg' })).toBe('/uploads/a.jpg');
    expect(productCardImage({ title: '20ft Standard', imageUrl: '  ' })).toBeNull();
    expect(productCardImage({ title: '20ft Standard', imageUrl: null })).toBeNull();
  });
});
