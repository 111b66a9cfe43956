import type { RentalState } from '../../../../../domain/rentals/rental-state.js';
import { useTranslation } from '../../../shared/translation/index.js';

const TONE: Readonly<Record<RentalState, string>> = {
  'awaiting-delivery': 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  'notice-given': 'bg-blue-100 text-blue-900',
  ended: 'bg-slate-200 text-slate-900',
};

export const RentalStateBadge = ({ state }: { readonly state: RentalState }) => {
  const { t } = useTranslation();
  return (
    <span data-testid="rental-state" className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[state]}`}>
      {t(`adminRentals.state.${state}`)}
    </span>
  );
};
