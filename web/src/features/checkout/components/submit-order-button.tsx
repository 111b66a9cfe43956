import { useTranslation } from '../../../shared/translation/index.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';

interface SubmitOrderButtonProps {
  readonly label: string;
  readonly pending: boolean;
  readonly blocked: boolean;
}

/**
 * The form's submit button; a line with a problem blocks it, with the reason beside it. It waits for
 * the page's scripts: a submit before them would be the browser's own, which sends nothing to the
 * order API and loses what was typed.
 */
export const SubmitOrderButton = ({ label, pending, blocked }: SubmitOrderButtonProps) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      {blocked ? (
        <p id="checkout-blocked" className="text-sm text-red-700">
          {t('checkout.blocked')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending || blocked || !hydrated}
        aria-describedby={blocked ? 'checkout-blocked' : undefined}
        className="w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {pending ? t('checkout.placing') : label}
      </button>
    </>
  );
};
