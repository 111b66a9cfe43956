import type { ReactNode } from 'react';

interface AdminScreenProps {
  readonly title: string;
  readonly intro?: string;
  /** Buttons or links next to the title (New Post, New Page…). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of a content admin screen: title, optional intro and actions, then the content. */
export const AdminScreen = ({ title, intro, actions, children }: AdminScreenProps) => (
  <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro === undefined ? null : <p className="mt-2 text-slate-600">{intro}</p>}
      </div>
      {actions === undefined ? null : <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
    {children}
  </div>
);
