import type { ProductDetail } from '../../../../../domain/catalogue/product.js';
import { serverHtml } from '../../../shared/html/server-html.js';
import type { ShownProductDetail } from '../remote/product-detail.js';

/** A domain fixture as the product remote hands it to the page (its HTML branded at the API boundary). */
export const shown = (product: ProductDetail): ShownProductDetail => ({ ...product, descriptionHtml: serverHtml(product.descriptionHtml) });
