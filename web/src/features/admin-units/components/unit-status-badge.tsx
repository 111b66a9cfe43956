import type { UnitStatus } from '../../../../../domain/units/unit-status.js';
import { useTranslation } from '../../../shared/translation/index.js';

const TONE: Readonly<Record<UnitStatus, string>> = {
  available: 'bg-green-100 text-green-900',
  reserved: 'bg-amber-100 text-amber-900',
  sold: 'bg-slate-200 text-slate-900',
  'rented-out': 'bg-blue-100 text-blue-900',
  'in-repair': 'bg-orange-100 text-orange-900',
  retired: 'bg-red-100 text-red-900',
};

export const UnitStatusBadge = ({ status }: { readonly status: UnitStatus }) => {
  const { t } = useTranslation();
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`adminUnits.status.${status}`)}</span>;
};
