/** A loading placeholder with the shape of a product card. */
export const ProductCardSkeleton = () => (
  <div className="animate-pulse overflow-hidden rounded-lg border border-slate-200 bg-white" aria-hidden="true">
    <div className="aspect-[4/3] bg-slate-200" />
    <div className="space-y-3 p-4">
      <div className="flex gap-2">
        <div className="h-5 w-16 rounded bg-slate-200" />
        <div className="h-5 w-12 rounded bg-slate-200" />
      </div>
      <div className="h-5 w-3/4 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-200" />
      <div className="h-4 w-5/6 rounded bg-slate-200" />
      <div className="h-4 w-1/2 rounded bg-slate-200" />
    </div>
  </div>
);
