import { COLOR_TYPES, CONDITIONS, type ColorType, type Condition } from '../../../../../domain/catalogue/product.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import { orderBasePrice } from '../../../../../domain/pricing/condition-price.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { centsToEuros } from '../../../../../domain/shared/money.js';
import { InputField, SelectField } from '../../../shared/form/index.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { eurosText, type DiscountKind, type OfferLineValues } from '../form/offer-form-values.js';
import { fieldId, type OfferForm } from '../hooks/use-offer-form.js';
import { productPricesOf, type OfferProductJson } from '../remote/offer-products.js';

interface LineRowProps {
  readonly form: OfferForm;
  readonly index: number;
  readonly products: readonly OfferProductJson[];
  /** The line's net after its discounts as priced live; null while it cannot be priced. */
  readonly net: number | null;
  readonly lang: Language;
  readonly onChange: (change: Partial<OfferLineValues>) => void;
  readonly onRemove: (() => void) | null;
}

const DISCOUNT_KINDS: readonly DiscountKind[] = ['none', 'percent', 'amount'];

/** The catalogue's price for a product in a condition (rent: 30 days), as euros text; '' for an unknown product. */
const catalogueEuros = (product: OfferProductJson | undefined, condition: Condition | '', colorType: ColorType): string =>
  product === undefined ? '' : eurosText(centsToEuros(orderBasePrice(productPricesOf(product), condition === '' ? product.condition : condition, colorType)));

/** One line of the offer: a container from the catalogue or a free line, its quantity, unit price and discount. */
export const LineRow = ({ form, index, products, net, lang, onChange, onRemove }: LineRowProps) => {
  const { t } = useTranslation();
  const line = form.values.lines[index];
  if (line === undefined) return null;
  const at = `lines.${index}`;
  const error = (field: string) => form.errors[`${at}.${field}`];
  const product = products.find((candidate) => candidate.id === line.productId);
  /** A product or condition chosen while no price is typed takes the catalogue's. */
  const choose = (change: Pick<OfferLineValues, 'productId' | 'condition'>) => {
    const next = products.find((candidate) => candidate.id === change.productId);
    onChange({ ...change, ...(line.unitPrice.trim() === '' ? { unitPrice: catalogueEuros(next, change.condition, line.colorType) } : {}) });
  };
  const discountError = error('discountPercent') ?? error('discountAmount');
  return (
    <li className="rounded-md border border-slate-200 p-4" data-testid="offer-line">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-800">{t(line.kind === 'product' ? 'adminOffers.lines.productLine' : 'adminOffers.lines.freeLine', { number: index + 1 })}</h3>
        {onRemove === null ? null : (
          <button type="button" onClick={onRemove} className="text-sm font-medium text-red-700 underline-offset-2 hover:underline">
            {t('adminOffers.lines.remove', { number: index + 1 })}
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {line.kind === 'product' ? (
          <>
            <div className="sm:col-span-2">
              <SelectField
                id={fieldId(`${at}.productId`)}
                label={t('adminOffers.lines.product')}
                value={line.productId}
                options={[{ value: '', label: t('adminOffers.lines.chooseProduct') }, ...products.map((item) => ({ value: item.id, label: `${item.title} (${item.size})` }))]}
                error={error('productId')}
                onValueChange={(productId) => choose({ productId, condition: line.condition })}
              />
            </div>
            <SelectField<Condition | ''>
              id={fieldId(`${at}.condition`)}
              label={t('adminOffers.lines.condition')}
              value={line.condition}
              options={[
                { value: '', label: product === undefined ? t('adminOffers.lines.productCondition') : t('adminOffers.lines.productConditionOf', { condition: CONDITION_LABELS[product.condition][lang] }) },
                ...CONDITIONS.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition][lang] })),
              ]}
              error={error('condition')}
              onValueChange={(condition) => choose({ productId: line.productId, condition })}
            />
            {line.condition === 'rent' ? null : (
              <SelectField<ColorType>
                id={fieldId(`${at}.colorType`)}
                label={t('adminOffers.lines.colour')}
                value={line.colorType}
                options={COLOR_TYPES.map((colorType) => ({ value: colorType, label: t(`adminOffers.lines.colours.${colorType}`) }))}
                error={error('colorType')}
                onValueChange={(colorType) => onChange({ colorType })}
              />
            )}
            {line.colorType === 'wish_color' && line.condition !== 'rent' ? (
              <InputField id={fieldId(`${at}.ralColor`)} label={t('adminOffers.lines.ral')} value={line.ralColor} error={error('ralColor')} onValueChange={(ralColor) => onChange({ ralColor })} />
            ) : null}
          </>
        ) : null}
        <div className={line.kind === 'product' ? 'sm:col-span-2' : 'sm:col-span-2 lg:col-span-4'}>
          <InputField
            id={fieldId(`${at}.description`)}
            label={t(line.kind === 'product' ? 'adminOffers.lines.extraDescription' : 'adminOffers.lines.description')}
            value={line.description}
            error={error('description')}
            required={line.kind === 'free'}
            onValueChange={(description) => onChange({ description })}
          />
        </div>
        <InputField id={fieldId(`${at}.quantity`)} label={t('adminOffers.lines.quantity')} inputMode="numeric" value={line.quantity} error={error('quantity')} required onValueChange={(quantity) => onChange({ quantity })} />
        <InputField id={fieldId(`${at}.unitPrice`)} label={t('adminOffers.lines.unitPrice')} inputMode="decimal" value={line.unitPrice} error={error('unitPrice')} required onValueChange={(unitPrice) => onChange({ unitPrice })} />
        <SelectField<DiscountKind>
          id={fieldId(`${at}.discountKind`)}
          label={t('adminOffers.lines.discountKind')}
          value={line.discountKind}
          options={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`adminOffers.discountKinds.${kind}`) }))}
          onValueChange={(discountKind) => onChange({ discountKind })}
        />
        {line.discountKind === 'none' ? null : (
          <InputField
            id={fieldId(`${at}.${line.discountKind === 'percent' ? 'discountPercent' : 'discountAmount'}`)}
            label={t(line.discountKind === 'percent' ? 'adminOffers.lines.discountPercent' : 'adminOffers.lines.discountAmount')}
            inputMode="decimal"
            value={line.discount}
            error={discountError}
            onValueChange={(discount) => onChange({ discount })}
          />
        )}
      </div>
      <p className="mt-3 text-right text-sm text-slate-700">
        {t('adminOffers.lines.net')}: <strong data-testid="offer-line-net">{net === null ? '—' : formatMoney(centsToEuros(net), lang)}</strong>
      </p>
    </li>
  );
};
