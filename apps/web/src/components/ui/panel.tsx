import { type ReactNode, useId } from 'react';

/** A titled section of a page; the heading names the region for assistive technology. */
export function Panel({
  title,
  headingLevel = 2,
  children,
  className,
  actions,
}: {
  title: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={id}>
      <div className="panel__header">
        <Heading id={id} className="panel__title">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
