import { useQuery } from '@tanstack/react-query';
import type { ProductPrices } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { eurosToCents } from '../../../../../domain/shared/money.js';
import { apiGet } from '../../../shared/remote/http.js';

/** A product of the listing as the API sends it (amounts in euros). */
interface ProductItemDto {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly type: string;
  readonly size: string;
  readonly isAvailable: boolean;
  readonly price: number | null;
  readonly priceNew: number | null;
  readonly priceUsedA: number | null;
  readonly priceUsedCw: number | null;
  readonly priceRentPerDay: number | null;
  readonly askOfferNew: boolean;
  readonly askOfferUsedA: boolean;
  readonly askOfferUsedCw: boolean;
  readonly askOfferRent: boolean;
}

/** A carousel card's product, prices in cents for the domain's price rows. */
export interface CarouselProduct extends ProductPrices {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly type: string;
  readonly size: string;
}

const cents = (euros: number | null): number | null => (euros === null ? null : eurosToCents(euros));

const toCarouselProduct = (item: ProductItemDto): CarouselProduct => ({
  id: item.id,
  slug: item.slug,
  title: item.title,
  imageUrl: item.imageUrl,
  type: item.type,
  size: item.size,
  price: cents(item.price),
  priceNew: cents(item.priceNew),
  priceUsedA: cents(item.priceUsedA),
  priceUsedCw: cents(item.priceUsedCw),
  priceRentPerDay: cents(item.priceRentPerDay),
  askOfferNew: item.askOfferNew,
  askOfferUsedA: item.askOfferUsedA,
  askOfferUsedCw: item.askOfferUsedCw,
  askOfferRent: item.askOfferRent,
});

/** The catalogue (server-sorted, smallest size first) for the home carousel. */
export const useHomeProducts = (lang: Language) =>
  useQuery({
    queryKey: ['products', 'home-carousel', lang],
    queryFn: ({ signal }) => apiGet<{ readonly items: readonly ProductItemDto[] }>('/api/products', { lang }, signal),
    select: (data) => data.items.map(toCarouselProduct),
  });
