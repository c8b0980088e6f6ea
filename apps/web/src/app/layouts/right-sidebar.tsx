/** The right column. The live list of active players arrives with the presence feature. */
export function RightSidebar() {
  return (
    <aside className="right-sidebar" aria-labelledby="active-players-title">
      <section className="panel panel--compact">
        <h2 id="active-players-title" className="panel__title">
          Active Players
        </h2>
        <p className="muted">The list of adventurers online will appear here.</p>
      </section>
    </aside>
  );
}
