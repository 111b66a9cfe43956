import type { ReactNode } from 'react';
import { useTranslation } from '../translation/index.js';
import type { TokenRecordState } from './use-token-record.js';

interface TokenPageFrameProps<Data> {
  readonly state: TokenRecordState<Data>;
  /** The page's translation file (`offer`, `rental`): its `loading`, `notFound.title|text`, `error.title|text|retry`. */
  readonly textFile: string;
  /** The record's view, shown once it is loaded. */
  readonly children: (record: Data) => ReactNode;
}

const Message = ({ title, text, role, action }: { readonly title: string; readonly text?: string; readonly role: 'alert' | 'status'; readonly action?: ReactNode }) => (
  <div role={role} className="rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
    <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
    {text === undefined ? null : <p className="mt-2 text-slate-700">{text}</p>}
    {action}
  </div>
);

/** The frame of a page a secret link opens (`/offer/{token}`, `/rental/{token}`): loading, not found, a retry after an error, or the record. */
export const TokenPageFrame = <Data,>({ state, textFile, children }: TokenPageFrameProps<Data>) => {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      {state.kind === 'loading' ? <Message role="status" title={t(`${textFile}.loading`)} /> : null}
      {state.kind === 'not-found' ? <Message role="alert" title={t(`${textFile}.notFound.title`)} text={t(`${textFile}.notFound.text`)} /> : null}
      {state.kind === 'error' ? (
        <Message
          role="alert"
          title={t(`${textFile}.error.title`)}
          text={t(`${textFile}.error.text`)}
          action={
            <button type="button" onClick={state.retry} className="mt-4 rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900">
              {t(`${textFile}.error.retry`)}
            </button>
          }
        />
      ) : null}
      {state.kind === 'loaded' ? children(state.record) : null}
    </section>
  );
};
