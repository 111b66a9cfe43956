import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createProduct, deleteProduct, getAdminProduct, updateProduct } from '../../application/admin-catalogue/manage-products.use-case.js';
import {
  addConditionImage,
  createConditionInfo,
  deleteConditionImage,
  deleteMainConditionImage,
  setProductImages,
  updateConditionInfo,
  upsertMainConditionImage,
} from '../../application/admin-catalogue/product-media.use-case.js';
import { uploadProductImage } from '../../application/admin-catalogue/upload-product-image.use-case.js';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import { SharpImageCompressor } from '../images/sharp-image-compressor.js';
import { SqlAdminProductStore } from '../persistence/admin-catalogue/sql-admin-product-store.js';
import { SanitizeHtmlSanitizer } from '../security/html-sanitizer.js';

/** The product editor's actions (admin only, api/admin/products*.ts) and the admin image upload. */
export const buildAdminCatalogueUseCases = (dataSource: DataSource, files: FileStorage) => {
  const products = new SqlAdminProductStore(dataSource);
  const deps = { products, sanitizer: new SanitizeHtmlSanitizer() };
  return {
    get: getAdminProduct(deps),
    create: createProduct(deps),
    update: updateProduct(deps),
    delete: deleteProduct(deps),
    setImages: setProductImages(deps),
    addConditionImage: addConditionImage(deps),
    deleteConditionImage: deleteConditionImage(deps),
    upsertMainConditionImage: upsertMainConditionImage(deps),
    deleteMainConditionImage: deleteMainConditionImage(deps),
    createConditionInfo: createConditionInfo(deps),
    updateConditionInfo: updateConditionInfo(deps),
    uploadImage: uploadProductImage({
      files,
      compressor: new SharpImageCompressor(),
      now: () => new Date(),
      randomId: () => randomBytes(6).toString('hex'),
    }),
  };
};

export type AdminCatalogueUseCases = ReturnType<typeof buildAdminCatalogueUseCases>;
