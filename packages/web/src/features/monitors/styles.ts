/** Looks shared by the monitoring screens. */
export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70';
export const BUTTON_DANGER =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-red-200 bg-white px-3 py-2 text-sm font-semibold text-red-700 shadow-sm hover:bg-red-50 disabled:cursor-wait disabled:opacity-70';
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
export const INPUT =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-600';
export const LABEL = 'block text-sm font-medium text-slate-800';
export const HINT = 'mt-1 text-sm text-slate-600';
