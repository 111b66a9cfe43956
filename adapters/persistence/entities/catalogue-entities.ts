import { BlogPostEntity, BlogPostTranslationEntity } from './blog-post.entity.js';
import { FaqEntity, FaqTranslationEntity } from './faq.entity.js';
import { LandingPageEntity, LandingPageTranslationEntity } from './landing-page.entity.js';
import { ProductConditionImageEntity, ProductMainConditionImageEntity } from './product-condition-image.entity.js';
import { ProductConditionInfoEntity, ProductConditionInfoTranslationEntity } from './product-condition-info.entity.js';
import { ProductTypeDescriptionEntity, ProductTypeDescriptionTranslationEntity } from './product-type-description.entity.js';
import { ProductEntity, ProductImageEntity, ProductTranslationEntity } from './product.entity.js';
import { RedirectEntity } from './redirect.entity.js';
import { SectionEntity, SectionTranslationEntity } from './section.entity.js';
import { TransportRateEntity } from './transport-rate.entity.js';

/** Every entity of the catalogue and content side. */
export const CATALOGUE_ENTITIES = [
  ProductEntity,
  ProductTranslationEntity,
  ProductImageEntity,
  ProductConditionImageEntity,
  ProductMainConditionImageEntity,
  ProductConditionInfoEntity,
  ProductConditionInfoTranslationEntity,
  ProductTypeDescriptionEntity,
  ProductTypeDescriptionTranslationEntity,
  LandingPageEntity,
  LandingPageTranslationEntity,
  SectionEntity,
  SectionTranslationEntity,
  BlogPostEntity,
  BlogPostTranslationEntity,
  FaqEntity,
  FaqTranslationEntity,
  TransportRateEntity,
  RedirectEntity,
] as const;
