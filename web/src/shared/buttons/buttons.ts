const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export const PRIMARY_BUTTON = `inline-flex items-center justify-center rounded-md bg-blue-800 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-900 disabled:opacity-60 ${FOCUS}`;
export const SECONDARY_BUTTON = `inline-flex shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 ${FOCUS}`;
export const DANGER_BUTTON = `inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60 ${FOCUS}`;
export const ICON_BUTTON = `inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-40 ${FOCUS}`;
