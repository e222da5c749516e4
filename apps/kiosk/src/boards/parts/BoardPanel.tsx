import type { ReactNode } from 'react';

/** A titled panel in a named grid area; `extra` sits at the right of the title (a window, a count). */
export function BoardPanel({
  title,
  area,
  extra,
  children,
}: {
  title: string;
  area: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bd-panel" style={{ gridArea: area }}>
      <header className="bd-panel__head">
        <h2 className="bd-panel__title">{title}</h2>
        {extra === undefined ? null : <div className="bd-panel__extra">{extra}</div>}
      </header>
      <div className="bd-panel__body">{children}</div>
    </section>
  );
}
