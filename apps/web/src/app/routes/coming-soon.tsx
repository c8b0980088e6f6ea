/** Screens other issues build; until then each route says its feature is on the way. */
function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div className="page">
      <title>{`${title} · Tales of Deeds`}</title>
      <h1>{title}</h1>
      <div className="panel coming-soon">
        <p className="coming-soon__badge">Coming soon</p>
        <p>{text}</p>
      </div>
    </div>
  );
}

export const DeedsRoute = () => (
  <ComingSoon title="Deeds" text="Heroic, humble and dastardly deeds are being prepared. Check back soon." />
);
export const TrainingRoute = () => (
  <ComingSoon title="Training" text="The training grounds are still being built. Your skills will have to wait a little." />
);
export const CityRoute = () => <ComingSoon title="City" text="City streets, buildings and the city jail are coming soon." />;
export const TravelRoute = () => <ComingSoon title="Travel" text="The roads between the cities open soon. Pack your boots." />;
export const ChatRoute = () => <ComingSoon title="Global Chat" text="The global chat is coming soon to this new look." />;
