import { useTranslation } from '../../../shared/translation/index.js';

interface SubmitOrderButtonProps {
  readonly label: string;
  readonly pending: boolean;
  readonly blocked: boolean;
}

/** The form's submit button; a line with a problem blocks it, with the reason beside it. */
export const SubmitOrderButton = ({ label, pending, blocked }: SubmitOrderButtonProps) => {
  const { t } = useTranslation();
  return (
    <>
      {blocked ? (
        <p id="checkout-blocked" className="text-sm text-red-700">
          {t('checkout.blocked')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending || blocked}
        aria-describedby={blocked ? 'checkout-blocked' : undefined}
        className="w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-blue-900 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {pending ? t('checkout.placing') : label}
      </button>
    </>
  );
};
