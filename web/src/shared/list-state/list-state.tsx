import { ApiError } from '../remote/http.js';

/** While a list loads. */
export const ListLoading = ({ text }: { readonly text: string }) => (
  <p role="status" className="rounded-md border border-slate-200 p-6 text-center text-slate-600">
    {text}
  </p>
);

/** A list that could not be loaded: the server's refusal of its filters (400) as it said it, else `text` and a retry. */
export const ListError = ({ error, text, retryLabel, onRetry }: { readonly error: unknown; readonly text: string; readonly retryLabel: string; readonly onRetry: () => void }) => {
  const refused = error instanceof ApiError && error.status === 400;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{refused ? error.message : text}</p>
      {refused ? null : (
        <button type="button" onClick={onRetry} className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {retryLabel}
        </button>
      )}
    </div>
  );
};

/** An empty list. */
export const ListEmpty = ({ text }: { readonly text: string }) => <p className="rounded-md border border-slate-200 p-6 text-center text-slate-600">{text}</p>;
