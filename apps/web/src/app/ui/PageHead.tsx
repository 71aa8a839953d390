import type { ReactNode } from 'react';

/** A screen's heading, with the box of its actions beside it when the screen has one (even while it is empty). */
export function PageHead({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-head">
      <h1>{title}</h1>
      {actions !== undefined && <div className="page-actions">{actions}</div>}
    </div>
  );
}
